import { useCallback, useEffect } from 'react';

import { failureText } from '@pocket/api-client/errors';
import { usePayIntent } from '@pocket/api-client/pay-intent';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { useOverlay } from '@pocket/app-core/overlays';
import type { SubmitRepayBody } from '@pocket/contracts/api/repayment';
import { BIZ_TYPE } from '@pocket/contracts/constants';
import { PROGRESS_TEXT, showProgressToast } from '@pocket/ui-kit/progress-toast';

import { useChooseCouponMutation } from '../api/choose-coupon';
import { useGetRepayDetailQuery } from '../api/get-repay-detail';
import { useQuickRepaySubmitMutation } from '../api/quick-repay-submit';
import { useSubmitRepayMutation } from '../api/submit-repay';
import { readRepayParams } from '../model/repay-params';
import { quickRepayTargetOf, repayTargetOf } from '../model/repay-view';
import { RepayPopup } from '../ui/repay-popup';

/** The 'repay' overlay: loads the repay detail, applies coupons, pays once per intent, then opens 'paySuccess'. */
export default function RepayOverlay() {
  const repay = useOverlay('repay');
  const paySuccess = useOverlay('paySuccess');
  // The order comes from repayment's slice (the order UI state); /qp's bill and token only travel with the overlay.
  const orderId = useAppSelector((state) => state.repayment?.orderId ?? null);
  const params = readRepayParams(repay.params);
  const qp = params && 'quickRepay' in params ? params.quickRepay : null;

  const detail = useGetRepayDetailQuery(orderId ?? 0, { skip: !repay.open || orderId === null, refetchOnMountOrArgChange: true });
  const [chooseCoupon, coupon] = useChooseCouponMutation();
  const [submitRepay] = useSubmitRepayMutation();
  const [submitQuick] = useQuickRepaySubmitMutation();
  // 'Loading...' while the detail loads (useLoadingToast's toast, in the borrower's language).
  const t = useText();
  const loadingText = t(PROGRESS_TEXT.loading);
  const loading = detail.isFetching || coupon.isLoading;
  useEffect(() => (loading ? showProgressToast(loadingText) : undefined), [loading, loadingText]);

  // A reload keeps the last detail on screen (the loading toast blocks taps), so a typed amount survives a refused submit.
  const target = qp ? quickRepayTargetOf(qp) : detail.data ? repayTargetOf(detail.data) : null;
  const { close } = repay;
  const { show } = paySuccess;

  const send = useCallback(
    async (body: SubmitRepayBody, idempotencyKey: string) => {
      const result = qp
        ? await submitQuick({ body, idempotencyKey, token: qp.token })
        : await submitRepay({ body, idempotencyKey });
      if ('error' in result) return false;
      close();
      show();
      return true;
    },
    [qp, submitQuick, submitRepay, close, show],
  );
  const { pay, submitting } = usePayIntent(`repay:${target?.planId ?? 'none'}`, send);

  return (
    <RepayPopup
      visible={repay.open}
      onClose={close}
      detail={target?.view ?? null}
      loadError={!qp && !detail.data && detail.isError && !detail.isFetching ? failureText(detail.error) : null}
      onRetry={() => void detail.refetch()}
      submitting={submitting}
      choosingCoupon={coupon.isLoading}
      onChooseCoupon={(userCouponId) => {
        if (target) void chooseCoupon({ userCouponId: Number(userCouponId), planId: target.planId });
      }}
      onSubmit={(payAmount) => {
        if (!target) return;
        const body: SubmitRepayBody = { bizType: BIZ_TYPE.repay, planId: target.planId, payAmount, payCard: false };
        if (target.repayAccountId !== undefined) body.repayAccountId = target.repayAccountId;
        void pay(body);
      }}
    />
  );
}
