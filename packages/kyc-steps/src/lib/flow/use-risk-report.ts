import { useCallback } from 'react';

import { selectAppState } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { useAddUserGrabInfoToRiskMutation } from '../../api/add-grab-info';
import { useLazyKycConsentsQuery } from '../../api/consents';
import { deviceGrabInfo, GeolocationUnsupportedError, GRAB_TYPE, locationGrabInfo, readPosition } from '../risk/grab-info';
import { GEOLOCATION_UNSUPPORTED } from '../rules/messages';

/**
 * After the borrower's consent: device info (type 1) and the browser's position (type 2) to addUserGrabInfoToRisk.
 * A browser without geolocation gets the spec's Chinese message; a refused or timed-out position is simply not sent.
 * The position is read only while the borrower's location consent is in force (withdrawn in /consents: not even asked).
 */
export function useRiskReport(geolocation?: Geolocation) {
  const [send] = useAddUserGrabInfoToRiskMutation();
  const [readConsents] = useLazyKycConsentsQuery();
  const { userId, deviceId, lang } = useAppSelector(selectAppState);
  return useCallback(async () => {
    const user = Number(userId);
    const userField = Number.isInteger(user) && user > 0 ? { userId: user } : {};
    void send({ ...userField, type: GRAB_TYPE.device, info: JSON.stringify(deviceGrabInfo(deviceId, lang)) });
    const consents = await readConsents().unwrap().catch(() => null);
    // Unknown (the record could not be read): not collected.
    if (consents?.items.find((c) => c.kind === 'location')?.given !== true) return;
    try {
      const position = await readPosition(geolocation ?? (typeof navigator === 'undefined' ? undefined : navigator.geolocation));
      await send({ ...userField, type: GRAB_TYPE.location, info: JSON.stringify(locationGrabInfo(position)) });
    } catch (error) {
      if (error instanceof GeolocationUnsupportedError) showMessageToast(GEOLOCATION_UNSUPPORTED);
    }
  }, [send, readConsents, userId, deviceId, lang, geolocation]);
}
