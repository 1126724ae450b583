import { and, asc, eq } from 'drizzle-orm';

import { PROMISE_MAX_DAYS } from '@pocket/contracts/api/collections';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { loanDelinquency } from '../lending/plugin';
import { makePromise } from './contacts';
import * as repo from './repo';
import { collectionCases } from './schema';

/**
 * Promises to pay from the USSD menu (app.extensions.ussdPromises, ussd/promise-menu.ts): the caller's open case with
 * the most days late, and the same promise the app makes (`makePromise`: at most 14 days, one open, not above what is
 * owed), made by `ussd`, once per step of the session.
 */
export const ussdPromises = (db: Db, now: () => number) => (userId: number) => ({
  async lateLoan() {
    const [c] = await db.select().from(collectionCases).where(and(eq(collectionCases.userId, userId), eq(collectionCases.status, 'OPEN'))).orderBy(asc(collectionCases.lateSince)).limit(1);
    if (!c) return null;
    // What is late now, penalties included, from the bills (the case keeps only what was late before penalties).
    const overdue = (await loanDelinquency(db, c.orderId, lusakaDate(now())))?.overdue ?? 0;
    if (overdue <= 0) return null;
    const open = await repo.openPromiseOf(db, c.orderId);
    return { orderId: c.orderId, overdue, promise: open ? { amount: open.amount, payBy: open.payBy } : null };
  },
  async promise(orderId: number, amount: number, payBy: string, key: string): Promise<{ ok: true } | { ok: false; reason: string }> {
    if (await repo.promiseByKey(db, userId, key)) return { ok: true };
    try {
      await db.transaction((tx) => makePromise(tx, { orderId, userId, caseId: null, amount, payBy, madeBy: 'ussd', requestKey: key }, lusakaDate(now()), PROMISE_MAX_DAYS));
      return { ok: true };
    } catch (err) {
      if (err instanceof AppError) return { ok: false, reason: err.message };
      throw err;
    }
  },
});
