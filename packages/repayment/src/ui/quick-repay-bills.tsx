import { Empty } from '@pocket/ui-kit/empty';

import type { QuickRepayInfo } from '../api/quick-repay-info';
import { stageViewOf } from '../model/stage-view';
import { LoanSummary } from './loan-summary';
import { StageRow } from './stage-row';

export type QuickRepayOrder = QuickRepayInfo['orders'][number];
export type QuickRepayPlan = QuickRepayOrder['plans'][number];

export type QuickRepayBillsProps = {
  orders: QuickRepayOrder[];
  onRepay: (order: QuickRepayOrder, plan: QuickRepayPlan) => void;
  onExtend: (plan: QuickRepayPlan) => void;
};

/** The verified phone's open bills, each with the current stage and its repay and extend actions. */
export function QuickRepayBills({ orders, onRepay, onExtend }: QuickRepayBillsProps) {
  if (orders.length === 0) return <Empty description="There are no bills to repay for this number" />;
  return (
    <div data-testid="quick-repay-bills">
      {orders.map((order) => {
        const current = order.plans.find((p) => p.status !== 'SETTLED');
        return (
          <div key={order.orderId}>
            <LoanSummary loan={order} />
            {current && (
              <StageRow
                stage={stageViewOf(current)}
                stageCount={order.stages}
                onRepay={current.canRepay ? () => onRepay(order, current) : undefined}
                onExtend={current.canExtend ? () => onExtend(current) : undefined}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
