import type { TrackingPointBody } from '@pocket/contracts/api/telemetry';
import { APP_NAME, APP_VERSION_CODE, PWA_POPUP_TRACKING, TRACKING_DEVICE_TYPE } from '@pocket/contracts/constants';

/** A tracking point of spec section 3, as POST /api/app/node/buriedPointV2 takes it. */
export type TrackingPoint = TrackingPointBody;

export const TRACKING_PATH = '/app/node/buriedPointV2';

/** The point sent when the borrower taps Install in the 'Add To Desktop' popup: pageId 9, actionId 1. */
export function installTrackingPoint(appChannelCode: string): TrackingPoint {
  return {
    deviceType: TRACKING_DEVICE_TYPE,
    appName: APP_NAME,
    appVersion: APP_VERSION_CODE,
    pageId: PWA_POPUP_TRACKING.pageId,
    pageName: 'pwaInstall',
    actionId: PWA_POPUP_TRACKING.actionId,
    actionName: 'install',
    value: appChannelCode,
  };
}
