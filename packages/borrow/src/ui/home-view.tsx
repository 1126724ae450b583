import { Button, Cell, CellGroup, Loading } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';
import { EmptyFrame, ErrorIllustration } from '@pocket/ui-kit/empty-frame';
import { Notice } from '@pocket/ui-kit/notice';
import { palette } from '@pocket/ui-kit/palette';

import type { HomeAction } from '../lib/home-action';
import './home.css';
import type { HomeLoan } from '../model/home-loan';
import { OpenLoanCard } from './open-loan-card';
import { ProductChooser } from './product-chooser';
import type { ProductChooserProps } from './product-chooser';

/** A shade darker than the button colour (#3271EA, 4.48:1 with white): white 13 px text on it is 5.2:1 (WCAG AA). */
const LIMIT_BANNER_COLOR = palette.bluePanel;
/** The live estimate under the chooser; money in integer ngwee. */
export type HomeEstimate = { received: number; total: number; dueDate: string };

export type HomeViewProps = {
  /** ngwee; null when unknown (not logged in) */
  limit: number | null;
  chooser: ProductChooserProps | null;
  productsLoading?: boolean;
  /** The list's failure: the server's words (in the `lang` header's language) or, without any, home's fallback, said here. */
  productsError?: string | null;
  estimate: HomeEstimate | null;
  estimateLoading?: boolean;
  reminders: string[];
  /** A person's KYC decision the borrower must read (under review, or why it was rejected and what to do next). */
  kycReview?: { title: string; why: string; next: string | null } | null;
  action: HomeAction;
  onAction: () => void;
  /** The open loan: shown instead of the limit, the chooser and the estimate. */
  loan?: HomeLoan | null;
  onRepay?: () => void;
  onDetails?: () => void;
};

/**
 * Home: limit, product with amount and term, live estimate, bill reminders and one call to action; with a loan open,
 * the loan (amount due, due date, status, Repay) instead of the limit and the chooser.
 */
export function HomeView(props: HomeViewProps) {
  const { loan, reminders, action, onAction } = props;
  const t = useText();
  return (
    <div data-testid="home" className="pocket-home">
      {reminders.map((text) => (
        <Notice key={text}>{text}</Notice>
      ))}
      {props.kycReview ? (
        <section role="status" aria-label={props.kycReview.title} data-testid="kyc-review" className="pocket-kyc-review" style={{ background: palette.blueSurface, color: palette.text }}>
          <h2>{props.kycReview.title}</h2>
          <p>{props.kycReview.why}</p>
          {props.kycReview.next ? <p>{props.kycReview.next}</p> : null}
        </section>
      ) : null}
      {loan ? (
        <OpenLoanCard loan={loan} onRepay={props.onRepay ?? onAction} onDetails={props.onDetails ?? onAction} />
      ) : (
        <Borrowing {...props} />
      )}
      {!(loan && loan.amountDue !== null) && (
        <div className="pocket-home-apply">
          <Button block round type="primary" size="large" disabled={action.kind === 'review'} onClick={onAction}>
            {t(action.label)}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The limit, the product chooser and the live estimate, while no loan is open. */
function Borrowing(props: HomeViewProps) {
  const { limit, chooser, productsLoading, productsError, estimate, estimateLoading } = props;
  const t = useText();
  return (
    <>
      <div className="pocket-home-banner" style={{ background: LIMIT_BANNER_COLOR, color: palette.textOnColour }}>
        <div>{t('Available limit')}</div>
        <div>{limit === null ? t('Up to K5,000.00') : formatKwacha(limit)}</div>
      </div>
      {productsError ? (
        // EmptyFrame, not Empty: Empty's other pictures are not in /home's first load (docs/performance.md).
        <EmptyFrame picture={<ErrorIllustration name={t('Something went wrong')} />} description={t(productsError)} />
      ) : chooser ? (
        <ProductChooser {...chooser} />
      ) : productsLoading ? (
        // As tall as the chooser and the estimate that replace it, so that nothing below jumps (layout shift; home.css).
        <div className="pocket-home-wait">
          <Loading>{t('Loading...')}</Loading>
        </div>
      ) : (
        <EmptyFrame description={t('No loan product is available right now')} />
      )}
      {chooser && (
        <CellGroup inset title={t('Estimate')} data-testid="home-estimate">
          {estimate ? (
            <>
              <Cell title={t('You receive')} value={formatKwacha(estimate.received)} />
              <Cell title={t('You repay')} value={formatKwacha(estimate.total)} />
              <Cell title={t('Due date')} value={estimate.dueDate} />
            </>
          ) : (
            <Cell title={t(estimateLoading ? 'Calculating...' : 'Log in to see your estimate')} />
          )}
        </CellGroup>
      )}
    </>
  );
}
