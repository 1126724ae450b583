import { useEffect, useState } from 'react';

import { selectHasToken } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { useGetPushStateQuery, useSavePushSubscriptionMutation } from './push-api';
import { PUSH_TEXT, pushSupported, readClosedAt, rememberClosed, shouldOfferPush, turnOnPush } from './push-offer';
import { PushOfferView } from './push-offer-view';

/** This browser's subscription, if it has one (null while unknown or where push is not supported). */
function useSubscribedHere(supported: boolean): boolean | null {
  const [here, setHere] = useState<boolean | null>(supported ? null : false);
  useEffect(() => {
    if (!supported) return;
    let live = true;
    navigator.serviceWorker.ready
      .then((r) => r.pushManager.getSubscription())
      .then((s) => live && setHere(s !== null && Notification.permission === 'granted'))
      .catch(() => live && setHere(false));
    return () => {
      live = false;
    };
  }, [supported]);
  return here;
}

/** Once a loan was paid out, the offer to get notifications on this phone (docs/messages.md#web-push). */
export default function HomePushOffer() {
  const hasToken = useAppSelector(selectHasToken);
  const supported = typeof window !== 'undefined' && pushSupported(window);
  const state = useGetPushStateQuery(undefined, { skip: !hasToken || !supported });
  const [save] = useSavePushSubscriptionMutation();
  const subscribedHere = useSubscribedHere(supported);
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useText();
  if (!hasToken || !state.data || subscribedHere === null || closed) return null;
  const offer = shouldOfferPush({
    supported,
    permission: Notification.permission,
    loanPaidOut: state.data.loanPaidOut,
    subscribedHere,
    closedAt: readClosedAt(window.localStorage),
    now: Date.now(),
  });
  if (!offer) return null;
  const publicKey = state.data.publicKey;
  const turnOn = async () => {
    setBusy(true);
    const result = await turnOnPush(publicKey, {
      requestPermission: () => Notification.requestPermission(),
      registration: () => navigator.serviceWorker.ready,
      save: (body) => save(body).unwrap(),
    });
    setBusy(false);
    showMessageToast(t(PUSH_TEXT[result]));
    if (result !== 'failed') setClosed(true);
  };
  return (
    <PushOfferView
      busy={busy}
      onTurnOn={() => void turnOn()}
      onNotNow={() => {
        rememberClosed(window.localStorage, Date.now());
        setClosed(true);
      }}
    />
  );
}
