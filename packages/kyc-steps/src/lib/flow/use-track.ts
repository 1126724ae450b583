import { useCallback, useEffect, useRef } from 'react';

import { APP_NAME, APP_VERSION_CODE, TRACKING_DEVICE_TYPE } from '@pocket/contracts/constants';

import { useBuriedPointV2Mutation } from '../../api/buried-point';
import { KYC_ACTION, KYC_PAGE } from '../../model/tracking';
import type { KycAction, KycPage } from '../../model/tracking';

/** Tracking points of one KYC page through buriedPointV2; a 'view' is sent once when the page opens. */
export function useTrack(page: KycPage) {
  const [send] = useBuriedPointV2Mutation();
  const track = useCallback(
    (action: KycAction, value?: string) => {
      // Fire and forget: tracking never blocks or fails a borrower's step.
      void send({
        deviceType: TRACKING_DEVICE_TYPE,
        appName: APP_NAME,
        appVersion: APP_VERSION_CODE,
        ...KYC_PAGE[page],
        ...KYC_ACTION[action],
        ...(value === undefined ? {} : { value }),
      });
    },
    [send, page],
  );
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    track('view');
  }, [track]);
  return track;
}
