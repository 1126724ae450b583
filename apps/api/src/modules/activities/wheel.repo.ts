import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { coupons } from '../coupon/schema';
import { isOverdue, lusakaDate } from '../lending/domain/lusaka-date';
import { loanPlans } from '../lending/schema';
import { users } from '../user/schema';
import { wheelDays, wheelPrizes, wheelSpins } from './schema';
import { DEFAULT_DAILY_BUDGET } from './seed';

export type SpinRight = { kind: 'DAILY'; planId: null } | { kind: 'BONUS'; planId: number };

/** The wheel's enabled prizes in wheel order, with the coupon each gives. */
export async function prizesOf(tx: Tx) {
  return tx
    .select({ p: wheelPrizes, couponName: coupons.name })
    .from(wheelPrizes)
    .leftJoin(coupons, eq(coupons.id, wheelPrizes.couponId))
    .where(eq(wheelPrizes.enabled, true))
    .orderBy(asc(wheelPrizes.position), asc(wheelPrizes.id));
}

/** Bills the user paid on time that have not earned their spin yet. */
async function unspentOnTimeBills(tx: Tx, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: loanPlans.id, dueDate: loanPlans.dueDate, settledAt: loanPlans.settledAt })
    .from(loanPlans)
    .leftJoin(wheelSpins, and(eq(wheelSpins.planId, loanPlans.id), eq(wheelSpins.kind, 'BONUS')))
    .where(and(eq(loanPlans.userId, userId), eq(loanPlans.status, 'SETTLED'), eq(loanPlans.wasOverdue, false), isNull(wheelSpins.id)))
    .orderBy(asc(loanPlans.id));
  return rows.filter((r) => r.settledAt && !isOverdue(r.dueDate, lusakaDate(r.settledAt))).map((r) => r.id);
}

/** The spins left: today's free one (unless used) and one per bill paid on time; the first is the one to spend. */
export async function spinRights(tx: Tx, userId: number, today: string): Promise<SpinRight[]> {
  const [daily] = await tx
    .select({ id: wheelSpins.id })
    .from(wheelSpins)
    .where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.day, today), eq(wheelSpins.kind, 'DAILY')));
  const bonus = (await unspentOnTimeBills(tx, userId)).map((planId) => ({ kind: 'BONUS' as const, planId }));
  return daily ? bonus : [{ kind: 'DAILY', planId: null }, ...bonus];
}

/** Serialises one user's spins (the user row is the lock). */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Today's budget row, created with the default budget and locked: draws of one day are serialised by it. */
export async function lockDay(tx: Tx, day: string) {
  await tx.insert(wheelDays).values({ day, budget: DEFAULT_DAILY_BUDGET }).onConflictDoNothing();
  const [row] = await tx.select().from(wheelDays).where(eq(wheelDays.day, day)).for('update');
  return row!;
}

export async function spend(tx: Tx, day: string, cost: number): Promise<void> {
  if (cost > 0) await tx.update(wheelDays).set({ spent: sql`${wheelDays.spent} + ${cost}` }).where(eq(wheelDays.day, day));
}

export async function historyOf(tx: Tx, userId: number, limit = 20) {
  return tx
    .select({ spinId: wheelSpins.id, prizeId: wheelSpins.prizeId, label: wheelPrizes.label, couponName: coupons.name, userCouponId: wheelSpins.userCouponId, at: wheelSpins.createdAt })
    .from(wheelSpins)
    .innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
    .leftJoin(coupons, eq(coupons.id, wheelPrizes.couponId))
    .where(eq(wheelSpins.userId, userId))
    .orderBy(desc(wheelSpins.id))
    .limit(limit);
}
