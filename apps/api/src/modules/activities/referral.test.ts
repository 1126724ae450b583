import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, loginAs, signHeaders, testDb, uniqueMobile } from '../../../test/harness';
import { approvePrompt, borrow, completeKyc } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { userCouponsOf } from '../coupon/plugin';
import { ReferralService } from './referral.service';
import { referrals } from './schema';
import { REFERRAL_COUPON_ID } from './seed';

let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp({}, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
  db = await testDb();
});

/** Registers through the real login call, with the invite code the link carried. */
async function registerWithInvite(inviteCode: string) {
  const mobile = uniqueMobile();
  await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
  const login = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: await latestCode(app, mobile), deviceType: 4, inviteCode });
  expect(login.status, login.body).toBe(200);
  const { token, id } = login.json.data as { token: string; id: number };
  const uid = crypto.randomUUID();
  return { mobile, userId: id, call: (m: 'GET' | 'POST', url: string, body?: unknown) => call(app, m, url, body, signHeaders(app, token, uid)) };
}

const referralCoupons = async (userId: number) =>
  (await userCouponsOf(db, userId)).filter((c) => c.couponId === REFERRAL_COUPON_ID);

async function repayInFull(s: Awaited<ReturnType<typeof registerWithInvite>>, order: Awaited<ReturnType<typeof borrow>>) {
  for (const plan of order.plans) {
    const res = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: plan.planId, payAmount: plan.remainingAmount, repayAccountId: order.orderId, payCard: false });
    expect(res.status, res.body).toBe(200);
    await approvePrompt(app, s.mobile);
  }
}

describe('referral', () => {
  it('a new user who came through an invite link is attributed to the inviter at registration', async () => {
    const inviter = await loginAs(app);
    const invite = await inviter.call('GET', '/api/v1/activity/invite');
    expect(invite.json.data).toMatchObject({ invited: 0, rewarded: 0, rewardCoupon: 'K30 off for inviting a friend' });
    const code = invite.json.data.inviteCode as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await inviter.call('GET', '/api/v1/activity/invite')).json.data.inviteCode).toBe(code);
    expect(invite.json.data).toEqual(await new ReferralService(app.db, Date.now).invite(inviter.userId));
    const invitee = await registerWithInvite(code.toLowerCase());
    const [row] = await db.select().from(referrals).where(eq(referrals.inviteeId, invitee.userId));
    expect(row).toMatchObject({ inviterId: inviter.userId, rewardedAt: null });
    expect((await inviter.call('GET', '/api/v1/activity/invite')).json.data.invited).toBe(1);
  });

  it('an unknown invite code never blocks login and attributes nobody', async () => {
    const s = await registerWithInvite('NOSUCH99');
    expect(await db.select().from(referrals).where(eq(referrals.inviteeId, s.userId))).toHaveLength(0);
  });

  it('the inviter gets one coupon when the invitee’s first loan is settled on time, and only once', async () => {
    const inviter = await loginAs(app);
    const code = (await inviter.call('GET', '/api/v1/activity/invite')).json.data.inviteCode as string;
    const invitee = await registerWithInvite(code);
    await completeKyc(db, invitee.userId, { questionnaire: true });
    const first = await borrow(app, invitee as never, 500, 14);
    expect(await referralCoupons(inviter.userId)).toHaveLength(0);
    await repayInFull(invitee, first);
    expect(await referralCoupons(inviter.userId)).toHaveLength(1);
    const list = (await inviter.call('POST', '/api/v4/my/coupon-list', {})).json.data;
    expect(list.map((c: { couponName: string }) => c.couponName)).toContain('K30 off for inviting a friend');
    const second = await borrow(app, invitee as never, 500, 14);
    await repayInFull(invitee, second);
    expect(await referralCoupons(inviter.userId)).toHaveLength(1);
    const rewarded = await inviter.call('GET', '/api/v1/activity/invite');
    expect(rewarded.json.data).toMatchObject({ invited: 1, rewarded: 1 });
    // Issue 34: the one-statement read answers as the read by statements.
    expect(rewarded.json.data).toEqual(await new ReferralService(app.db, Date.now).invite(inviter.userId));
  });
});
