import { Button } from 'react-vant';

import { formatKwacha } from '@pocket/contracts/money';

import { palette } from '../palette/palette';

export type PaymentNotePhase = 'idle' | 'pending' | 'stale' | 'successful' | 'failed';

export const PAYMENT_NOTE_TEXT = {
  pending: 'Waiting for your PIN',
  pendingBody: (amount: string, wallet: string) =>
    `Enter your PIN on ${wallet} to pay ${amount}. 'Repayment' and 'Extension' wait until this payment is done.`,
  stale: 'Still waiting for your PIN',
  staleBody: (amount: string, wallet: string) =>
    `The payment of ${amount} from ${wallet} is not confirmed yet. Do not pay again: if you entered your PIN, the bill updates once the operator confirms.`,
  checkAgain: 'Check again',
  failed: 'Payment failed',
  failedBody: (reason: string) => `${reason}. Please try again.`,
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
  const help = onHelp ? (
    <Button size="small" round plain type="primary" style={{ marginTop: 8, marginLeft: 8 }} onClick={onHelp}>
      {PAYMENT_NOTE_TEXT.help}
    </Button>
  ) : null;
  const money = formatKwacha(amount);
  if (phase === 'pending' || phase === 'stale') {
    const stale = phase === 'stale';
    return (
      <div role="status" data-testid="payment-note" data-phase={phase} style={box(palette.blueText, palette.blueSurface)}>
        <strong>{stale ? PAYMENT_NOTE_TEXT.stale : PAYMENT_NOTE_TEXT.pending}</strong>
        <p style={{ margin: '4px 0 0' }}>{stale ? PAYMENT_NOTE_TEXT.staleBody(money, wallet) : PAYMENT_NOTE_TEXT.pendingBody(money, wallet)}</p>
        {stale && onCheckAgain && (
          <Button size="small" round type="primary" plain style={{ marginTop: 8 }} onClick={onCheckAgain}>
            {PAYMENT_NOTE_TEXT.checkAgain}
          </Button>
        )}
        {stale && help}
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div role="alert" data-testid="payment-note" data-phase={phase} style={box(palette.danger, palette.dangerSurface)}>
        <strong>{PAYMENT_NOTE_TEXT.failed}</strong>
        <p style={{ margin: '4px 0 0' }}>{PAYMENT_NOTE_TEXT.failedBody(reason ?? 'The payment was not completed')}</p>
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
