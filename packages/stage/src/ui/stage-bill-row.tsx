import { Button, Cell, CellGroup, Tag } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { StagePlan } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';

const TAG: Record<string, 'primary' | 'danger' | 'success'> = { REPAYING: 'primary', OVERDUE: 'danger', SETTLED: 'success' };

/** One stage bill: due date, amount, paid, remaining, status; 'Pay' while something is owed and no payment is running. */
export function StageBillRow({ plan, stages, onPay }: { plan: StagePlan; stages: number; onPay: (plan: StagePlan) => void }) {
  const t = useText();
  // The status is the server's words (`statusText`) but for a payment in flight and a bill paid off.
  const status = plan.paymentInFlight ? t('Payment in progress') : plan.status === 'SETTLED' ? t('Paid') : plan.statusText;
  return (
    <div data-testid={`stage-bill-${plan.loanPeriod}`}>
    <CellGroup inset title={t('Stage {stage} of {stages}', { stage: plan.loanPeriod, stages })}>
      <Cell title={t('Due date')} value={plan.repayDate} />
      <Cell title={t('Amount')} value={formatKwacha(plan.totalAmount)} />
      {plan.penalty > 0 && <Cell title={t('Overdue penalty')} label={t('{days} days overdue', { days: plan.overdueDays })} value={formatKwacha(plan.penalty)} />}
      <Cell title={t('Paid')} value={formatKwacha(plan.paidAmount)} />
      <Cell title={t('Remaining')} value={formatKwacha(plan.remainingAmount)} />
      <Cell
        title={t('Status')}
        value={
          <span data-testid="stage-bill-status">
            <Tag type={plan.paymentInFlight ? 'warning' : (TAG[plan.status] ?? 'primary')}>{status}</Tag>
          </span>
        }
      />
      {plan.status !== 'SETTLED' && !plan.paymentInFlight && (
        <div style={{ padding: 12 }}>
          <Button block round size="small" type="primary" onClick={() => onPay(plan)}>
            {t('Pay')}
          </Button>
        </div>
      )}
    </CellGroup>
    </div>
  );
}
