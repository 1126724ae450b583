import { Cell, CellGroup, Tag } from 'react-vant';

import { formatKwacha, toNgwee } from '@pocket/contracts/money';
import { maskPhone } from '@pocket/contracts/validators';

import type { LoanDetail } from '../api/query-loan-detail';

const TAG_TYPE: Record<string, 'primary' | 'danger' | 'success' | 'warning' | 'default'> = {
  REPAYING: 'primary',
  OVERDUE: 'danger',
  SETTLED: 'success',
  REVIEWING: 'warning',
  DISBURSING: 'warning',
};

/** The order at a glance: amount, status, dates, what is left and where the money comes from. */
export function LoanSummary({ loan }: { loan: LoanDetail }) {
  return (
    <CellGroup inset title={loan.productName}>
      <Cell title="Status" value={<Tag type={TAG_TYPE[loan.status] ?? 'default'}>{loan.statusText}</Tag>} />
      <Cell title="Loan amount" value={formatKwacha(toNgwee(loan.loanAmount))} />
      <Cell title="Total to repay" value={formatKwacha(toNgwee(loan.totalAmount))} />
      <Cell title="Remaining amount" value={<strong>{formatKwacha(toNgwee(loan.remainingAmount))}</strong>} />
      {loan.nextRepayDate && <Cell title="Next due date" value={loan.nextRepayDate} />}
      <Cell title="Apply date" value={loan.applyDate} />
      {loan.loanDate && <Cell title="Loan date" value={loan.loanDate} />}
      {loan.settledDate && <Cell title="Settled date" value={loan.settledDate} />}
      <Cell title="Repayment account" value={maskPhone(loan.repayAccount)} />
    </CellGroup>
  );
}
