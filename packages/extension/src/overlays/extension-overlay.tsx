import { useCallback, useEffect } from 'react';

import { failureText } from '@pocket/api-client/errors';
import { usePayIntent } from '@pocket/api-client/pay-intent';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { useOverlay } from '@pocket/app-core/overlays';
import type { SubmitRepayBody } from '@pocket/contracts/api/repayment';
import { BIZ_TYPE } from '@pocket/contracts/constants';
import { PROGRESS_TEXT, showProgressToast } from '@pocket/ui-kit/progress-toast';

import { useGetExtensionDetailQuery } from '../api/extension-detail';
import { useGetQuickExtensionDetailQuery } from '../api/quick-extension-detail';
import { useSubmitExtensionFeeMutation } from '../api/submit-extension-fee';
import { ExtensionPopup } from '../ui/extension-popup';

/** The 'extension' overlay, opened with { planId } (and { quickRepayToken } from /qp): pays the fee once per intent. */
export default function ExtensionOverlay() {
  const extension = useOverlay('extension');
  const paySuccess = useOverlay('paySuccess');
  const token = typeof extension.params?.quickRepayToken === 'string' ? extension.params.quickRepayToken : undefined;
  // The plan comes from extension's slice (the order UI state); /qp's plan travels with its token, which is never kept.
  const keptPlanId = useAppSelector((state) => state.extension?.planId ?? null);
  const planId = token === undefined ? (keptPlanId ?? 0) : Number(extension.params?.planId ?? 0);
  const active = extension.open && planId > 0;

  const signed = useGetExtensionDetailQuery(planId, { skip: !active || token !== undefined, refetchOnMountOrArgChange: true });
  const quick = useGetQuickExtensionDetailQuery({ planId, token: token ?? '' }, { skip: !active || token === undefined, refetchOnMountOrArgChange: true });
  const detail = token === undefined ? signed : quick;
  const [submit] = useSubmitExtensionFeeMutation();
  // 'Loading...' while the detail loads (useLoadingToast's toast, in the borrower's language).
  const t = useText();
  const loadingText = t(PROGRESS_TEXT.loading);
  const loading = detail.isFetching;
  useEffect(() => (loading ? showProgressToast(loadingText) : undefined), [loading, loadingText]);

  const { close } = extension;
  const { show } = paySuccess;
  const send = useCallback(
    async (body: SubmitRepayBody, idempotencyKey: string) => {
      const result = await submit({ body, idempotencyKey, quickRepayToken: token });
      if ('error' in result) return false;
      close();
      show();
      return true;
    },
    [submit, token, close, show],
  );
  const { pay, submitting } = usePayIntent(`extension:${planId}`, send);
  const data = detail.data ?? null;

  return (
    <ExtensionPopup
      visible={extension.open}
      onClose={close}
      detail={
        data && {
          ...data,
          extensionFee: data.extensionFee,
          paymentInFlight: data.paymentInFlight && { amount: data.paymentInFlight.amount, wallet: data.paymentInFlight.wallet },
        }
      }
      loadError={!data && detail.isError && !detail.isFetching ? failureText(detail.error) : null}
      onRetry={() => void detail.refetch()}
      submitting={submitting}
      onSubmit={() => {
        if (!data) return;
        void pay({
          bizType: BIZ_TYPE.extension,
          planId: data.planId,
          payAmount: data.extensionFee,
          repayAccountId: data.repayAccountId,
          payCard: false,
        });
      }}
    />
  );
}
