import type { Wire } from '@pocket/contracts/api/contract';
import { VIP_BENEFITS, type vipCardInfoData, type vipPaymentView } from '@pocket/contracts/api/vip';

// As the wire carries them (Kwacha numbers): the fake API answers these; views read them through `inside`.
type VipCardInfo = Wire<typeof vipCardInfoData>;
type VipPaymentView = Wire<typeof vipPaymentView>;

/** getVipCardInfo answers for each state of the Member tab (tests and stories). */
const cards = [
  { vipCardId: 1, name: 'VIP Monthly', price: 49, days: 30, benefits: [...VIP_BENEFITS] },
  { vipCardId: 2, name: 'VIP Quarterly', price: 129, days: 90, benefits: [...VIP_BENEFITS] },
];

export const payment = (status: VipPaymentView['status'], reason: string | null = null): VipPaymentView => ({
  paymentId: 9, vipCardId: 1, name: 'VIP Monthly', payAmount: 49, mobile: '0961234567', status, reason, createdAt: Date.parse('2026-05-01T08:00:00Z'),
});

const noMembership = { active: false, activeUntil: null, activeUntilMs: null, expired: false, benefits: [] };

export const infoFixtures = {
  anonymous: { cards, membership: null, pendingPayment: null, lastPayment: null },
  notMember: { cards, membership: noMembership, pendingPayment: null, lastPayment: null },
  paying: { cards, membership: noMembership, pendingPayment: payment('PENDING'), lastPayment: payment('PENDING') },
  failed: { cards, membership: noMembership, pendingPayment: null, lastPayment: payment('FAILED', 'The payment was declined') },
  active: {
    cards,
    membership: { active: true, activeUntil: '2026-05-31', activeUntilMs: Date.parse('2026-05-31T08:00:00Z'), expired: false, benefits: [...VIP_BENEFITS] },
    pendingPayment: null,
    lastPayment: payment('PAID'),
  },
  expired: {
    cards,
    membership: { active: false, activeUntil: '2026-04-30', activeUntilMs: Date.parse('2026-04-30T08:00:00Z'), expired: true, benefits: [] },
    pendingPayment: null,
    lastPayment: payment('PAID'),
  },
} satisfies Record<string, VipCardInfo>;

/** getUserInfo's answer for the borrower of the tests. */
export const userFixture = {
  userId: 1, mobile: '0961234567', mobileMasked: '096****567', fullName: null, email: null, googleBound: false, registerChannel: null, registerTime: 0, kycComplete: true, extra: {},
};
