import { Button } from 'react-vant';

import { useKitText } from '@pocket/app-core/kit-text';
import { formatKwacha } from '@pocket/contracts/money';

import { palette } from '../palette/palette';

export type PaymentNotePhase = 'idle' | 'pending' | 'stale' | 'successful' | 'failed';

/** The note's words in English, the catalogues' keys (`{amount}`, `{wallet}` and `{reason}` filled in when said). */
export const PAYMENT_NOTE_TEXT = {
  pending: 'Waiting for your PIN',
  pendingBody: "Enter your PIN on {wallet} to pay {amount}. 'Repayment' and 'Extension' wait until this payment is done.",
  stale: 'Still waiting for your PIN',
  staleBody:
    'The payment of {amount} from {wallet} is not confirmed yet. Do not pay again: if you entered your PIN, the bill updates once the operator confirms.',
  checkAgain: 'Check again',
  failed: 'Payment failed',
  failedBody: '{reason}. Please try again.',
  /** The reason when the payment's answer gave none. */
  notCompleted: 'The payment was not completed',
  help: 'Help',
} as const;

export type PaymentNoteProps = {
  phase: PaymentNotePhase;
  /** integer ngwee */
  amount: number;
  /** the masked wallet the PIN prompt went to */
  wallet: string;
  reason?: string | null;
  onCheckAgain?: () => void;
  /** Opens Help (a complaint about this payment): offered when the payment failed or is stuck. */
  onHelp?: (() => void) | undefined;
};

const box = (color: string, background: string) => ({ margin: '8px 16px', padding: '10px 12px', borderRadius: 8, color, background, fontSize: 13 });

/** Where the bill's last payment stands: waiting for the PIN, still waiting (with a next step), or failed. */
export function PaymentNote({ phase, amount, wallet, reason, onCheckAgain, onHelp }: PaymentNoteProps) {
  const t = useKitText();
  const help = onHelp ? (
    <Button size="small" round plain type="primary" style={{ marginTop: 8, marginLeft: 8 }} onClick={onHelp}>
      {t(PAYMENT_NOTE_TEXT.help)}
    </Button>
  ) : null;
  const values = { amount: formatKwacha(amount), wallet };
  if (phase === 'pending' || phase === 'stale') {
    const stale = phase === 'stale';
    return (
      <div role="status" data-testid="payment-note" data-phase={phase} style={box(palette.blueText, palette.blueSurface)}>
        <strong>{t(stale ? PAYMENT_NOTE_TEXT.stale : PAYMENT_NOTE_TEXT.pending)}</strong>
        <p style={{ margin: '4px 0 0' }}>{t(stale ? PAYMENT_NOTE_TEXT.staleBody : PAYMENT_NOTE_TEXT.pendingBody, values)}</p>
        {stale && onCheckAgain && (
          <Button size="small" round type="primary" plain style={{ marginTop: 8 }} onClick={onCheckAgain}>
            {t(PAYMENT_NOTE_TEXT.checkAgain)}
          </Button>
        )}
        {stale && help}
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div role="alert" data-testid="payment-note" data-phase={phase} style={box(palette.danger, palette.dangerSurface)}>
        <strong>{t(PAYMENT_NOTE_TEXT.failed)}</strong>
        <p style={{ margin: '4px 0 0' }}>{t(PAYMENT_NOTE_TEXT.failedBody, { reason: reason ?? t(PAYMENT_NOTE_TEXT.notCompleted) })}</p>
        {help}
      </div>
    );
  }
  return null;
}

/** What `useFollowPayment` (@pocket/api-client/follow-payment) answers, as far as the note needs it (amount in ngwee). */
export type FollowedPaymentLike = {
  phase: PaymentNotePhase;
  payment: { amount: number; wallet: string } | null;
  reason: string | null;
  checkAgain(): void;
};

/** True while the followed payment waits for the PIN: 'Repayment' and 'Extension' wait with it. */
export const isPaymentPending = (follow: FollowedPaymentLike, inFlight: unknown): boolean =>
  Boolean(inFlight) || follow.phase === 'pending' || follow.phase === 'stale';

/** The note of a followed payment (see PaymentNote). */
export function FollowedPaymentNote({ follow, onHelp }: { follow: FollowedPaymentLike; onHelp?: (() => void) | undefined }) {
  if (!follow.payment) return null;
  return (
    <PaymentNote
      phase={follow.phase}
      amount={follow.payment.amount}
      wallet={follow.payment.wallet}
      reason={follow.reason}
      onCheckAgain={follow.checkAgain}
      onHelp={onHelp}
    />
  );
}
