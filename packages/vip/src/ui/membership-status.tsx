import type { VipMembership, VipPaymentView } from '@pocket/contracts/api/vip';
import { formatKwacha } from '@pocket/contracts/money';
import { Notice } from '@pocket/ui-kit/notice';
import { palette } from '@pocket/ui-kit/palette';

import type { MemberState } from '../model/member-state';

export const STATUS_TEXT = {
  notMember: 'Not a member',
  memberUntil: (date: string) => `Member until ${date}`,
  ended: (date: string) => `Your membership ended on ${date}`,
  waiting: 'Waiting for payment',
  approve: (p: VipPaymentView) => `Approve the PIN prompt on ${p.mobile} to pay ${formatKwacha(p.payAmount)} for ${p.name}.`,
  failed: (reason: string | null) => `Your last payment did not go through${reason ? `: ${reason}` : ''}. Please try again.`,
  loginFirst: 'Log in to buy a card.',
} as const;

export type MembershipStatusProps = {
  state: MemberState;
  membership: VipMembership | null;
  pending: VipPaymentView | null;
  lastPayment: VipPaymentView | null;
};

/** The borrower's membership: member until ..., not a member, ended, or a payment being followed. */
export function MembershipStatus({ state, membership, pending, lastPayment }: MembershipStatusProps) {
  return (
    <section data-testid="membership-status" style={{ margin: 16, padding: 16, borderRadius: 12, background: state === 'active' ? palette.vipSurface : palette.page }}>
      <h2 style={{ margin: 0, fontSize: 18 }}>
        {state === 'active' && membership?.activeUntil ? STATUS_TEXT.memberUntil(membership.activeUntil) : state === 'paying' ? STATUS_TEXT.waiting : STATUS_TEXT.notMember}
      </h2>
      {state === 'expired' && membership?.activeUntil && <p style={{ margin: '8px 0 0', color: palette.textSecondary }}>{STATUS_TEXT.ended(membership.activeUntil)}</p>}
      {state === 'anonymous' && <p style={{ margin: '8px 0 0', color: palette.textSecondary }}>{STATUS_TEXT.loginFirst}</p>}
      {state === 'paying' && pending && <p style={{ margin: '8px 0 0', color: palette.textSecondary }}>{STATUS_TEXT.approve(pending)}</p>}
      {state === 'active' && membership && (
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {membership.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      {state !== 'paying' && lastPayment?.status === 'FAILED' && (
        <Notice color={palette.danger} background={palette.dangerSurface} style={{ marginTop: 8 }}>
          {STATUS_TEXT.failed(lastPayment.reason)}
        </Notice>
      )}
    </section>
  );
}
