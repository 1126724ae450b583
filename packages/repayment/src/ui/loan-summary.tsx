import { Cell, CellGroup, Tag } from 'react-vant';

import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';
import { maskPhone } from '@pocket/contracts/validators';

import { billLinesOf } from '../model/bill-lines';
import { BillLineCells } from './bill-line-cells';

const TAG_TYPE: Record<string, 'primary' | 'danger' | 'success' | 'warning' | 'default'> = {
  REPAYING: 'primary',
  OVERDUE: 'danger',
  SETTLED: 'success',
  REVIEWING: 'warning',
  DISBURSING: 'warning',
};

/** The order at a glance: amount, status, how the bill adds up, dates and where the money comes from. */
export function LoanSummary({ loan }: { loan: LoanDetail }) {
  const t = useText();
  return (
    <section data-testid="loan-summary">
      <CellGroup inset title={loan.productName}>
        <Cell title={t('Status')} value={<Tag type={TAG_TYPE[loan.status] ?? 'default'}>{loan.statusText}</Tag>} />
        <Cell title={t('Loan amount')} value={formatKwacha(loan.loanAmount)} />
        <BillLineCells lines={billLinesOf(loan.lines)} />
        {loan.nextRepayDate && <Cell title={t('Next due date')} value={loan.nextRepayDate} />}
        <Cell title={t('Apply date')} value={loan.applyDate} />
        {loan.loanDate && <Cell title={t('Loan date')} value={loan.loanDate} />}
        {loan.settledDate && <Cell title={t('Settled date')} value={loan.settledDate} />}
        <Cell title={t('Repayment account')} value={maskPhone(loan.repayAccount)} />
      </CellGroup>
    </section>
  );
}
