import type { TrackingPoint } from '../install/tracking';
import { TRACKING_PATH } from '../install/tracking';

/** POST /api/app/node/buriedPointV2 (not token-flagged). */
export async function sendTracking(point: TrackingPoint): Promise<void> {
  const response = await fetch(`/api${TRACKING_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(point),
  });
  if (!response.ok) throw new Error(`tracking answered HTTP ${response.status}`);
}
