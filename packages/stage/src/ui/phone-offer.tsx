import { useState } from 'react';
import { Button, Cell, CellGroup, Checkbox } from 'react-vant';

import type { StagePhone } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';
import { phoneError } from '@pocket/contracts/validators';
import { palette } from '@pocket/ui-kit/palette';
import { PhoneField } from '@pocket/ui-kit/phone-field';


export const STAGE_CONSENT = 'I agree to pay the deposit now and each stage bill by its due date';
export const STAGE_CONSENT_REQUIRED = 'Please agree to the payment schedule before paying the deposit';

export type PhoneOfferProps = {
  phone: StagePhone;
  defaultMobile: string;
  /** Why this phone cannot be ordered now (above the limit), or null. */
  refusal?: string | null;
  submitting?: boolean;
  onPay: (mobile: string) => void;
};

/** Everything the phone costs before the deposit: the schedule, total cost, cost of credit and APR, then consent. */
export function PhoneOffer({ phone, defaultMobile, refusal = null, submitting = false, onPay }: PhoneOfferProps) {
  const [mobile, setMobile] = useState(defaultMobile);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = () => {
    const problem = phoneError(mobile) ?? (agreed ? null : STAGE_CONSENT_REQUIRED);
    setError(problem);
    if (problem === null) onPay(mobile);
  };
  return (
    <div data-testid="phone-offer">
      <div style={{ textAlign: 'center', padding: 12 }}>
        <img src={phone.image} alt={phone.name} width={96} height={128} />
        <div style={{ fontWeight: 600 }}>{phone.name}</div>
      </div>
      <CellGroup inset title="Payment schedule">
        <Cell title="Deposit today" value={formatKwacha(phone.deposit)} />
        {phone.schedule.map((s) => (
          <Cell key={s.loanPeriod} title={`Stage ${s.loanPeriod} of ${phone.stages}`} label={`Due ${s.dueDate}`} value={formatKwacha(s.total)} />
        ))}
      </CellGroup>
      <CellGroup inset title="Total cost">
        <Cell title="Phone price" value={formatKwacha(phone.price)} />
        <Cell title="Interest" value={formatKwacha(phone.interest)} />
        <Cell title="Service fee" value={formatKwacha(phone.serviceFee)} />
        <Cell title="Total cost of credit" value={formatKwacha(phone.totalCostOfCredit)} />
        <Cell title="APR" value={`${phone.apr}%`} />
        <Cell title="You pay in total" value={<strong data-testid="total-cost">{formatKwacha(phone.totalCost)}</strong>} />
        <Cell title="Pickup shop" label={phone.shop.address} value={phone.shop.name} />
      </CellGroup>
      <CellGroup inset title="Pay the deposit">
        <PhoneField label="Payment account" value={mobile} onChange={setMobile} />
      </CellGroup>
      <div style={{ padding: '12px 16px 0' }}>
        <Checkbox checked={agreed} onChange={setAgreed} shape="square">
          {STAGE_CONSENT}
        </Checkbox>
      </div>
      {(error ?? refusal) && (
        <p role="alert" style={{ margin: '8px 16px', color: palette.danger, fontSize: 13 }}>
          {error ?? refusal}
        </p>
      )}
      <div style={{ padding: 16 }}>
        <Button block round type="primary" loading={submitting} disabled={submitting || refusal !== null} onClick={pay}>
          {`Pay the deposit ${formatKwacha(phone.deposit)}`}
        </Button>
      </div>
    </div>
  );
}
