import { useEffect } from 'react';

import { useAppSelector } from '@pocket/app-core/hooks';
import { useOverlay } from '@pocket/app-core/overlays';
import type { HolidayNotice } from '@pocket/contracts/api/activities';

import { selectBlockingOverlayOpen } from '../model/blocking-overlays';
import { markShown } from '../model/once-a-day';
import { useTurn } from '../model/use-turn';
import { HolidaysPopup } from '../ui/holidays-popup';

/** The 'holidays' overlay: the current notices, never over the login panel or a payment popup. */
export default function HolidaysOverlay() {
  const overlay = useOverlay('holidays');
  const notices = useAppSelector((s) => s.appState.holidaysList) as HolidayNotice[];
  const blocked = useAppSelector(selectBlockingOverlayOpen);
  const turn = useTurn(blocked);
  const visible = overlay.open && turn && notices.length > 0;
  useEffect(() => {
    if (visible) markShown('holidays', 'device', Date.now());
  }, [visible]);
  return <HolidaysPopup visible={visible} notices={notices} onClose={overlay.close} />;
}
