import { randomInt } from 'node:crypto';

import { ACTIVITY_MESSAGES } from '@pocket/contracts/api/activities';
import type { SpinData, TurntableData } from '@pocket/contracts/api/activities';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { badRequest } from '../../plugins/errors';
import { grantCoupon } from '../coupon/plugin';
import { userDoor } from '../user/plugin';
import { drawPrize } from './domain/draw';
import { wheelSpins } from './schema';
import { historyOf, lockDay, prizesOf, spend, spinRights, type WheelRead } from './wheel.repo';

/** Uniform in [0, 1) from the operating system's generator (tests may pass their own). */
export const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** A logged-in user's wheel from its parts (`view`'s reads, or `readWheelBySession`'s one statement). */
export function viewFrom(read: WheelRead): TurntableData {
  const history = read.history.map((h) => ({
    spinId: h.spinId, prizeId: h.prizeId, label: h.label, won: h.userCouponId !== null, couponName: h.userCouponId !== null ? h.couponName : null, at: h.at.toISOString(),
  }));
  return { prizes: read.prizes, loggedIn: true, spinsLeft: read.spinsLeft, history };
}

/** The prize wheel: free spins only, prizes drawn by weight under a daily budget, prizes are coupons or nothing. */
export class WheelService {
  /** Sandbox only: the prize the next spin lands on (when the budget affords it), for browser journeys. */
  private nextPrize: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly random: () => number = secureRandom,
  ) {}

  rigNextSpin(prizeId: number): void {
    this.nextPrize = prizeId;
  }

  async view(userId: number | null): Promise<TurntableData> {
    const prizes = (await prizesOf(this.db)).map(({ p, couponName }) => ({ id: p.id, label: p.label, couponName, color: p.color }));
    if (userId === null) return { prizes, loggedIn: false, spinsLeft: 0, history: [] };
    const rights = await spinRights(this.db, userId, lusakaDate(new Date(this.now())));
    return viewFrom({ prizes, spinsLeft: rights.length, history: await historyOf(this.db, userId) });
  }

  /** Spends one spin (today's free one first) and draws its prize in one transaction. */
  async spin(userId: number): Promise<SpinData> {
    const at = new Date(this.now());
    const today = lusakaDate(at);
    return this.db.transaction(async (tx) => {
      // One user's spins one after another (the user row is the lock).
      await userDoor.lockUser(tx, userId);
      const rights = await spinRights(tx, userId, today);
      const right = rights[0];
      if (!right) throw badRequest(ACTIVITY_MESSAGES.noSpins);
      const prizes = await prizesOf(tx);
      const day = await lockDay(tx, today);
      const drawable = prizes.map((x) => ({ ...x.p, cost: x.p.couponId === null ? 0 : x.p.cost }));
      const rigged = drawable.find((p) => p.id === this.nextPrize && p.cost <= day.budget - day.spent);
      this.nextPrize = null;
      const chosen = rigged ?? drawPrize(drawable, day.budget - day.spent, this.random());
      const userCouponId = chosen.couponId === null ? null : await grantCoupon(tx, userId, chosen.couponId, at, 'wheel');
      if (userCouponId !== null) await spend(tx, today, chosen.cost);
      const [spin] = await tx
        .insert(wheelSpins)
        .values({ userId, day: today, kind: right.kind, planId: right.planId, prizeId: chosen.id, userCouponId })
        .returning({ id: wheelSpins.id });
      const index = prizes.findIndex((x) => x.p.id === chosen.id);
      return {
        spinId: spin!.id, prizeId: chosen.id, prizeIndex: index, label: chosen.label, won: userCouponId !== null,
        couponName: userCouponId !== null ? (prizes[index]!.couponName ?? null) : null, spinsLeft: rights.length - 1,
      };
    });
  }
}
