import { Button, Cell, CellGroup } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { StageOrder } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';
import { palette } from '@pocket/ui-kit/palette';


/** The pickup code the shop asks for, large enough to read out at the counter. */
export function PickupCode({ order }: { order: StageOrder }) {
  const t = useText();
  if (!order.pickupCode) return null;
  return (
    <div data-testid="pickup-code-card" style={{ textAlign: 'center', padding: '12px 16px' }}>
      <div style={{ fontSize: 13, color: palette.textSecondary }}>{t('Pickup code')}</div>
      <div data-testid="pickup-code" style={{ fontSize: 28, fontWeight: 700, letterSpacing: 4 }}>
        {order.pickupCode}
      </div>
      <div style={{ fontSize: 12, color: palette.textSecondary }}>
        {t('Show this code at {shop}, {address}, to collect your {phone}.', { shop: order.shop.name, address: order.shop.address, phone: order.phoneName })}
      </div>
    </div>
  );
}

/** One of the borrower's stage orders: status, what is left to pay and when, the pickup code, 'Bill Preview'. */
export function StageOrderCard({ order, onOpenBills }: { order: StageOrder; onOpenBills: (orderId: number) => void }) {
  const t = useText();
  return (
    <div data-testid={`stage-order-${order.orderId}`}>
    <CellGroup inset title={order.phoneName}>
      <Cell title={t('Status')} value={order.statusText} />
      {order.plans.length > 0 && <Cell title={t('Left to pay')} value={formatKwacha(order.remainingAmount)} />}
      {order.nextRepayDate && <Cell title={t('Next due date')} value={order.nextRepayDate} />}
      <PickupCode order={order} />
      {order.plans.length > 0 && (
        <div style={{ padding: 12 }}>
          <Button block round size="small" type="primary" plain onClick={() => onOpenBills(order.orderId)}>
            {t('Bill Preview')}
          </Button>
        </div>
      )}
    </CellGroup>
    </div>
  );
}
