import { useCallback, useEffect, useRef } from 'react';

import { usePayIntent } from '@pocket/api-client/pay-intent';
import { usePaymentAccountConfirm } from '@pocket/api-client/payment-account';
import { useAppDispatch, useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { useOverlay } from '@pocket/app-core/overlays';
import type { StageRepayBody } from '@pocket/contracts/api/stage';
import { ngwee } from '@pocket/contracts/money';
import { ConfirmAccountPopup } from '@pocket/ui-kit/confirm-account';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { useStageRepayMutation } from '../api/stage-repay';
import { stageMobileChanged, stageRefreshFlagged } from '../model/stage.slice';
import { StageRepayPopup } from '../ui/stage-repay-popup';

export const PAYMENT_SUCCESS = 'Payment success';

/** The 'stageRepay' overlay: pays the stage bill held in stage data; success closes it, flags the refresh, toasts. */
export default function StageRepayOverlay() {
  const overlay = useOverlay('stageRepay');
  const dispatch = useAppDispatch();
  const data = useAppSelector((state) => state.stage?.data ?? null);
  const [repay] = useStageRepayMutation();
  const { close } = overlay;
  const t = useText();
  const paidText = t(PAYMENT_SUCCESS);

  // Someone else's number is confirmed first by a code sent to it; the payment then goes again by itself (issue 34).
  const { ask, popup } = usePaymentAccountConfirm();
  const payAgain = useRef<(body: StageRepayBody) => void>(() => undefined);
  const send = useCallback(
    async (body: StageRepayBody, idempotencyKey: string) => {
      const result = await repay({ body, idempotencyKey });
      if ('error' in result) {
        ask(result.error, () => payAgain.current(body));
        return false;
      }
      close();
      dispatch(stageRefreshFlagged());
      showMessageToast(paidText);
      return true;
    },
    [repay, close, dispatch, ask, paidText],
  );
  const { pay, submitting } = usePayIntent(`stage-repay:${data?.planId ?? 'none'}`, send);
  useEffect(() => {
    payAgain.current = (body) => void pay(body);
  }, [pay]);

  return (
    <>
    <StageRepayPopup
      visible={overlay.open && data?.planId != null}
      amount={data?.amount ?? 0}
      mobile={data?.mobile ?? ''}
      onMobileChange={(mobile) => dispatch(stageMobileChanged(mobile))}
      submitting={submitting}
      onClose={close}
      onSubmit={(mobile) => {
        if (data?.planId == null) return;
        void pay({ planId: data.planId, amount: ngwee(data.amount), mobile });
      }}
    />
    <ConfirmAccountPopup {...popup} />
    </>
  );
}
