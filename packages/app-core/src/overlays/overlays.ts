// Public API of the overlay registry (named re-exports only, no barrels).
export { overlayIds } from './overlay-ids';
export type { OverlayId, OverlayParams, OverlayParamsMap, ParamsOf, VipPaymentParams } from './overlay-ids';
export { closeOverlay, openOverlay, overlaysSlice, selectOverlayOpen, selectOverlayParams } from './overlays.slice';
export type { OpenOverlayPayload, OverlayState, OverlaysState } from './overlays.slice';
export { useOverlay } from './use-overlay';
export type { OverlayHandle } from './use-overlay';
