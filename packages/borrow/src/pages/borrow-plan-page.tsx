import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import type { ApiFailure } from '@pocket/api-client/errors';
import { useQueryLoanDetailQuery } from '@pocket/api-client/loan-detail';
import { usePayIntent } from '@pocket/api-client/pay-intent';
import { selectAppState } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { hrefOf, paths } from '@pocket/app-core/routes';
import { RESPONSE_CODE } from '@pocket/contracts/constants';
import { fromE164, maskPhone } from '@pocket/contracts/validators';

import { useApplyLoanMutation } from '../api/apply-loan';
import { useGetMyLoanInfoQuery } from '../api/my-loan-info';
import { useGetProductListQuery } from '../api/product-list';
import { useProductTrialQuery } from '../api/product-trial';
import type { LoanAsk } from '../api/product-trial';
import { kycPathForCerCode } from '../lib/home-action';
import { askOf } from '../model/applied-product';
import { defaultAmount } from '../model/default-ask';
import { estimateViewOf } from '../model/estimate-view';
import { BorrowPlanView } from '../ui/borrow-plan-view';
import type { OrderStatus } from '../ui/order-progress';

const WAITING = ['REVIEWING', 'DISBURSING'];
// The decision takes seconds and the disbursement a little longer: poll often enough to feel live.
const STATUS_POLL_MS = 2_000;

/** Route component of /borrow-plan. */
export default function BorrowPlanPage() {
  const navigate = useNavigate();
  const t = useText();
  const appState = useAppSelector(selectAppState);
  const wallet = fromE164(String(appState.userInfo?.mobile ?? ''));
  const applied = useAppSelector((state) => state.borrow?.appliedProduct ?? null);
  const list = useGetProductListQuery({ signed: true }, { skip: applied !== null });
  const loans = useGetMyLoanInfoQuery();
  const [appliedOrderId, setAppliedOrderId] = useState<number | null>(null);
  const [apply, applying] = useApplyLoanMutation();

  // One application per intent: a double tap is ignored and a retry after a time-out replays, never a second loan.
  const { pay: applyOnce } = usePayIntent('borrow:apply', async (body: LoanAsk, idempotencyKey) => {
    const result = await apply({ body, idempotencyKey });
    if ('data' in result && result.data) {
      setAppliedOrderId(result.data.orderId);
      return true;
    }
    const error = result.error as ApiFailure;
    if (error.code === RESPONSE_CODE.expectationFailed) {
      const cerCode = Number((error.data as { cerCode?: unknown } | null)?.cerCode ?? 2);
      void navigate({ href: kycPathForCerCode(cerCode) });
      return false;
    }
    // A refusal is final (the next tap is a new intent); a network failure keeps the key for the retry.
    return error.code !== 0;
  });

  const first = list.data?.products[0];
  const ask =
    (applied && askOf(applied)) ??
    (first ? { productId: first.productId, amount: defaultAmount(first, list.data?.availableLimit ?? null), term: first.terms[0]?.days ?? 0 } : null);
  const inFlight = loans.data?.orders.find((o) => WAITING.includes(o.status));
  const trackedId = appliedOrderId ?? inFlight?.orderId ?? null;
  const [waiting, setWaiting] = useState(true);
  const tracked = useQueryLoanDetailQuery(trackedId ?? 0, { skip: trackedId === null, pollingInterval: waiting ? STATUS_POLL_MS : 0 });
  const status = (tracked.data?.status ?? (trackedId !== null ? 'REVIEWING' : null)) as OrderStatus | null;
  useEffect(() => {
    if (status) setWaiting(WAITING.includes(status));
  }, [status]);
  const trial = useProductTrialQuery(ask ?? { productId: 0, amount: 0, term: 0 }, { skip: !ask || trackedId !== null });
  const failure = (trial.error ?? list.error ?? loans.error) as ApiFailure | undefined;

  return (
    <BorrowPlanView
      order={status ? { status, received: trial.data?.receivedAmount, wallet: maskPhone(wallet), priorityReview: tracked.data?.priorityReview ?? false } : null}
      estimate={trial.data ? estimateViewOf(trial.data) : null}
      loading={trial.isFetching || loans.isLoading || list.isLoading}
      error={failure ? failure.msg || t('Loading failed, please try again') : null}
      onRetry={() => void trial.refetch()}
      wallet={wallet}
      applying={applying.isLoading}
      contractHref={paths.loanContract}
      onApply={async () => {
        if (ask) await applyOnce(ask);
      }}
      onViewBill={() => trackedId !== null && void navigate({ href: hrefOf(paths.billingDetails, { orderId: trackedId }) })}
      onHome={() => void navigate({ href: paths.home })}
    />
  );
}
