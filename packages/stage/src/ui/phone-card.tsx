import { Button } from 'react-vant';

import type { StagePhone } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';
import { palette } from '@pocket/ui-kit/palette';


/** One phone of the catalogue: picture, price, deposit, the stages, the shop; 'Choose' opens the full schedule. */
export function PhoneCard({ phone, onChoose }: { phone: StagePhone; onChoose: (phoneId: number) => void }) {
  const stageFrom = Math.min(...phone.schedule.map((s) => s.total));
  return (
    <div data-testid={`phone-${phone.phoneId}`} style={{ display: 'flex', gap: 12, padding: 12, margin: '8px 12px', background: palette.surface, borderRadius: 8 }}>
      <img src={phone.image} alt={phone.name} width={72} height={96} style={{ objectFit: 'contain' }} />
      <div style={{ flex: 1 }}>
        <div style={{ fontWeight: 600 }}>{phone.name}</div>
        <div style={{ fontSize: 13, color: palette.textSecondary }}>Price {formatKwacha(phone.price)}</div>
        <div style={{ fontSize: 13 }}>
          Deposit {formatKwacha(phone.deposit)} ({phone.depositRate}%), then {phone.stages} stages of {phone.stageDays} days from {formatKwacha(stageFrom)}
        </div>
        <div style={{ fontSize: 12, color: palette.textSecondary }}>
          Pick up at {phone.shop.name}, {phone.shop.city}
        </div>
      </div>
      <Button size="small" round type="primary" style={{ alignSelf: 'center' }} onClick={() => onChoose(phone.phoneId)}>
        Choose
      </Button>
    </div>
  );
}
