import type { ReactNode } from 'react';

import type { BorrowerListItem } from '@pocket/contracts/api/staff';

import { BorrowerFinder } from './borrower-finder';

/** A masked match of BorrowerFinder as a row: phone, name and KYC, then what the page offers for it (`children`). */
export function BorrowerMatch({ borrower, testId, children }: { borrower: BorrowerListItem; testId: string; children: ReactNode }) {
  return (
    <tr data-testid={testId}>
      <td>{borrower.phone}</td>
      <td>{borrower.name ?? '-'}</td>
      <td>{borrower.kycStatus}</td>
      <td>{children}</td>
    </tr>
  );
}

/**
 * A borrower chosen for a desk's own use (the borrower to adjust, the payments to show): found with BorrowerFinder
 * ("Find"), each masked match a BorrowerMatch named `testId` whose last column (`action`) holds what `offer` draws.
 */
export function BorrowerPicker({ id, label, q, onSearch, action, testId, offer }: {
  id: string;
  label: string;
  q: string;
  onSearch: (q: string) => void;
  action: string;
  testId: string;
  offer: (borrower: BorrowerListItem) => ReactNode;
}) {
  return (
    <BorrowerFinder
      id={id}
      label={label}
      button="Find"
      q={q}
      onSearch={onSearch}
      columns={['Phone', 'Name', 'KYC', action]}
      row={(borrower) => (
        <BorrowerMatch key={borrower.uid} borrower={borrower} testId={testId}>
          {offer(borrower)}
        </BorrowerMatch>
      )}
    />
  );
}
