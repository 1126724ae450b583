import type { RootState } from '@pocket/app-core/hooks';
import type { OverlayId } from '@pocket/app-core/overlays';

/** Overlays a marketing or holidays popup must never cover: the login panels and every payment popup. */
export const BLOCKING_OVERLAYS: readonly OverlayId[] = ['login', 'bindPhone', 'repay', 'extension', 'paySuccess', 'stageRepay', 'vipPayment'];

export const selectBlockingOverlayOpen = (state: RootState): boolean => BLOCKING_OVERLAYS.some((id) => state.overlays[id]?.open === true);
