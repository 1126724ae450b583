import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useFollowSchedule } from '@pocket/api-client/follow-schedule';
import { usePayIntent } from '@pocket/api-client/pay-intent';
import { usePaymentAccountConfirm } from '@pocket/api-client/payment-account';
import { selectUserInfo } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { hrefOf, paths } from '@pocket/app-core/routes';
import type { StagePayBody, StagePhone } from '@pocket/contracts/api/stage';
import { ConfirmAccountPopup } from '@pocket/ui-kit/confirm-account';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useStageIndexQuery } from '../api/stage-index';
import { useStageInfoQuery } from '../api/stage-info';
import { useStagePayMutation } from '../api/stage-pay';
import { failureText } from '../model/format';
import { StageDetailsView } from '../ui/stage-details-view';

/** Route component of /stage-details ('Details'). */
export default function StageDetailsPage() {
  const navigate = useNavigate();
  const t = useText();
  const mobile = useAppSelector(selectUserInfo)?.mobile ?? '';
  const index = useStageIndexQuery();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [trackedId, setTrackedId] = useState<number | null>(null);
  const info = useStageInfoQuery(trackedId ?? 0, { skip: trackedId === null });
  const [payDeposit] = useStagePayMutation();
  useLoadingToast(index.isLoading);

  const pending = info.data?.depositStatus === 'PENDING';
  useFollowSchedule(trackedId !== null && pending, () => void info.refetch());

  // Someone else's number is confirmed first by a code sent to it; the deposit then goes again by itself (issue 34).
  const { ask, popup } = usePaymentAccountConfirm();
  const payAgain = useRef<(body: StagePayBody) => void>(() => undefined);
  const send = useCallback(
    async (body: StagePayBody, idempotencyKey: string) => {
      const result = await payDeposit({ body, idempotencyKey });
      if ('error' in result) {
        ask(result.error, () => payAgain.current(body));
        return false;
      }
      setTrackedId(result.data.orderId);
      return true;
    },
    [payDeposit, ask],
  );
  const { pay, submitting } = usePayIntent(`stage-deposit:${chosenId ?? 'none'}`, send);
  useEffect(() => {
    payAgain.current = (body) => void pay(body);
  }, [pay]);
  const chosen = index.data?.phones.find((p) => p.phoneId === chosenId) ?? null;
  const back = () => {
    setChosenId(null);
    setTrackedId(null);
    void index.refetch();
  };

  return (
    <>
    <StageDetailsView
      index={index.data ?? null}
      error={index.isError ? failureText(index.error, t) : null}
      onRetry={() => void index.refetch()}
      chosen={chosen}
      onChoose={setChosenId}
      onBack={back}
      tracked={trackedId !== null && info.data?.orderId === trackedId ? info.data : null}
      paying={submitting}
      defaultMobile={mobile}
      onPay={(phone: StagePhone, account: string) => void pay({ phoneId: phone.phoneId, mobile: account, amount: phone.deposit })}
      onOpenBills={(orderId) => void navigate({ href: hrefOf(paths.stageBillDetail, { orderId }) })}
      onTryAgain={() => setTrackedId(null)}
    />
    <ConfirmAccountPopup {...popup} />
    </>
  );
}
