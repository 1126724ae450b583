import { Button, Cell, CellGroup } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';
import { palette } from '@pocket/ui-kit/palette';

import './home.css';
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
  const t = useText();
  const frozen = frozenReason(loan, t);
  const owing = loan.amountDue !== null;
  return (
    <div data-testid="home-open-loan">
      <div className="pocket-home-banner" style={{ background: frozen ? palette.danger : palette.bluePanel, color: palette.textOnColour }}>
        <div>{t(owing ? 'Amount due' : 'Your loan')}</div>
        <div>{owing ? formatKwacha(loan.amountDue!) : loan.statusText}</div>
      </div>
      {frozen && (
        <div role="alert" data-testid="home-frozen" className="pocket-home-frozen" style={{ background: palette.dangerSurface, color: palette.danger }}>
          <strong>{t(FROZEN_TITLE)}</strong>
          {frozen}
        </div>
      )}
      <CellGroup inset title={t('Your loan')}>
        {owing && <Cell title={t('Amount due')} value={formatKwacha(loan.amountDue!)} />}
        {loan.dueDate && <Cell title={t('Due date')} value={loan.dueDate} />}
        <Cell title={t('Status')} value={loan.statusText} label={owing ? undefined : t(PROGRESS_TEXT[loan.status])} />
      </CellGroup>
      {owing && (
        <div className="pocket-home-actions">
          <Button block round type="primary" size="large" onClick={onRepay}>
            {t('Repay')}
          </Button>
          <Button block round plain type="primary" onClick={onDetails}>
            {t('Bill details')}
          </Button>
        </div>
      )}
    </div>
  );
}
