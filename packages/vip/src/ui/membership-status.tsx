import { useText } from '@pocket/app-core/i18n';
import type { VipMembership, VipPaymentView } from '@pocket/contracts/api/vip';
import { formatKwacha } from '@pocket/contracts/money';
import { Notice } from '@pocket/ui-kit/notice';
import { palette } from '@pocket/ui-kit/palette';

import type { MemberState } from '../model/member-state';

export type MembershipStatusProps = {
  state: MemberState;
  membership: VipMembership | null;
  pending: VipPaymentView | null;
  lastPayment: VipPaymentView | null;
};

/** The borrower's membership: member until ..., not a member, ended, or a payment being followed. */
export function MembershipStatus({ state, membership, pending, lastPayment }: MembershipStatusProps) {
  const t = useText();
  return (
    <section data-testid="membership-status" style={{ margin: 16, padding: 16, borderRadius: 12, background: state === 'active' ? palette.vipSurface : palette.page }}>
      <h2 style={{ margin: 0, fontSize: 18 }}>
        {state === 'active' && membership?.activeUntil
          ? t('Member until {date}', { date: membership.activeUntil })
          : t(state === 'paying' ? 'Waiting for payment' : 'Not a member')}
      </h2>
      {state === 'expired' && membership?.activeUntil && <p style={{ margin: '8px 0 0', color: palette.textSecondary }}>{t('Your membership ended on {date}', { date: membership.activeUntil })}</p>}
      {state === 'anonymous' && <p style={{ margin: '8px 0 0', color: palette.textSecondary }}>{t('Log in to buy a card.')}</p>}
      {state === 'paying' && pending && <p style={{ margin: '8px 0 0', color: palette.textSecondary }}>{t('Approve the PIN prompt on {mobile} to pay {amount} for {name}.', { mobile: pending.mobile, amount: formatKwacha(pending.payAmount), name: pending.name })}</p>}
      {state === 'active' && membership && (
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {membership.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      {state !== 'paying' && lastPayment?.status === 'FAILED' && (
        <Notice color={palette.danger} background={palette.dangerSurface} style={{ marginTop: 8 }}>
          {lastPayment.reason
            ? t('Your last payment did not go through: {reason}. Please try again.', { reason: lastPayment.reason })
            : t('Your last payment did not go through. Please try again.')}
        </Notice>
      )}
    </section>
  );
}
