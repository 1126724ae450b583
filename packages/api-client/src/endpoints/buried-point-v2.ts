import type { TrackingPointBody } from '@pocket/contracts/api/telemetry';
import { trackingPoint as trackingPointCall } from '@pocket/contracts/calls/app';
import { APP_NAME, APP_VERSION_CODE, TRACKING_DEVICE_TYPE } from '@pocket/contracts/constants';

import { baseApi } from '../base-api';
import { requestOf } from '../call-request';

// Tracking points (docs/product.md#app-state-and-entities) from any feature: one endpoint, one way to build a point.
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    buriedPointV2: build.mutation<null, TrackingPointBody>({
      // Unsigned, signed in or not, as it always was (the call's rule, 'optional', allows either).
      query: (body) => requestOf(trackingPointCall, { body, signed: false }),
    }),
  }),
});

export const { useBuriedPointV2Mutation } = api;

/** A tracking point with the app's own fields (deviceType, appName, appVersion) filled in. */
export function trackingPoint(fields: Omit<TrackingPointBody, 'deviceType' | 'appName' | 'appVersion'>): TrackingPointBody {
  return { deviceType: TRACKING_DEVICE_TYPE, appName: APP_NAME, appVersion: APP_VERSION_CODE, ...fields };
}
