import { Button, Loading } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { Empty } from '@pocket/ui-kit/empty';
import { PageHeader } from '@pocket/ui-kit/page-header';

import { EstimatedBill } from './estimated-bill';
import type { EstimateView } from './estimated-bill';
import { OrderProgress } from './order-progress';
import type { OrderStatus } from './order-progress';

export const BORROW_PLAN_TITLE = 'Estimated bill';

export type BorrowPlanViewProps = {
  /** the order being tracked once applied (or one already in flight) */
  order: { status: OrderStatus; received?: number; wallet?: string; priorityReview?: boolean } | null;
  estimate: EstimateView | null;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  wallet: string;
  applying?: boolean;
  onApply: () => void;
  onViewBill: () => void;
  onHome: () => void;
  contractHref: string;
};

/** /borrow-plan: the estimated bill and its consent, then the order as it moves; never a blank wait. */
export function BorrowPlanView(props: BorrowPlanViewProps) {
  const { order, estimate, loading, error, onRetry } = props;
  const t = useText();
  return (
    <div data-testid="borrow-plan">
      <PageHeader title={t(BORROW_PLAN_TITLE)} />
      {order ? (
        <OrderProgress status={order.status} received={order.received} wallet={order.wallet} priorityReview={order.priorityReview} onViewBill={props.onViewBill} onHome={props.onHome} />
      ) : error ? (
        <Empty image="error" description={error}>
          {onRetry && (
            <Button round type="primary" size="small" onClick={onRetry}>
              {t('Retry')}
            </Button>
          )}
        </Empty>
      ) : estimate && !loading ? (
        <EstimatedBill estimate={estimate} wallet={props.wallet} applying={props.applying} onApply={props.onApply} contractHref={props.contractHref} />
      ) : (
        <div role="status" style={{ padding: 48, textAlign: 'center' }}>
          <Loading vertical>{t('Loading...')}</Loading>
        </div>
      )}
    </div>
  );
}
