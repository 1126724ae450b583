import { useCallback, useState } from 'react';

import { PAYMENT_ACCOUNT_CODE, type PaymentAccountRequired } from '@pocket/contracts/api/payment-account';

import type { ApiFailure } from '../api-error';
import { usePaymentAccountConfirmMutation, usePaymentAccountSendCodeMutation } from './endpoints';

/** A pay call refused because its account is someone else's number not yet confirmed (HTTP 428). */
export const isAccountUnconfirmed = (error: unknown): error is ApiFailure & { data: PaymentAccountRequired } =>
  (error as ApiFailure | undefined)?.code === PAYMENT_ACCOUNT_CODE && typeof (error as ApiFailure).data === 'object';

type Pending = { mobile: string; masked: string; retry: () => void };

/**
 * The confirmation step of the pay popups: `ask(error, retry)` opens it when a payment was refused for an
 * unconfirmed account (answers false otherwise); once the code is accepted the payment is tried again. `popup` is
 * what ConfirmAccountPopup (ui-kit) takes.
 */
export function usePaymentAccountConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [sendCode] = usePaymentAccountSendCodeMutation();
  const [confirm] = usePaymentAccountConfirmMutation();

  const ask = useCallback((error: unknown, retry: () => void): boolean => {
    if (!isAccountUnconfirmed(error)) return false;
    setPending({ mobile: error.data.mobile, masked: error.data.masked, retry });
    return true;
  }, []);

  const onObtain = useCallback(async () => {
    if (!pending) return false;
    return !('error' in (await sendCode({ mobile: pending.mobile })));
  }, [pending, sendCode]);

  const onConfirm = useCallback(
    async (code: string) => {
      if (!pending) return false;
      if ('error' in (await confirm({ mobile: pending.mobile, code }))) return false;
      setPending(null);
      pending.retry();
      return true;
    },
    [pending, confirm],
  );

  const onCancel = useCallback(() => setPending(null), []);

  return { ask, popup: { visible: pending !== null, masked: pending?.masked ?? '', onObtain, onConfirm, onCancel } };
}
