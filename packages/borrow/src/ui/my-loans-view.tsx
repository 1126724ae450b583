import { Button, Cell, CellGroup, Loading } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { Empty } from '@pocket/ui-kit/empty';
import { Money } from '@pocket/ui-kit/money';
import { FollowedPaymentNote, type FollowedPaymentLike, isPaymentPending } from '@pocket/ui-kit/payment-note';

import type { MyOrder } from '../api/my-loan-info';
import { PRIORITY_REVIEW } from './order-progress';

export const MY_LOANS_TITLE = 'My Loans';
export const NO_LOANS_TEXT = 'You have no loans yet';

export interface MyLoansViewProps {
  orders: readonly MyOrder[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  onRepay: (orderId: number) => void;
  onExtend: (planId: number) => void;
  onDetails: (orderId: number) => void;
  /** The payment in flight on the open loan, as useFollowPayment follows it. */
  follow?: FollowedPaymentLike;
}

const NOT_FOLLOWING: FollowedPaymentLike = { phase: 'idle', payment: null, reason: null, checkAgain: () => {} };

/** The stage an extension applies to: the first one the server says can be extended. */
export const extendablePlanOf = (order: MyOrder) => (order.canExtend ? order.plans.find((plan) => plan.canExtend) : undefined);

type OrderActionsProps = { order: MyOrder; pending: boolean } & Pick<MyLoansViewProps, 'onRepay' | 'onExtend' | 'onDetails'>;

function OrderActions({ order, pending, onRepay, onExtend, onDetails }: OrderActionsProps) {
  const t = useText();
  const plan = extendablePlanOf(order);
  // An order still under review or refused has no bill yet, so there is nothing to show behind "Details".
  const hasBill = order.plans.length > 0;
  if (!order.canRepay && !plan && !hasBill) return null;
  return (
    <div style={{ display: 'flex', gap: 8, padding: '0 16px 12px', justifyContent: 'flex-end' }}>
      {hasBill && (
        <Button size="small" round onClick={() => onDetails(order.orderId)}>
          {t('Details')}
        </Button>
      )}
      {plan && (
        <Button size="small" round type="primary" plain disabled={pending} onClick={() => onExtend(plan.planId)}>
          {t('Extend')}
        </Button>
      )}
      {order.canRepay && (
        <Button size="small" round type="primary" disabled={pending} onClick={() => onRepay(order.orderId)}>
          {t('Repay')}
        </Button>
      )}
    </div>
  );
}

/** The user's loans, newest first as the server sends them, each with its status and what can be done with it. */
export function MyLoansView({ orders, loading, error, onRetry, follow = NOT_FOLLOWING, ...actions }: MyLoansViewProps) {
  const t = useText();
  let body;
  if (error) {
    body = (
      <Empty image="error" description={error}>
        {onRetry && (
          <Button round type="primary" size="small" onClick={onRetry}>
            {t('Retry')}
          </Button>
        )}
      </Empty>
    );
  } else if (loading || !orders) {
    body = (
      <div role="status" style={{ padding: 24, textAlign: 'center' }}>
        <Loading vertical>{t('Loading...')}</Loading>
      </div>
    );
  } else if (orders.length === 0) {
    body = <Empty description={t(NO_LOANS_TEXT)} />;
  } else {
    body = orders.map((order) => (
      <article key={order.orderId} data-testid={`my-loan-${order.orderId}`} aria-label={t('Loan {orderId}', { orderId: order.orderId })}>
        <CellGroup title={order.productName}>
          <Cell title={t('Status')} value={<span data-status={order.status}>{order.statusText}</span>} />
          <Cell title={t('Loan amount')} value={<Money ngwee={order.loanAmount} />} />
          {order.remainingAmount > 0 && <Cell title={t('Remaining')} value={<Money ngwee={order.remainingAmount} />} />}
          <Cell title={t('Due date')} value={order.nextRepayDate ?? '—'} />
          {order.priorityReview && <Cell title={t('Review')} value={t(PRIORITY_REVIEW)} />}
        </CellGroup>
        {(order.paymentInFlight || follow.payment) && order.canRepay && <FollowedPaymentNote follow={follow} />}
        <OrderActions order={order} pending={isPaymentPending(follow, order.paymentInFlight)} {...actions} />
      </article>
    ));
  }
  return (
    <section data-testid="my-loans" aria-label={t(MY_LOANS_TITLE)}>
      <h2 style={{ fontSize: 16, margin: '16px 16px 8px' }}>{t(MY_LOANS_TITLE)}</h2>
      {body}
    </section>
  );
}
