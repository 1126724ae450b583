import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { StageOrder, StagePlan } from '@pocket/contracts/api/stage';
import { Empty } from '@pocket/ui-kit/empty';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { palette } from '@pocket/ui-kit/palette';

import { StageBillRow } from './stage-bill-row';
import { PickupCode } from './stage-order-card';

export type StageBillsViewProps = {
  order: StageOrder | null;
  plans: StagePlan[] | null;
  error?: string | null;
  onRetry?: () => void;
  onPay: (plan: StagePlan) => void;
};

/** /stage/bill-detail/{orderId} ('Bill Preview'): the phone, its pickup code and every stage bill with 'Pay'. */
export function StageBillsView({ order, plans, error, onRetry, onPay }: StageBillsViewProps) {
  const t = useText();
  return (
    <div data-testid="stage-bills" style={{ background: palette.page, minHeight: '100vh', paddingBottom: 16 }}>
      <PageHeader title={t('Bill Preview')} />
      {error ? (
        <Empty image="error" description={error}>
          <Button round type="primary" size="small" onClick={onRetry}>
            {t('Retry')}
          </Button>
        </Empty>
      ) : order && plans ? (
        <>
          <h3 style={{ margin: '12px 16px 0', fontSize: 15 }}>
            {order.phoneName} · {order.statusText}
          </h3>
          <PickupCode order={order} />
          {plans.length === 0 ? (
            <Empty description={t('No stage bills yet: they start when the deposit is paid.')} />
          ) : (
            plans.map((p) => <StageBillRow key={p.planId} plan={p} stages={plans.length} onPay={onPay} />)
          )}
        </>
      ) : null}
    </div>
  );
}
