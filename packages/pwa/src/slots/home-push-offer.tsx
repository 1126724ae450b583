import { lazy, Suspense } from 'react';

import { selectHasToken } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';

// The offer's code loads only for a signed-in borrower whose browser can do Web Push: an anonymous first load of
// /home (issue 28's budget) fetches only this file.
const PushOfferCard = lazy(() => import('../push/push-offer-card'));

// `navigator.serviceWorker` is undefined, not missing, in some private windows: no push there.
const canPush = () => typeof window !== 'undefined' && navigator.serviceWorker != null && 'PushManager' in window && 'Notification' in window;

/** Slot 'homeOffers': the offer of notifications on this phone once a loan was paid out (docs/messages.md#web-push). */
export default function HomePushOffer() {
  const hasToken = useAppSelector(selectHasToken);
  if (!hasToken || !canPush()) return null;
  return (
    <Suspense fallback={null}>
      <PushOfferCard />
    </Suspense>
  );
}
