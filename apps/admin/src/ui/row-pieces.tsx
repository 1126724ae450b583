import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatKwacha } from '@pocket/contracts/money';

/** The row under a list's row that holds its open form (or a refusal), across all `colSpan` columns. */
export function FormRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan}>{children}</td>
    </tr>
  );
}

/** A borrower's request's first cell: its reference, then the link to the borrower's page, then any `children`. */
export function RequestCell({ reference, uid, children }: { reference: string; uid: number; children?: ReactNode }) {
  return (
    <td>
      <strong>{reference}</strong>
      <br />
      <Link to={`/borrowers/${uid}`}>Borrower {uid}</Link>
      {children}
    </td>
  );
}

/** Amounts in ngwee as cells of a row, each in kwacha. */
export function KwachaCells({ amounts }: { amounts: number[] }) {
  return amounts.map((amount, i) => <td key={i}>{formatKwacha(amount)}</td>);
}
