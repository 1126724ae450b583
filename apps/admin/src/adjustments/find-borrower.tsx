import { Link } from 'react-router';

import { BorrowerPicker } from '../ui/borrower-match';
import { filteredPath } from '../ui/filtered-path';

/** Find the borrower to adjust by phone, name, NRC or order id; each masked match opens that borrower's adjustments. */
export function FindBorrower({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  return (
    <BorrowerPicker
      id="adjustments-q"
      label="Find the borrower: phone, name, NRC or order id"
      q={q}
      onSearch={onSearch}
      action="Adjust"
      testId="adjust-candidate"
      offer={(borrower) => <Link to={filteredPath('adjustments', { uid: borrower.uid })}>Adjust borrower {borrower.uid}</Link>}
    />
  );
}
