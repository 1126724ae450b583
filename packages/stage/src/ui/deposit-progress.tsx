import { Button, Loading } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { StageOrder } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';
import { Empty } from '@pocket/ui-kit/empty';
import { palette } from '@pocket/ui-kit/palette';

import { PickupCode } from './stage-order-card';

export type DepositProgressProps = {
  order: StageOrder;
  onOpenBills: (orderId: number) => void;
  onTryAgain: () => void;
};

/** The deposit followed until final: waiting for the PIN, paid (with the pickup code), or not paid. */
export function DepositProgress({ order, onOpenBills, onTryAgain }: DepositProgressProps) {
  const deposit = formatKwacha(order.deposit);
  const t = useText();
  if (order.depositStatus === 'PENDING') {
    return (
      <div data-testid="deposit-waiting" style={{ textAlign: 'center', padding: 24 }}>
        <Loading size={32} />
        <h3>{t('Waiting for payment')}</h3>
        <p style={{ color: palette.textSecondary, fontSize: 13 }}>
          {t('Enter your PIN in the prompt on your phone to pay the deposit of {deposit}. If you already entered it, wait about one minute: this page updates by itself.', { deposit })}
        </p>
      </div>
    );
  }
  if (order.depositStatus === 'FAILED') {
    return (
      <Empty image="error" description={t('The deposit of {deposit} was not paid. Nothing is owed.', { deposit })} data-testid="deposit-failed">
        <Button round type="primary" size="small" onClick={onTryAgain}>
          {t('Try again')}
        </Button>
      </Empty>
    );
  }
  return (
    <div data-testid="deposit-paid" style={{ padding: 12 }}>
      <h3 style={{ textAlign: 'center' }}>{t('Deposit paid')}</h3>
      <PickupCode order={order} />
      <div style={{ padding: 12 }}>
        <Button block round type="primary" onClick={() => onOpenBills(order.orderId)}>
          {t('Bill Preview')}
        </Button>
      </div>
    </div>
  );
}
