import { Button, Loading, Steps } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';
import { palette } from '@pocket/ui-kit/palette';

import { PROGRESS_TEXT } from '../model/order-status';
import type { OrderStatus } from '../model/order-status';

export type { OrderStatus } from '../model/order-status';

const STEP_OF: Record<OrderStatus, number> = {
  REVIEWING: 0,
  REJECTED: 0,
  DISBURSING: 1,
  DISBURSE_FAILED: 1,
  REPAYING: 2,
  OVERDUE: 2,
  SETTLED: 2,
  CANCELLED: 0,
};

const WAITING: OrderStatus[] = ['REVIEWING', 'DISBURSING'];

export type OrderProgressProps = {
  status: OrderStatus;
  received?: number;
  wallet?: string;
  /** Applied as a VIP member: reviewed with priority. */
  priorityReview?: boolean;
  onViewBill?: () => void;
  onHome?: () => void;
};

/** The application as it moves: reviewing, disbursing, received; a spinner while it waits, never a blank page. */
export const PRIORITY_REVIEW = 'Priority review (VIP)';

export function OrderProgress({ status, received, wallet, priorityReview, onViewBill, onHome }: OrderProgressProps) {
  const t = useText();
  const waiting = WAITING.includes(status);
  const done = status === 'REPAYING' || status === 'OVERDUE' || status === 'SETTLED';
  return (
    <div data-testid="order-progress" style={{ padding: 16 }}>
      <Steps active={STEP_OF[status]}>
        <Steps.Item>{t('Reviewing')}</Steps.Item>
        <Steps.Item>{t('Disbursing')}</Steps.Item>
        <Steps.Item>{t('Received')}</Steps.Item>
      </Steps>
      {priorityReview && (
        <p data-testid="priority-review" style={{ margin: '8px 0 0', textAlign: 'center', color: palette.warning, fontWeight: 600 }}>
          {t(PRIORITY_REVIEW)}
        </p>
      )}
      <div role="status" style={{ margin: '16px 0', textAlign: 'center' }}>
        {waiting && <Loading size={24} style={{ justifyContent: 'center' }} />}
        <p>{t(PROGRESS_TEXT[status])}</p>
        {done && received !== undefined && (
          <p>{wallet ? t('{amount} sent to {wallet}', { amount: formatKwacha(received), wallet }) : formatKwacha(received)}</p>
        )}
      </div>
      {done && onViewBill && (
        <Button block round type="primary" onClick={onViewBill}>
          {t('View my bill')}
        </Button>
      )}
      {!waiting && !done && onHome && (
        <Button block round type="primary" onClick={onHome}>
          {t('Back to home')}
        </Button>
      )}
    </div>
  );
}
