import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { selectUserId } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useOverlay } from '@pocket/app-core/overlays';
import type { MarketBanner } from '@pocket/contracts/api/activities';

import { selectBlockingOverlayOpen } from '../model/blocking-overlays';
import { markShown, shownToday } from '../model/once-a-day';
import { useTurn } from '../model/use-turn';
import { MarketingPopup } from '../ui/marketing-popup';

/**
 * The 'marketing' overlay (opened after login): the banners at most once a day per user, never over the login panel
 * or a payment popup (it waits until they close). Nothing to show, or already shown today: it closes itself.
 */
export default function MarketingOverlay() {
  const navigate = useNavigate();
  const overlay = useOverlay('marketing');
  const userId = useAppSelector(selectUserId);
  const banners = useAppSelector((s) => s.appState.marketList) as MarketBanner[];
  // The holidays popup goes first: the marketing one waits for it too.
  const blocked = useAppSelector((s) => selectBlockingOverlayOpen(s) || s.overlays.holidays?.open === true);
  // Decided when the overlay opens (the host mounts it then): once it has been shown, it stays until closed.
  const [fresh] = useState(() => userId !== '' && !shownToday('marketing', userId, Date.now()));
  const redundant = !fresh || banners.length === 0;
  const turn = useTurn(blocked);
  const visible = overlay.open && turn && !redundant;

  useEffect(() => {
    if (overlay.open && redundant && !blocked) overlay.close();
  }, [overlay, redundant, blocked]);
  useEffect(() => {
    if (visible) markShown('marketing', userId, Date.now());
  }, [visible, userId]);

  return (
    <MarketingPopup
      visible={visible}
      banners={banners}
      onClose={overlay.close}
      onOpen={(b) => {
        overlay.close();
        void navigate({ to: b.link });
      }}
    />
  );
}
