import { Button, Cell, CellGroup, Tag } from 'react-vant';

import type { StagePlan } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';

const TAG: Record<string, 'primary' | 'danger' | 'success'> = { REPAYING: 'primary', OVERDUE: 'danger', SETTLED: 'success' };

/** One stage bill: due date, amount, paid, remaining, status; 'Pay' while something is owed and no payment is running. */
export function StageBillRow({ plan, stages, onPay }: { plan: StagePlan; stages: number; onPay: (plan: StagePlan) => void }) {
  const status = plan.paymentInFlight ? 'Payment in progress' : plan.status === 'SETTLED' ? 'Paid' : plan.statusText;
  return (
    <div data-testid={`stage-bill-${plan.loanPeriod}`}>
    <CellGroup inset title={`Stage ${plan.loanPeriod} of ${stages}`}>
      <Cell title="Due date" value={plan.repayDate} />
      <Cell title="Amount" value={formatKwacha(plan.totalAmount)} />
      {plan.penalty > 0 && <Cell title="Overdue penalty" label={`${plan.overdueDays} days overdue`} value={formatKwacha(plan.penalty)} />}
      <Cell title="Paid" value={formatKwacha(plan.paidAmount)} />
      <Cell title="Remaining" value={formatKwacha(plan.remainingAmount)} />
      <Cell
        title="Status"
        value={
          <span data-testid="stage-bill-status">
            <Tag type={plan.paymentInFlight ? 'warning' : (TAG[plan.status] ?? 'primary')}>{status}</Tag>
          </span>
        }
      />
      {plan.status !== 'SETTLED' && !plan.paymentInFlight && (
        <div style={{ padding: 12 }}>
          <Button block round size="small" type="primary" onClick={() => onPay(plan)}>
            Pay
          </Button>
        </div>
      )}
    </CellGroup>
    </div>
  );
}
