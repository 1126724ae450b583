import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { grantDueCoupons } from './coupons';
import { vipMemberships, vipPurchases } from './schema';

/** Key of the PostgreSQL advisory lock that makes the VIP job run once across processes. */
export const VIP_LOCK_KEY = 7_310_002;

/**
 * Ends memberships past their end date (a conditional update: only ACTIVE rows whose end has passed move) and grants
 * the monthly coupons that fell due. Runs under a transaction-scoped advisory lock: a second process skips.
 */
export async function runVipJob(db: Db, now: () => number): Promise<{ ran: boolean; expired: number; coupons: number }> {
  const at = new Date(now());
  return db.transaction(async (tx) => {
    const [lock] = await selectRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${VIP_LOCK_KEY}) as locked`);
    if (!lock?.locked) return { ran: false, expired: 0, coupons: 0 };
    const expired = await tx
      .update(vipMemberships)
      .set({ status: 'EXPIRED', updatedAt: at })
      .where(and(eq(vipMemberships.status, 'ACTIVE'), lte(vipMemberships.activeUntil, at)))
      .returning({ userId: vipMemberships.userId });
    const running = await tx
      .select()
      .from(vipPurchases)
      .where(and(eq(vipPurchases.status, 'PAID'), gt(vipPurchases.activeUntil, at), lte(vipPurchases.activeFrom, at)))
      .orderBy(asc(vipPurchases.id));
    let coupons = 0;
    for (const p of running) coupons += await grantDueCoupons(tx, p, at);
    return { ran: true, expired: expired.length, coupons };
  });
}

/** An in-process timer for the VIP job; stopped when the app closes. */
export function startVipJob(opts: { db: Db; now: () => number; intervalMs: number; log: (msg: string, err?: unknown) => void }) {
  const run = () => {
    runVipJob(opts.db, opts.now).catch((err: unknown) => opts.log('VIP job failed', err));
  };
  setTimeout(run, 3_000).unref();
  const timer = opts.intervalMs > 0 ? setInterval(run, opts.intervalMs) : null;
  timer?.unref();
  return () => {
    if (timer) clearInterval(timer);
  };
}
