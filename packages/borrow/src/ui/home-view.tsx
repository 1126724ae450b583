import { Button, Cell, CellGroup, Loading } from 'react-vant';

import { formatKwacha } from '@pocket/contracts/money';
import { EmptyFrame, ErrorIllustration } from '@pocket/ui-kit/empty-frame';
import { Notice } from '@pocket/ui-kit/notice';
import { palette } from '@pocket/ui-kit/palette';

import type { HomeAction } from '../lib/home-action';
import type { HomeLoan } from '../model/home-loan';
import { OpenLoanCard } from './open-loan-card';
import { ProductChooser } from './product-chooser';
import type { ProductChooserProps } from './product-chooser';

/** A shade darker than the button colour (#3271EA, 4.48:1 with white): white 13 px text on it is 5.2:1 (WCAG AA). */
const LIMIT_BANNER_COLOR = palette.bluePanel;
/**
 * The height of the product chooser (174 px) and of the one-line estimate below it (84 px), kept while the products
 * load so that the button below does not move when they arrive (measured in Chromium at 412 px wide).
 */
const CHOOSER_HEIGHT = 258;

/** The live estimate under the chooser; money in integer ngwee. */
export type HomeEstimate = { received: number; total: number; dueDate: string };

export type HomeViewProps = {
  /** ngwee; null when unknown (not logged in) */
  limit: number | null;
  chooser: ProductChooserProps | null;
  productsLoading?: boolean;
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
  return (
    <div data-testid="home" style={{ paddingBottom: 24 }}>
      {reminders.map((text) => (
        <Notice key={text}>{text}</Notice>
      ))}
      {props.kycReview ? (
        <section role="status" aria-label={props.kycReview.title} data-testid="kyc-review" style={{ margin: 16, padding: 16, borderRadius: 8, background: palette.blueSurface, color: palette.text, lineHeight: 1.5 }}>
          <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{props.kycReview.title}</h2>
          <p style={{ margin: 0 }}>{props.kycReview.why}</p>
          {props.kycReview.next ? <p style={{ margin: '8px 0 0', fontWeight: 600 }}>{props.kycReview.next}</p> : null}
        </section>
      ) : null}
      {loan ? (
        <OpenLoanCard loan={loan} onRepay={props.onRepay ?? onAction} onDetails={props.onDetails ?? onAction} />
      ) : (
        <Borrowing {...props} />
      )}
      {!(loan && loan.amountDue !== null) && (
        <div style={{ padding: 16 }}>
          <Button block round type="primary" size="large" disabled={action.kind === 'review'} onClick={onAction}>
            {action.label}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The limit, the product chooser and the live estimate, while no loan is open. */
function Borrowing(props: HomeViewProps) {
  const { limit, chooser, productsLoading, productsError, estimate, estimateLoading } = props;
  return (
    <>
      <div style={{ padding: '24px 16px', textAlign: 'center', background: LIMIT_BANNER_COLOR, color: palette.textOnColour }}>
        <div style={{ fontSize: 13 }}>Available limit</div>
        <div style={{ fontSize: 32, fontWeight: 600 }}>{limit === null ? 'Up to K5,000.00' : formatKwacha(limit)}</div>
      </div>
      {productsError ? (
        // EmptyFrame, not Empty: Empty's other pictures are not in /home's first load (docs/performance.md).
        <EmptyFrame picture={<ErrorIllustration />} description={productsError} />
      ) : chooser ? (
        <ProductChooser {...chooser} />
      ) : productsLoading ? (
        // As tall as the chooser and the estimate that replace it, so that nothing below jumps (layout shift).
        <div style={{ minHeight: CHOOSER_HEIGHT, boxSizing: 'border-box', padding: 24, textAlign: 'center' }}>
          <Loading>Loading...</Loading>
        </div>
      ) : (
        <EmptyFrame description="No loan product is available right now" />
      )}
      {chooser && (
        <CellGroup inset title="Estimate" data-testid="home-estimate">
          {estimate ? (
            <>
              <Cell title="You receive" value={formatKwacha(estimate.received)} />
              <Cell title="You repay" value={formatKwacha(estimate.total)} />
              <Cell title="Due date" value={estimate.dueDate} />
            </>
          ) : (
            <Cell title={estimateLoading ? 'Calculating...' : 'Log in to see your estimate'} />
          )}
        </CellGroup>
      )}
    </>
  );
}
