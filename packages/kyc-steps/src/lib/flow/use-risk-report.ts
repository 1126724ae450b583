import { useCallback } from 'react';

import { selectAppState } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { useAddUserGrabInfoToRiskMutation } from '../../api/add-grab-info';
import { deviceGrabInfo, GeolocationUnsupportedError, GRAB_TYPE, locationGrabInfo, readPosition } from '../risk/grab-info';
import { GEOLOCATION_UNSUPPORTED } from '../rules/messages';

/**
 * After the borrower's consent: device info (type 1) and the browser's position (type 2) to addUserGrabInfoToRisk.
 * A browser without geolocation gets the spec's Chinese message; a refused or timed-out position is simply not sent.
 */
export function useRiskReport(geolocation?: Geolocation) {
  const [send] = useAddUserGrabInfoToRiskMutation();
  const { userId, deviceId, lang } = useAppSelector(selectAppState);
  return useCallback(async () => {
    const user = Number(userId);
    const userField = Number.isInteger(user) && user > 0 ? { userId: user } : {};
    void send({ ...userField, type: GRAB_TYPE.device, info: JSON.stringify(deviceGrabInfo(deviceId, lang)) });
    try {
      const position = await readPosition(geolocation ?? (typeof navigator === 'undefined' ? undefined : navigator.geolocation));
      await send({ ...userField, type: GRAB_TYPE.location, info: JSON.stringify(locationGrabInfo(position)) });
    } catch (error) {
      if (error instanceof GeolocationUnsupportedError) showMessageToast(GEOLOCATION_UNSUPPORTED);
    }
  }, [send, userId, deviceId, lang, geolocation]);
}
