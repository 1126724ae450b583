import { CanAccess } from '@refinedev/core';
import { Link } from 'react-router';

import type { StatementSummary } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { formatTime } from '../ui/format';
import { ListHead } from '../ui/list-head';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { ImportForm } from './import-form';

/** Imported operator statements, newest first, and the upload of a new one. */
export function ReconciliationPage() {
  const list = useCursorList<StatementSummary>('reconciliation', []);
  // An import adds a statement: Refine fetches the reconciliation resource (this list) again.
  const refresh = useRefreshAfter('reconciliation');
  return (
    <DeskGuard resource="reconciliation">
      <ListHead title="Reconciliation" onRefresh={list.refresh} />
      <CanAccess resource="reconciliation" action="import">
        <ImportForm onImported={refresh} />
      </CanAccess>
      <CursorListState list={list} emptyText="No statement imported yet.">
        <ListTable caption="Operator statements" columns={['Statement', 'Operator', 'Period', 'Lines', 'Matched', 'Open differences', 'Imported']}>
          {list.items.map((s) => (
            <tr key={s.id} data-testid="statement-row">
              <td>
                <Link to={`/reconciliation/${s.id}`}>Statement {s.id}</Link>
                <div className="muted wrap">{s.fileName}</div>
              </td>
              <td>{s.operator}</td>
              <td>
                {formatTime(s.periodFrom)} to {formatTime(s.periodTo)}
              </td>
              <td>
                {s.lines} ({s.newLines} new)
              </td>
              <td>{s.counts.matched}</td>
              <td>{s.open}</td>
              <td>
                {formatTime(s.importedAt)}
                <div className="muted">{s.importedBy}</div>
              </td>
            </tr>
          ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
