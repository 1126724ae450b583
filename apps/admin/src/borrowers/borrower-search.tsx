import { Link, useSearchParams } from 'react-router';

import { DeskGuard } from '../layout/desk-guard';
import { BorrowerFinder } from '../ui/borrower-finder';
import { formatTime } from '../ui/format';

/** Find a borrower by phone, name, NRC or order id; the results are masked (reveal is on the borrower's page). */
export function BorrowerSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <DeskGuard resource="borrowers">
      <h1>Borrowers</h1>
      <BorrowerFinder
        id="borrower-q"
        label="Phone, name, NRC or order id"
        button="Search"
        q={q}
        onSearch={(text) => setParams({ q: text })}
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
