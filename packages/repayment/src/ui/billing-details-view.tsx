import { Button } from 'react-vant';

import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { useText } from '@pocket/app-core/i18n';
import { OfflineCopyNote } from '@pocket/ui-kit/offline-copy';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { palette } from '@pocket/ui-kit/palette';
import { FollowedPaymentNote, type FollowedPaymentLike, isPaymentPending } from '@pocket/ui-kit/payment-note';

import { instalmentViewOf } from '../model/instalment-view';
import { InstalmentRow } from './instalment-row';
import { LoanSummary } from './loan-summary';

export const BILLING_DETAILS_TITLE = 'Billing Details';

/** No payment followed: nothing to say. */
export const NOT_FOLLOWING: FollowedPaymentLike = { phase: 'idle', payment: null, reason: null, checkAgain: () => {} };

export type BillingDetailsViewProps = {
  loan: LoanDetail | null;
  loading: boolean;
  error: string | null;
  /** The bills are the copy kept on the phone, from this time (no connection): shown with a note. */
  asOf?: number | null;
  onRetry?: () => void;
  onRepay: () => void;
  onExtend: (planId: number) => void;
  onShowPlan: () => void;
  /** The bill's payment as useFollowPayment follows it. */
  follow?: FollowedPaymentLike;
  /** Help with a failed or stuck payment (a complaint about this loan). */
  onHelp?: (() => void) | undefined;
  /** An overdue bill: a promise to pay or a payment plan (/bill-help). */
  onBillHelp?: (() => void) | undefined;
};

export const BILL_HELP_LINK = "Can't pay on time? Get help";

/** /billing-details/{orderId}: the order, how it adds up, its current bill, its payment in flight and the actions. */
export function BillingDetailsView({ loan, asOf = null, loading, error, onRetry, onRepay, onExtend, onShowPlan, follow = NOT_FOLLOWING, onHelp, onBillHelp }: BillingDetailsViewProps) {
  const t = useText();
  const current = loan?.plans.find((p) => p.status !== 'SETTLED') ?? loan?.plans.at(-1);
  return (
    <div data-testid="billing-details">
      <PageHeader title={t(BILLING_DETAILS_TITLE)} />
      <PageState loading={loading} error={error} onRetry={onRetry}>
        {loan && (
          <>
            {asOf !== null && <OfflineCopyNote savedAt={asOf} />}
            <FollowedPaymentNote follow={follow} onHelp={onHelp} />
            <LoanSummary loan={loan} />
            {current && (
              <InstalmentRow
                instalment={instalmentViewOf(current)}
                instalmentCount={loan.stages}
                paymentPending={isPaymentPending(follow, loan.paymentInFlight)}
                onRepay={current.canRepay ? () => onRepay() : undefined}
                onExtend={current.canExtend ? () => onExtend(current.planId) : undefined}
              />
            )}
            {current?.extensionRefusal && current.status !== 'SETTLED' && (
              <p style={{ margin: '8px 28px', fontSize: 12, color: palette.textSecondary }}>{current.extensionRefusal}</p>
            )}
            <div style={{ padding: 16 }}>
              <Button block round plain type="primary" onClick={onShowPlan}>
                {t('Repayment Plan')}
              </Button>
              {onBillHelp && current?.status === 'OVERDUE' && asOf === null && (
                <Button block round plain type="primary" onClick={onBillHelp} style={{ marginTop: 12 }}>
                  {t(BILL_HELP_LINK)}
                </Button>
              )}
            </div>
          </>
        )}
      </PageState>
    </div>
  );
}
