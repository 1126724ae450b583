import { useState } from 'react';

import { useText } from '@pocket/app-core/i18n';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { useClaimPackMutation } from '../api/claim-pack';
import type { ClaimedPack } from '../api/claim-pack';
import { failureText } from './failure-text';

export type ClaimOutcome = { ok: true; pack: ClaimedPack } | { ok: false; message: string };

/** Claims a pack by code; the outcome carries the server's message (unknown, expired, already claimed, exhausted). */
export function useClaim() {
  const [claimPack] = useClaimPackMutation();
  const t = useText();
  const [claiming, setClaiming] = useState<string | null>(null);
  const claim = async (code: string): Promise<ClaimOutcome> => {
    setClaiming(code);
    try {
      const answer = await claimPack({ code });
      if ('data' in answer && answer.data) {
        showMessageToast(t('{name} claimed: find the coupons under Coupon', { name: answer.data.name }));
        return { ok: true, pack: answer.data };
      }
      return { ok: false, message: failureText(answer.error, t) };
    } finally {
      setClaiming(null);
    }
  };
  return { claim, claiming };
}
