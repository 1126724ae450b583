import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';

import { isOverdue, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { selectRows } from '../../db/rows';
import { sessionStatement } from '../auth/plugin';
import { couponRows } from '../coupon/plugin';
import { loanPlanRows, planFromJson } from '../lending/plugin';
import { wheelDays, wheelPrizes, wheelSettings, wheelSpins } from './schema';
import { DEFAULT_DAILY_BUDGET } from './seed';

export type SpinRight = { kind: 'DAILY'; planId: null } | { kind: 'BONUS'; planId: number };

/** The wheel's enabled prizes in wheel order, with the coupon each gives. */
export async function prizesOf(tx: Tx) {
  return tx
    .select({ p: wheelPrizes, couponName: sql<string | null>`c.name` })
    .from(wheelPrizes)
    .leftJoin(sql`${couponRows} c`, sql`c.id = ${wheelPrizes.couponId}`)
    .where(eq(wheelPrizes.enabled, true))
    .orderBy(asc(wheelPrizes.position), asc(wheelPrizes.id));
}

/**
 * The user's settled bills never overdue that have not earned their spin yet (id, due date, settled at), by id, as
 * JSON: lending lends the bills (`loanPlanRows`), the spins are the wheel's.
 */
const settledWithoutSpin = (user: SQL) => sql<Record<string, unknown>[] | null>`(select json_agg(x order by x.id) from (
      select p.id, p.due_date, p.settled_at from ${loanPlanRows} p left join ${wheelSpins} s on s.plan_id = p.id and s.kind = 'BONUS'
      where p.user_id = ${user} and p.status = 'SETTLED' and p.was_overdue = false and s.id is null) x)`;

/** Bills the user paid on time that have not earned their spin yet. */
async function unspentOnTimeBills(tx: Tx, userId: number): Promise<number[]> {
  const [row] = await selectRows<{ settled: Record<string, unknown>[] | null }>(tx, sql`select ${settledWithoutSpin(sql`${userId}`)} as settled`);
  return paidOnTime((row?.settled ?? []).map(planFromJson));
}

/** Of the settled bills without a spin, those paid by their due date (Lusaka days). */
const paidOnTime = (rows: Array<{ id: number; dueDate: string; settledAt: Date | null }>) =>
  rows.filter((r) => r.settledAt && !isOverdue(r.dueDate, lusakaDate(r.settledAt))).map((r) => r.id);

/** The spins left: today's free one (unless used) and one per bill paid on time; the first is the one to spend. */
export async function spinRights(tx: Tx, userId: number, today: string): Promise<SpinRight[]> {
  const [daily] = await tx
    .select({ id: wheelSpins.id })
    .from(wheelSpins)
    .where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.day, today), eq(wheelSpins.kind, 'DAILY')));
  const bonus = (await unspentOnTimeBills(tx, userId)).map((planId) => ({ kind: 'BONUS' as const, planId }));
  return daily ? bonus : [{ kind: 'DAILY', planId: null }, ...bonus];
}

/** The budget a new Lusaka day starts with: the desk's (wheel.budget), else the default. */
export async function dailyBudget(tx: Tx): Promise<number> {
  const [row] = await tx.select({ budget: wheelSettings.dailyBudget }).from(wheelSettings).where(eq(wheelSettings.id, 1));
  return row?.budget ?? DEFAULT_DAILY_BUDGET;
}

/** Today's budget row, created with the daily budget and locked: draws of one day are serialised by it. */
export async function lockDay(tx: Tx, day: string) {
  await tx.insert(wheelDays).values({ day, budget: await dailyBudget(tx) }).onConflictDoNothing();
  const [row] = await tx.select().from(wheelDays).where(eq(wheelDays.day, day)).for('update');
  return row!;
}

export async function spend(tx: Tx, day: string, cost: number): Promise<void> {
  if (cost > 0) await tx.update(wheelDays).set({ spent: sql`${wheelDays.spent} + ${cost}` }).where(eq(wheelDays.day, day));
}

export async function historyOf(tx: Tx, userId: number, limit = 20) {
  return tx
    .select({ spinId: wheelSpins.id, prizeId: wheelSpins.prizeId, label: wheelPrizes.label, couponName: sql<string | null>`c.name`, userCouponId: wheelSpins.userCouponId, at: wheelSpins.createdAt })
    .from(wheelSpins)
    .innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
    .leftJoin(sql`${couponRows} c`, sql`c.id = ${wheelPrizes.couponId}`)
    .where(eq(wheelSpins.userId, userId))
    .orderBy(desc(wheelSpins.id))
    .limit(limit);
}

export type WheelRead = {
  prizes: Array<{ id: number; label: string; couponName: string | null; color: string }>;
  spinsLeft: number;
  history: Awaited<ReturnType<typeof historyOf>>;
};

/**
 * GET /activity/turntable's read in one statement with the session (issue 34: 5): the enabled prizes in wheel order,
 * whether today's free spin (placeholder 'today', a Lusaka day) is used, the settled bills without their spin, and the
 * user's 20 latest spins, each with only the columns `prizesOf`, `spinRights` and `historyOf` give.
 */
const wheelBySession = sessionStatement('turntable_by_session', (user) => ({
  prizes: sql<WheelRead['prizes'] | null>`(select json_agg(x order by x.position, x.id) from (
      select p.id, p.position, p.label, c.name as "couponName", p.color from ${wheelPrizes} p left join ${couponRows} c on c.id = p.coupon_id where p.enabled) x)`,
  dailyUsed: sql<boolean>`exists (select 1 from ${wheelSpins} s where s.user_id = ${user} and s.day = ${sql.placeholder('today')} and s.kind = 'DAILY')`,
  settled: settledWithoutSpin(user),
  history: sql<Array<{ spin: Record<string, unknown>; label: string; couponName: string | null }> | null>`(select json_agg(h order by (h.spin ->> 'id')::bigint desc) from (
      select json_build_object('id', s.id, 'prize_id', s.prize_id, 'user_coupon_id', s.user_coupon_id, 'created_at', s.created_at) as spin, wp.label, c.name as "couponName"
      from ${wheelSpins} s join ${wheelPrizes} wp on wp.id = s.prize_id left join ${couponRows} c on c.id = wp.coupon_id
      where s.user_id = ${user} order by s.id desc limit 20) h)`,
}));
const spin = jsonRowDecoder(wheelSpins);

/** Null when the session is not active. */
export async function readWheelBySession(db: Db, session: { tokenHash: string; now: string }) {
  const [row] = await wheelBySession(db).execute({ ...session, today: lusakaDate(new Date(session.now)) });
  if (!row) return null;
  const bonus = paidOnTime((row.settled ?? []).map(planFromJson));
  const data: WheelRead = {
    prizes: (row.prizes ?? []).map((p) => ({ id: p.id, label: p.label, couponName: p.couponName, color: p.color })),
    spinsLeft: bonus.length + (row.dailyUsed ? 0 : 1),
    history: (row.history ?? []).map((h) => {
      const s = spin(h.spin);
      return { spinId: s.id, prizeId: s.prizeId, label: h.label, couponName: h.couponName, userCouponId: s.userCouponId, at: s.createdAt };
    }),
  };
  return { userId: row.userId, data };
}
