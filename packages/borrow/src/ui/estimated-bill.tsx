import { useState } from 'react';
import { Button, Cell, CellGroup, Checkbox } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';
import { maskPhone } from '@pocket/contracts/validators';
import { palette } from '@pocket/ui-kit/palette';

import { walletOperator } from '../lib/wallet-operator';

/** The productTrial answer as the page shows it; money in integer ngwee, dates YYYY-MM-DD. */
export type EstimateView = {
  principal: number;
  interest: number;
  fee: number;
  total: number;
  received: number;
  dueDates: string[];
  /** annual percentage rate, e.g. 521.43 */
  apr: number;
  totalCostOfCredit: number;
  termDays: number;
  /** What VIP took off the service fee (already out of `fee`); 0 for a non-member. */
  vipFeeDiscount?: number;
};

export const VIP_FEE_DISCOUNT = 'VIP discount (20% off the service fee)';
export const CONTRACT_CONSENT = 'I have read and agreed to the';
export const CONSENT_NEEDED = 'Please read and agree to the Loan Contract first';

export type EstimatedBillProps = {
  estimate: EstimateView;
  wallet: string;
  applying?: boolean;
  onApply: () => void;
  /** Opens the loan contract (/al). */
  contractHref: string;
};

/** What a lender must disclose before the offer, then the consent and 'Apply'. */
export function EstimatedBill({ estimate, wallet, applying, onApply, contractHref }: EstimatedBillProps) {
  const t = useText();
  const [agreed, setAgreed] = useState(false);
  const [warn, setWarn] = useState(false);
  const operator = walletOperator(wallet);
  const stages = estimate.dueDates.length;

  return (
    <div data-testid="estimated-bill">
      <CellGroup inset title={t('Loan')}>
        <Cell title={t('Principal')} value={formatKwacha(estimate.principal)} />
        <Cell title={t('Interest')} value={formatKwacha(estimate.interest)} />
        <Cell title={t('Service fee')} value={formatKwacha(estimate.fee)} />
        {!!estimate.vipFeeDiscount && <Cell title={t(VIP_FEE_DISCOUNT)} value={`-${formatKwacha(estimate.vipFeeDiscount)}`} />}
        <Cell title={t('Total to repay')} value={<strong>{formatKwacha(estimate.total)}</strong>} />
        <Cell title={t('Amount received')} value={formatKwacha(estimate.received)} />
        {estimate.dueDates.map((date, i) => (
          <Cell key={date} title={stages > 1 ? t('Due date (stage {stage})', { stage: i + 1 }) : t('Due date')} value={date} />
        ))}
      </CellGroup>
      <CellGroup inset title={t('Cost of credit')}>
        <Cell title={t('APR')} value={`${estimate.apr.toFixed(2)}%`} />
        <Cell title={t('Total cost of credit')} value={formatKwacha(estimate.totalCostOfCredit)} />
      </CellGroup>
      <CellGroup inset title={t('Receiving wallet')}>
        <Cell title={operator ?? t('Mobile money')} value={maskPhone(wallet)} />
      </CellGroup>
      <div style={{ padding: 16 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 4 }}>
          <Checkbox
            className="pocket-tap-row"
            checked={agreed}
            shape="square"
            iconSize={16}
            // When the sentence wraps (Bemba, Nyanja: issue 48), the link's enlarged tap area reaches up into the
            // checkbox's line: the checkbox stays on top there, so a tap on the lead ticks the box (as the login panel's).
            style={{ position: 'relative', zIndex: 1 }}
            onChange={(checked: boolean) => {
              setAgreed(checked);
              setWarn(false);
            }}
          >
            {t(CONTRACT_CONSENT)}
          </Checkbox>{' '}
          {/* Beside the checkbox, not inside it: a link inside a checkbox is nested-interactive (issue 33). */}
          <a className="pocket-tap-link" href={contractHref} target="_blank" rel="noreferrer" style={{ color: palette.blueText, textDecoration: 'underline' }}>
            {t('Loan Contract')}
          </a>
        </div>
        {warn && (
          <p role="alert" style={{ color: palette.danger, fontSize: 12 }}>
            {t(CONSENT_NEEDED)}
          </p>
        )}
        <Button
          block
          round
          type="primary"
          style={{ marginTop: 16 }}
          loading={applying}
          loadingText={t('Apply')}
          disabled={applying}
          onClick={() => (agreed ? onApply() : setWarn(true))}
        >
          {t('Apply')}
        </Button>
      </div>
    </div>
  );
}
