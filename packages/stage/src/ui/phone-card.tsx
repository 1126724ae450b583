import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { StagePhone } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';
import { palette } from '@pocket/ui-kit/palette';


/** One phone of the catalogue: picture, price, deposit, the stages, the shop; 'Choose' opens the full schedule. */
export function PhoneCard({ phone, onChoose }: { phone: StagePhone; onChoose: (phoneId: number) => void }) {
  const t = useText();
  const stageFrom = Math.min(...phone.schedule.map((s) => s.total));
  return (
    <div data-testid={`phone-${phone.phoneId}`} style={{ display: 'flex', gap: 12, padding: 12, margin: '8px 12px', background: palette.surface, borderRadius: 8 }}>
      <img src={phone.image} alt={phone.name} width={72} height={96} style={{ objectFit: 'contain' }} />
      <div style={{ flex: 1 }}>
        <div style={{ fontWeight: 600 }}>{phone.name}</div>
        <div style={{ fontSize: 13, color: palette.textSecondary }}>{t('Price {price}', { price: formatKwacha(phone.price) })}</div>
        <div style={{ fontSize: 13 }}>
          {t('Deposit {deposit} ({rate}%), then {stages} stages of {days} days from {amount}', {
            deposit: formatKwacha(phone.deposit),
            rate: phone.depositRate,
            stages: phone.stages,
            days: phone.stageDays,
            amount: formatKwacha(stageFrom),
          })}
        </div>
        <div style={{ fontSize: 12, color: palette.textSecondary }}>
          {t('Pick up at {shop}, {city}', { shop: phone.shop.name, city: phone.shop.city })}
        </div>
      </div>
      <Button size="small" round type="primary" style={{ alignSelf: 'center' }} onClick={() => onChoose(phone.phoneId)}>
        {t('Choose')}
      </Button>
    </div>
  );
}
