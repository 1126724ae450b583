import type { AppState } from '../app-state/app-state.types';
import type { OverlayId } from './overlay-ids';

/** The show flags of spec section 3 mirror the overlay they open; the overlays slice is the one that decides. */
export const showFlagOf = {
  login: 'loginShow',
  marketing: 'marketingShow',
  holidays: 'holidaysShow',
  vipPayment: 'vipPaymentShow',
  creditScore: 'scoreDescriptionShow',
} as const satisfies Partial<Record<OverlayId, keyof AppState>>;

export type FlaggedOverlay = keyof typeof showFlagOf;
