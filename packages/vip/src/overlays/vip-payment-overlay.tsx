import { useCallback, useEffect, useRef } from 'react';

import { usePayIntent } from '@pocket/api-client/pay-intent';
import { usePaymentAccountConfirm } from '@pocket/api-client/payment-account';
import { selectAppState, selectHasToken, vipPaymentMobileEdited } from '@pocket/app-core/app-state';
import { useAppDispatch, useAppSelector } from '@pocket/app-core/hooks';
import { useOverlay } from '@pocket/app-core/overlays';
import { sayWith, textsIn } from '@pocket/app-core/say';
import { VIP_MESSAGES, type VipPaymentBody } from '@pocket/contracts/api/vip';
import { ngwee } from '@pocket/contracts/money';
import { ConfirmAccountPopup } from '@pocket/ui-kit/confirm-account';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { useGetVipCardInfoQuery } from '../api/get-vip-card-info';
import { useVipPaymentMutation } from '../api/vip-payment';
import { refreshUserInfo } from '../model/refresh-user-info';
import { VipPaymentPopup } from '../ui/vip-payment-popup';

/**
 * The 'vipPayment' overlay (params: vipPaymentParams). Pays once per intent (a retry reuses its Idempotency-Key);
 * success: toast 'Waiting for payment', user info refreshed, popup closes (docs/product.md#states-and-transitions). A refusal keeps it open
 * with the server's message toasted by the client. A phone edited in the popup is kept in vipPaymentParams (a reload
 * of the page reopens the popup with it). Someone else's number is confirmed first by a code sent to it; the payment
 * then goes again by itself (issue 34). The price shown and paid is the card's as the server lists it (the Member tab's
 * own query, cached); the cookie's payAmount only stands in until that list is here. A cookie written before the web
 * held ngwee keeps Kwacha there (decision 0041), and a list price is never stale.
 */
export default function VipPaymentOverlay() {
  const overlay = useOverlay('vipPayment');
  const dispatch = useAppDispatch();
  const [submit] = useVipPaymentMutation();
  const { params, close } = overlay;
  const { lang } = useAppSelector(selectAppState);
  const cards = useGetVipCardInfoQuery({ signed: useAppSelector(selectHasToken) }, { skip: !params }).data?.cards;
  const listed = cards?.find((card) => String(card.vipCardId) === String(params?.vipCardId));
  const payAmount = listed ? listed.price : (params?.payAmount ?? 0);
  const { ask, popup } = usePaymentAccountConfirm();
  const payAgain = useRef<(body: VipPaymentBody) => void>(() => undefined);

  const send = useCallback(
    async (body: VipPaymentBody, idempotencyKey: string) => {
      const result = await submit({ body, idempotencyKey });
      if ('error' in result) {
        ask(result.error, () => payAgain.current(body));
        return false;
      }
      // Said in the borrower's language from the first tap: the language's words are fetched first if they are not here
      // yet (a tap can come before the screen's own fetch of them ends); without them, English.
      const t = await textsIn(lang).catch(() => sayWith(lang));
      showMessageToast(t(VIP_MESSAGES.waiting));
      void dispatch(refreshUserInfo());
      close();
      return true;
    },
    [submit, dispatch, close, ask, lang],
  );
  const { pay, submitting } = usePayIntent(`vip:${params?.vipCardId ?? 'none'}`, send);
  useEffect(() => {
    payAgain.current = (body) => void pay(body);
  }, [pay]);

  if (!params) return null;
  return (
    <>
    <VipPaymentPopup
      key={`${params.vipCardId}:${params.mobile}`}
      visible={overlay.open}
      name={params.name}
      payAmount={payAmount}
      mobile={params.mobile}
      submitting={submitting}
      onLeave={close}
      onMobileChange={(mobile) => dispatch(vipPaymentMobileEdited(mobile))}
      onPay={(mobile) => void pay({ name: params.name, payAmount: ngwee(payAmount), mobile, vipCardId: Number(params.vipCardId) })}
    />
    <ConfirmAccountPopup {...popup} />
    </>
  );
}
