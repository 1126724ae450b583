import { useText } from '@pocket/app-core/i18n';
import { Empty } from '@pocket/ui-kit/empty';
import { FollowedPaymentNote, type FollowedPaymentLike, isPaymentPending } from '@pocket/ui-kit/payment-note';

import type { QuickRepayInfo } from '../api/quick-repay-info';
import { instalmentViewOf } from '../model/instalment-view';
import { NOT_FOLLOWING } from './billing-details-view';
import { InstalmentRow } from './instalment-row';
import { LoanSummary } from './loan-summary';

export type QuickRepayOrder = QuickRepayInfo['orders'][number];
export type QuickRepayPlan = QuickRepayOrder['plans'][number];

export type QuickRepayBillsProps = {
  orders: QuickRepayOrder[];
  onRepay: (order: QuickRepayOrder, plan: QuickRepayPlan) => void;
  onExtend: (plan: QuickRepayPlan) => void;
  /** The payment in flight on these bills, as useFollowPayment follows it. */
  follow?: FollowedPaymentLike;
};

/** The verified phone's open bills, each with the current instalment, its payment in flight and its actions. */
export function QuickRepayBills({ orders, onRepay, onExtend, follow = NOT_FOLLOWING }: QuickRepayBillsProps) {
  const t = useText();
  if (orders.length === 0) return <Empty description={t('There are no bills to repay for this number')} />;
  return (
    <div data-testid="quick-repay-bills">
      <FollowedPaymentNote follow={follow} />
      {orders.map((order) => {
        const current = order.plans.find((p) => p.status !== 'SETTLED');
        return (
          <div key={order.orderId}>
            <LoanSummary loan={order} />
            {current && (
              <InstalmentRow
                instalment={instalmentViewOf(current)}
                instalmentCount={order.stages}
                paymentPending={isPaymentPending(follow, order.paymentInFlight)}
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
