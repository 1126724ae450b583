import { useState } from 'react';
import { Button, Cell, CellGroup, Checkbox } from 'react-vant';

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
  const [agreed, setAgreed] = useState(false);
  const [warn, setWarn] = useState(false);
  const operator = walletOperator(wallet);
  const stages = estimate.dueDates.length;

  return (
    <div data-testid="estimated-bill">
      <CellGroup inset title="Loan">
        <Cell title="Principal" value={formatKwacha(estimate.principal)} />
        <Cell title="Interest" value={formatKwacha(estimate.interest)} />
        <Cell title="Service fee" value={formatKwacha(estimate.fee)} />
        {!!estimate.vipFeeDiscount && <Cell title={VIP_FEE_DISCOUNT} value={`-${formatKwacha(estimate.vipFeeDiscount)}`} />}
        <Cell title="Total to repay" value={<strong>{formatKwacha(estimate.total)}</strong>} />
        <Cell title="Amount received" value={formatKwacha(estimate.received)} />
        {estimate.dueDates.map((date, i) => (
          <Cell key={date} title={stages > 1 ? `Due date (stage ${i + 1})` : 'Due date'} value={date} />
        ))}
      </CellGroup>
      <CellGroup inset title="Cost of credit">
        <Cell title="APR" value={`${estimate.apr.toFixed(2)}%`} />
        <Cell title="Total cost of credit" value={formatKwacha(estimate.totalCostOfCredit)} />
      </CellGroup>
      <CellGroup inset title="Receiving wallet">
        <Cell title={operator ?? 'Mobile money'} value={maskPhone(wallet)} />
      </CellGroup>
      <div style={{ padding: 16 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 4 }}>
          <Checkbox
            className="pocket-tap-row"
            checked={agreed}
            shape="square"
            iconSize={16}
            onChange={(checked: boolean) => {
              setAgreed(checked);
              setWarn(false);
            }}
          >
            {CONTRACT_CONSENT}
          </Checkbox>{' '}
          {/* Beside the checkbox, not inside it: a link inside a checkbox is nested-interactive (issue 33). */}
          <a className="pocket-tap-link" href={contractHref} target="_blank" rel="noreferrer" style={{ color: palette.blueText, textDecoration: 'underline' }}>
            Loan Contract
          </a>
        </div>
        {warn && (
          <p role="alert" style={{ color: palette.danger, fontSize: 12 }}>
            {CONSENT_NEEDED}
          </p>
        )}
        <Button
          block
          round
          type="primary"
          style={{ marginTop: 16 }}
          loading={applying}
          loadingText="Apply"
          disabled={applying}
          onClick={() => (agreed ? onApply() : setWarn(true))}
        >
          Apply
        </Button>
      </div>
    </div>
  );
}
