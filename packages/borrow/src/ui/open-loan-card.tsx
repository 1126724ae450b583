import { Button, Cell, CellGroup } from 'react-vant';

import { formatKwacha } from '@pocket/contracts/money';
import { palette } from '@pocket/ui-kit/palette';

import { FROZEN_TITLE, frozenReason } from '../model/home-loan';
import type { HomeLoan } from '../model/home-loan';
import { PROGRESS_TEXT } from '../model/order-status';

export interface OpenLoanCardProps {
  loan: HomeLoan;
  onRepay: () => void;
  onDetails: () => void;
}

/** Home with a loan open: the loan instead of the limit and the amount chooser (one loan at a time). */
export function OpenLoanCard({ loan, onRepay, onDetails }: OpenLoanCardProps) {
  const frozen = frozenReason(loan);
  const owing = loan.amountDue !== null;
  return (
    <div data-testid="home-open-loan">
      <div style={{ padding: '24px 16px', textAlign: 'center', background: frozen ? palette.danger : palette.bluePanel, color: palette.textOnColour }}>
        <div style={{ fontSize: 13 }}>{owing ? 'Amount due' : 'Your loan'}</div>
        <div style={{ fontSize: 32, fontWeight: 600 }}>{owing ? formatKwacha(loan.amountDue!) : loan.statusText}</div>
      </div>
      {frozen && (
        <div role="alert" data-testid="home-frozen" style={{ margin: '12px 16px 0', padding: 12, borderRadius: 8, background: palette.dangerSurface, color: palette.danger }}>
          <strong style={{ display: 'block', marginBottom: 4 }}>{FROZEN_TITLE}</strong>
          {frozen}
        </div>
      )}
      <CellGroup inset title="Your loan">
        {owing && <Cell title="Amount due" value={formatKwacha(loan.amountDue!)} />}
        {loan.dueDate && <Cell title="Due date" value={loan.dueDate} />}
        <Cell title="Status" value={loan.statusText} label={owing ? undefined : PROGRESS_TEXT[loan.status]} />
      </CellGroup>
      {owing && (
        <div style={{ padding: '16px 16px 0', display: 'grid', gap: 12 }}>
          <Button block round type="primary" size="large" onClick={onRepay}>
            Repay
          </Button>
          <Button block round plain type="primary" onClick={onDetails}>
            Bill details
          </Button>
        </div>
      )}
    </div>
  );
}
