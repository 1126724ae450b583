import type { AppState } from '../app-state/app-state.types';
import type { OverlayId } from './overlay-ids';

/** The show flags of docs/product.md#app-state-and-entities mirror the overlay they open; the overlays slice is the one that decides. */
export const showFlagOf = {
  login: 'loginShow',
  marketing: 'marketingShow',
  holidays: 'holidaysShow',
  vipPayment: 'vipPaymentShow',
  creditScore: 'scoreDescriptionShow',
} as const satisfies Partial<Record<OverlayId, keyof AppState>>;

export type FlaggedOverlay = keyof typeof showFlagOf;

/**
 * The order UI state's flags (docs/product.md#app-state-and-entities) are kept by the repayment and extension slices, with the id the popup
 * was opened for; a flag kept open reopens its overlay with that id (none kept: it stays closed).
 */
export const orderFlagOf = {
  repay: { flag: 'repayShow', param: 'orderId' },
  extension: { flag: 'extensionShow', param: 'planId' },
  paySuccess: { flag: 'paySuccessShow', param: null },
} as const satisfies Partial<Record<OverlayId, { flag: string; param: string | null }>>;
