import { apiRequest } from '@pocket/api-client/client';

import type { TrackingPoint } from '../install/tracking';
import { TRACKING_PATH } from '../install/tracking';

/** POST /api/app/node/buriedPointV2 through the one API client (default headers; not token-flagged). */
export async function sendTracking(point: TrackingPoint): Promise<void> {
  await apiRequest({ url: TRACKING_PATH, data: point });
}
