import { Link } from 'react-router';

import { BorrowerFinder } from '../ui/borrower-finder';
import { BorrowerMatch } from '../ui/borrower-match';

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
        <BorrowerMatch key={borrower.uid} borrower={borrower} testId="adjust-candidate">
          <Link to={`/adjustments?uid=${borrower.uid}`}>Adjust borrower {borrower.uid}</Link>
        </BorrowerMatch>
      )}
    />
  );
}
