import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import type { BorrowerListItem } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { formatTime } from '../ui/format';
import { ListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';

/** Find a borrower by phone, name, NRC or order id; the results are masked (reveal is on the borrower's page). */
export function BorrowerSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useCursorList<BorrowerListItem>('borrowers', [{ field: 'q', operator: 'eq', value: q }], { enabled: q !== '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text === '') return setProblem('Type a phone, a name, an NRC or an order id.');
    setProblem(null);
    setParams({ q: text });
  };

  return (
    <DeskGuard resource="borrowers">
      <h1>Borrowers</h1>
      <form className="search" role="search" onSubmit={submit}>
        <label htmlFor="borrower-q">Phone, name, NRC or order id</label>
        <input id="borrower-q" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        <button type="submit" className="button primary">
          Search
        </button>
      </form>
      {problem ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : null}
      {q !== '' ? (
        <ListState
          loading={list.loading}
          error={list.error}
          empty={list.items.length === 0}
          emptyText={`No borrower matches “${q}”.`}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onMore={list.more}
          onRetry={list.retry}
        >
          <ListTable caption={`Borrowers matching ${q}`} columns={['Borrower', 'Phone', 'Name', 'KYC', 'State', 'Since']}>
              {list.items.map((borrower) => (
                <tr key={borrower.uid} data-testid="borrower-result">
                  <td>
                    <Link to={`/borrowers/${borrower.uid}`}>Open borrower {borrower.uid}</Link>
                  </td>
                  <td>{borrower.phone}</td>
                  <td>{borrower.name ?? '-'}</td>
                  <td>{borrower.kycStatus}</td>
                  <td>{borrower.blocked ? 'Blocked' : 'Active'}</td>
                  <td>{formatTime(borrower.createdAt)}</td>
                </tr>
              ))}
          </ListTable>
        </ListState>
      ) : null}
    </DeskGuard>
  );
}
