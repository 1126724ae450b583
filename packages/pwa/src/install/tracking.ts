import { trackingPoint } from '@pocket/api-client/endpoints/buried-point-v2';
import type { TrackingPointBody } from '@pocket/contracts/api/telemetry';
import { PWA_POPUP_TRACKING } from '@pocket/contracts/constants';

/** A tracking point of docs/product.md#app-state-and-entities, as POST /api/app/node/buriedPointV2 takes it. */
export type TrackingPoint = TrackingPointBody;

/** The point sent when the borrower taps Install in the 'Add To Desktop' popup: pageId 9, actionId 1. */
export function installTrackingPoint(appChannelCode: string): TrackingPoint {
  return trackingPoint({
    pageId: PWA_POPUP_TRACKING.pageId,
    pageName: 'pwaInstall',
    actionId: PWA_POPUP_TRACKING.actionId,
    actionName: 'install',
    value: appChannelCode,
  });
}
