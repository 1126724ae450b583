import { useState } from 'react';
import { Button, Cell, CellGroup, Checkbox } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
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
  const t = useText();
  const [mobile, setMobile] = useState(defaultMobile);
  const [agreed, setAgreed] = useState(false);
  const [offerProblem, setOfferProblem] = useState<string | null>(null);
  const pay = () => {
    const problem = phoneError(mobile) ?? (agreed ? null : STAGE_CONSENT_REQUIRED);
    setOfferProblem(problem);
    if (problem === null) onPay(mobile);
  };
  const error = offerProblem === null ? null : t(offerProblem);
  return (
    <div data-testid="phone-offer">
      <div style={{ textAlign: 'center', padding: 12 }}>
        <img src={phone.image} alt={phone.name} width={96} height={128} />
        <div style={{ fontWeight: 600 }}>{phone.name}</div>
      </div>
      <CellGroup inset title={t('Payment schedule')}>
        <Cell title={t('Deposit today')} value={formatKwacha(phone.deposit)} />
        {phone.schedule.map((s) => (
          <Cell key={s.loanPeriod} title={t('Stage {stage} of {stages}', { stage: s.loanPeriod, stages: phone.stages })} label={t('Due {date}', { date: s.dueDate })} value={formatKwacha(s.total)} />
        ))}
      </CellGroup>
      <CellGroup inset title={t('Total cost')}>
        <Cell title={t('Phone price')} value={formatKwacha(phone.price)} />
        <Cell title={t('Interest')} value={formatKwacha(phone.interest)} />
        <Cell title={t('Service fee')} value={formatKwacha(phone.serviceFee)} />
        <Cell title={t('Total cost of credit')} value={formatKwacha(phone.totalCostOfCredit)} />
        <Cell title={t('APR')} value={`${phone.apr}%`} />
        <Cell title={t('You pay in total')} value={<strong data-testid="total-cost">{formatKwacha(phone.totalCost)}</strong>} />
        <Cell title={t('Pickup shop')} label={phone.shop.address} value={phone.shop.name} />
      </CellGroup>
      <CellGroup inset title={t('Pay the deposit')}>
        <PhoneField label={t('Payment account')} value={mobile} onChange={setMobile} />
      </CellGroup>
      <div style={{ padding: '12px 16px 0' }}>
        <Checkbox checked={agreed} onChange={setAgreed} shape="square">
          {t(STAGE_CONSENT)}
        </Checkbox>
      </div>
      {(error ?? refusal) && (
        <p role="alert" style={{ margin: '8px 16px', color: palette.danger, fontSize: 13 }}>
          {error ?? refusal}
        </p>
      )}
      <div style={{ padding: 16 }}>
        <Button block round type="primary" loading={submitting} disabled={submitting || refusal !== null} onClick={pay}>
          {t('Pay the deposit {amount}', { amount: formatKwacha(phone.deposit) })}
        </Button>
      </div>
    </div>
  );
}
