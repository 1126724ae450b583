import { CanAccess, useCan } from '@refinedev/core';
import { useState } from 'react';
import { Link } from 'react-router';

import type { CollectionCase } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import { guardedPage } from '../layout/desk-guard';
import { ChoiceField } from '../ui/choice-field';
import { ListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';

type Scope = 'mine' | 'all' | 'unassigned';
const SCOPES: Record<Scope, string> = { mine: 'my cases', all: 'every open case', unassigned: 'cases without an agent' };

/** Collections: the agent's open cases, worst first; a lead (admin) sees every case or the unassigned ones. */
export const CollectionsQueue = guardedPage('collections', QueueList);

function QueueList() {
  const lead = useCan({ resource: 'collections', action: 'assign' }).data?.can === true;
  const [scope, setScope] = useState<Scope>(lead ? 'all' : 'mine');
  const list = useCursorList<CollectionCase>('collections', [{ field: 'scope', operator: 'eq', value: scope }]);
  return (
    <>
      <div className="page-head">
        <h1>Collections</h1>
        <CanAccess resource="collection-reports" action="list">
          <Link to="/collections/reports">Reports</Link>
        </CanAccess>
        {lead ? <ChoiceField id="collections-scope" label="Show" value={scope} options={Object.keys(SCOPES)} labelOf={(s) => SCOPES[s as Scope]} onChange={(s) => setScope(s as Scope)} /> : null}
      </div>
      <p className="muted">
        Highest bucket first, then the largest amount late; cases waiting for a promised date come last. Every contact is checked by the conduct rules on
        the server.
      </p>
      <ListState
        loading={list.loading}
        error={list.error}
        empty={list.items.length === 0}
        emptyText="No open case."
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onMore={list.more}
        onRetry={list.retry}
      >
        <ListTable caption="Collections cases" columns={['Case', 'Bucket', 'Days late', 'Late amount', 'Promise', 'Agent', 'Flags']}>
          {list.items.map((c) => (
            <tr key={c.id} data-testid="collection-case-row">
              <td>
                <Link to={`/collections/${c.id}`}>Open case {c.id}</Link>
                <br />
                loan {c.orderId}
              </td>
              <td>{c.bucket}</td>
              <td>{c.daysPastDue}</td>
              <td>{formatKwacha(c.overdue)}</td>
              <td>{c.promisedFor ?? '-'}</td>
              <td>{c.agent ?? 'unassigned'}</td>
              <td>{[c.disputed ? 'disputed' : null, c.stopCalls ? 'no calls' : null].filter(Boolean).join(', ') || '-'}</td>
            </tr>
          ))}
        </ListTable>
      </ListState>
    </>
  );
}
