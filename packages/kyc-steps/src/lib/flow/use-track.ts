import { useCallback, useEffect, useRef } from 'react';

import { trackingPoint, useBuriedPointV2Mutation } from '@pocket/api-client/endpoints/buried-point-v2';

import { KYC_ACTION, KYC_PAGE } from '../../model/tracking';
import type { KycAction, KycPage } from '../../model/tracking';

/** Tracking points of one KYC page through buriedPointV2; a 'view' is sent once when the page opens. */
export function useTrack(page: KycPage) {
  const [send] = useBuriedPointV2Mutation();
  const track = useCallback(
    (action: KycAction, value?: string) => {
      // Fire and forget: tracking never blocks or fails a borrower's step.
      void send(trackingPoint({ ...KYC_PAGE[page], ...KYC_ACTION[action], ...(value === undefined ? {} : { value }) }));
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
