import { Link } from 'react-router';

import { BorrowerFinder } from '../ui/borrower-finder';

/** Find the borrower to adjust by phone, name, NRC or order id; each masked match opens that borrower's adjustments. */
export function FindBorrower({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  return (
    <BorrowerFinder
      id="adjustments-q"
      label="Find the borrower: phone, name, NRC or order id"
      button="Find"
      q={q}
      onSearch={onSearch}
      columns={['Phone', 'Name', 'KYC', 'Adjust']}
      row={(borrower) => (
        <tr key={borrower.uid} data-testid="adjust-candidate">
          <td>{borrower.phone}</td>
          <td>{borrower.name ?? '-'}</td>
          <td>{borrower.kycStatus}</td>
          <td>
            <Link to={`/adjustments?uid=${borrower.uid}`}>Adjust borrower {borrower.uid}</Link>
          </td>
        </tr>
      )}
    />
  );
}
