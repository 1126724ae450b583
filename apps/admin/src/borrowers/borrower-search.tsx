import { Link } from 'react-router';

import { DeskGuard } from '../layout/desk-guard';
import { BorrowerFinder } from '../ui/borrower-finder';
import { formatTime } from '../ui/format';
import { useUrlFilters } from '../ui/use-url-filters';

/**
 * Find a borrower by phone, name, NRC or order id; the results are masked (reveal is on the borrower's page). The
 * search is the borrowers list's `q` filter, kept in the address (`ui/use-url-filters.ts`): a reload, a shared link or
 * back and forward show the same results.
 */
export function BorrowerSearch() {
  const { filter, setFilters } = useUrlFilters('borrowers', {});
  const q = filter('q');
  return (
    <DeskGuard resource="borrowers">
      <h1>Borrowers</h1>
      {/* Keyed by the address's search: going back to another address shows its search in the box. */}
      <BorrowerFinder
        key={q}
        id="borrower-q"
        label="Phone, name, NRC or order id"
        button="Search"
        q={q}
        onSearch={(text) => setFilters({ q: text })}
        columns={['Borrower', 'Phone', 'Name', 'KYC', 'State', 'Since']}
        row={(borrower) => (
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
        )}
      />
    </DeskGuard>
  );
}
