import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { useText } from '@pocket/app-core/i18n';
import { OfflineCopyNote } from '@pocket/ui-kit/offline-copy';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { FollowedPaymentNote, type FollowedPaymentLike, isPaymentPending } from '@pocket/ui-kit/payment-note';

import { instalmentViewOf } from '../model/instalment-view';
import { NOT_FOLLOWING } from './billing-details-view';
import { InstalmentRow } from './instalment-row';

export const REPAYMENT_PLAN_TITLE = 'Repayment Plan';

export type RepaymentPlanViewProps = {
  loan: LoanDetail | null;
  loading: boolean;
  error: string | null;
  /** The bills are the copy kept on the phone, from this time (no connection): shown with a note. */
  asOf?: number | null;
  onRetry?: () => void;
  onRepay: () => void;
  onExtend: (planId: number) => void;
  follow?: FollowedPaymentLike;
  /** Help with a failed or stuck payment (a complaint about this loan). */
  onHelp?: (() => void) | undefined;
};

/** /repayment-plan/{orderId}: every instalment with its charges and the lines that add up to what remains. */
export function RepaymentPlanView({ loan, asOf = null, loading, error, onRetry, onRepay, onExtend, follow = NOT_FOLLOWING, onHelp }: RepaymentPlanViewProps) {
  const currentId = loan?.plans.find((p) => p.status !== 'SETTLED')?.planId;
  const pending = loan ? isPaymentPending(follow, loan.paymentInFlight) : false;
  const t = useText();
  return (
    <div data-testid="repayment-plan">
      <PageHeader title={t(REPAYMENT_PLAN_TITLE)} />
      <PageState loading={loading} error={error} onRetry={onRetry} empty={loan && loan.plans.length === 0 ? t('No bills yet') : null}>
        {loan && asOf !== null && <OfflineCopyNote savedAt={asOf} />}
        {loan && <FollowedPaymentNote follow={follow} onHelp={onHelp} />}
        {loan?.plans.map((plan) => (
          <InstalmentRow
            key={plan.planId}
            instalment={instalmentViewOf(plan)}
            instalmentCount={loan.stages}
            paymentPending={pending}
            // Instalments are paid in order: only the earliest unpaid one takes a payment.
            onRepay={plan.planId === currentId && plan.canRepay ? () => onRepay() : undefined}
            onExtend={plan.canExtend ? () => onExtend(plan.planId) : undefined}
          />
        ))}
      </PageState>
    </div>
  );
}
