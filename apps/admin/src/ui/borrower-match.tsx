import type { ReactNode } from 'react';

import type { BorrowerListItem } from '@pocket/contracts/api/staff';

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
