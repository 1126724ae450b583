import { useCallback, useRef, useState } from 'react';

import { useAppDispatch } from '@pocket/app-core/hooks';
import type { Say } from '@pocket/app-core/i18n';
import { useKitText } from '@pocket/app-core/kit-text';
import type { PaymentInFlight } from '@pocket/contracts/api/payment-status';

import { baseApi } from '../base-api';
import { clientToaster } from '../client';
import { paymentStatusEndpoint } from './payment-status';
import { useFollowSchedule } from './use-follow-schedule';

export type FollowPhase = 'idle' | 'pending' | 'stale' | 'successful' | 'failed';
export type FollowedPayment = NonNullable<PaymentInFlight>;

export interface FollowState {
  phase: FollowPhase;
  /** The payment followed last (kept after it is final, for the note that says how it ended). */
  payment: FollowedPayment | null;
  reason: string | null;
  /** After "still waiting": follow again from the start of the schedule. */
  checkAgain(): void;
}

/** The toasts of a payment once final, in English (the catalogues' keys; said in the borrower's language). */
export const FOLLOW_TEXT = {
  repaid: 'Payment success',
  extended: 'Extension success: your new due date is on the bill',
  /** `{reason}`: the server's reason, or `notCompleted` when it gives none. */
  failed: 'Payment failed: {reason}. Please try again.',
  notCompleted: 'the payment was not completed',
} as const;

/** The bill tags a final payment changes: the pages showing them reload by themselves. */
export const BILL_TAGS = ['Loans', 'Repay', 'Extension', 'Coupons'] as const;

// One announcement per payment, however many parts of a page follow it.
const announced = new Set<string>();

function announce(t: Say, payment: FollowedPayment, status: 'SUCCESSFUL' | 'FAILED', reason: string | null): void {
  if (announced.has(payment.reference)) return;
  announced.add(payment.reference);
  const toaster = clientToaster();
  if (status === 'FAILED') toaster.fail(t(FOLLOW_TEXT.failed, { reason: reason ?? t(FOLLOW_TEXT.notCompleted) }));
  else toaster.show(t(payment.kind === 'EXTENSION' ? FOLLOW_TEXT.extended : FOLLOW_TEXT.repaid));
}

/**
 * Follows the bill's payment in flight until it is final: asks its status on the follow schedule (1 s, 2 s, 3 s, 5 s,
 * 8 s, then every 10 s, for about 3 minutes; ./follow-schedule), then toasts the outcome and invalidates the bill's
 * tags so the page updates itself (the toast in the borrower's language; the server's reason as it sends it). Pass the bill's `paymentInFlight` as the server answers it (a reload resumes
 * following); `quickRepayToken` on /qp.
 */
export function useFollowPayment(inFlight: PaymentInFlight | undefined, quickRepayToken?: string | null): FollowState {
  const dispatch = useAppDispatch();
  const t = useKitText();
  const [payment, setPayment] = useState<FollowedPayment | null>(null);
  const [phase, setPhase] = useState<FollowPhase>('idle');
  const [reason, setReason] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  if (inFlight && inFlight.reference !== payment?.reference) {
    // A new payment on the bill: follow it (state set while rendering, React's documented pattern for derived state).
    setPayment(inFlight);
    setPhase('pending');
    setReason(null);
  }

  const reference = payment?.reference;
  const following = useRef(reference);
  following.current = reference;
  const check = async (): Promise<boolean> => {
    if (!payment || !reference) return true;
    const args = { reference, quickRepayToken: quickRepayToken ?? undefined };
    const result = await dispatch(paymentStatusEndpoint.initiate(args, { subscribe: false, forceRefetch: true }));
    if (following.current !== reference) return true;
    const status = result.data?.status;
    if (status !== 'SUCCESSFUL' && status !== 'FAILED') return false;
    setPhase(status === 'SUCCESSFUL' ? 'successful' : 'failed');
    setReason(result.data?.reason ?? null);
    announce(t, payment, status, result.data?.reason ?? null);
    dispatch(baseApi.util.invalidateTags([...BILL_TAGS]));
    return true;
  };
  useFollowSchedule(phase === 'pending' && !!reference, check, {
    restartKey: `${reference}|${quickRepayToken ?? ''}|${round}`,
    onGiveUp: () => setPhase('stale'),
  });

  const checkAgain = useCallback(() => {
    setPhase('pending');
    setRound((n) => n + 1);
  }, []);
  return { phase, payment, reason, checkAgain };
}
