import { randomInt } from 'node:crypto';

import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';

import { inviteCodeSchema } from '@pocket/contracts/api/activities';
import type { InviteData } from '@pocket/contracts/api/activities';

import type { Db, Tx } from '../../db/client';
import { sessionStatement } from '../auth/plugin';
import { couponNamesOf, couponRows, grantCoupon } from '../coupon/plugin';
import { settledLoanCount } from '../lending/plugin';
import { inviteCodes, referrals } from './schema';
import { REFERRAL_COUPON_ID } from './seed';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** What the lending engine tells when a loan order is settled. */
export interface SettledLoan {
  userId: number;
  orderId: number;
  late: boolean;
}

/**
 * GET /activity/invite's read in one statement (issue 34: 5): the active session and, for its user, the invite code,
 * the friends who came through it, those rewarded, and the reward coupon's name. Prepared; outside any transaction.
 */
const inviteBySession = sessionStatement('invite_by_session', (user) => ({
  code: sql<string | null>`(select ic.code from ${inviteCodes} ic where ic.user_id = ${user})`,
  invited: sql<number>`(select count(*)::int from ${referrals} r where r.inviter_id = ${user})`,
  rewarded: sql<number>`(select count(*)::int from ${referrals} r where r.inviter_id = ${user} and r.rewarded_at is not null)`,
  rewardCoupon: sql<string | null>`(select c.name from ${couponRows} c where c.id = ${REFERRAL_COUPON_ID})`,
}));

export type InviteRead = { userId: number; code: string | null; invited: number; rewarded: number; rewardCoupon: string | null };

/** Null when the session is not active. */
export async function readInviteBySession(db: Db, session: { tokenHash: string; now: string }) {
  const [row] = await inviteBySession(db).execute(session);
  return row ? { userId: row.userId, data: { ...row, invited: Number(row.invited), rewarded: Number(row.rewarded) } as InviteRead } : null;
}

/** Referral: an invite code per user, attribution at registration, the inviter's coupon after an on-time first loan. */
export class ReferralService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async codeOf(userId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [mine] = await this.db.select().from(inviteCodes).where(eq(inviteCodes.userId, userId));
      if (mine) return mine.code;
      await this.db.insert(inviteCodes).values({ userId, code: newCode() }).onConflictDoNothing();
    }
    throw new Error('could not make an invite code');
  }

  /**
   * The invite page from the one-statement read (`readInviteBySession`); a user without a code yet gets one (the only
   * write, on the first visit), as `invite` does.
   */
  async inviteFrom(read: InviteRead): Promise<InviteData> {
    const inviteCode = read.code ?? (await this.codeOf(read.userId));
    return { inviteCode, invited: read.invited, rewarded: read.rewarded, rewardCoupon: read.rewardCoupon ?? '' };
  }

  async invite(userId: number): Promise<InviteData> {
    const inviteCode = await this.codeOf(userId);
    const [invited] = await this.db.select({ n: count() }).from(referrals).where(eq(referrals.inviterId, userId));
    const [rewarded] = await this.db.select({ n: count() }).from(referrals).where(and(eq(referrals.inviterId, userId), isNotNull(referrals.rewardedAt)));
    const coupon = (await couponNamesOf(this.db, [REFERRAL_COUPON_ID])).get(REFERRAL_COUPON_ID);
    return { inviteCode, invited: invited?.n ?? 0, rewarded: rewarded?.n ?? 0, rewardCoupon: coupon ?? '' };
  }

  /** Registration hook: a new user who came with a valid invite code is attributed to its owner (once, never to self). */
  async attribute(tx: Tx, inviteeId: number, inviteCode: string | undefined): Promise<void> {
    const parsed = inviteCodeSchema.safeParse(inviteCode?.trim().toUpperCase());
    if (!parsed.success) return;
    const [owner] = await tx.select().from(inviteCodes).where(eq(inviteCodes.code, parsed.data));
    if (!owner || owner.userId === inviteeId) return;
    await tx.insert(referrals).values({ inviteeId, inviterId: owner.userId }).onConflictDoNothing();
  }

  /** Settlement hook: the invitee's first loan, settled on time, earns the inviter one coupon (rewardedAt makes it once). */
  async onLoanSettled(tx: Tx, loan: SettledLoan): Promise<void> {
    if (loan.late) return;
    if ((await settledLoanCount(tx, loan.userId)) !== 1) return;
    const now = new Date(this.now());
    const [referral] = await tx
      .update(referrals)
      .set({ rewardedAt: now })
      .where(and(eq(referrals.inviteeId, loan.userId), isNull(referrals.rewardedAt)))
      .returning({ inviterId: referrals.inviterId });
    if (referral) await grantCoupon(tx, referral.inviterId, REFERRAL_COUPON_ID, now, `referral:${loan.userId}`);
  }
}
