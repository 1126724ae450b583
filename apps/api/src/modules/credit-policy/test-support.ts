import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { creditDecisions, creditPolicyVersions } from './schema';

// What other rooms' tests read of the credit policy's tables, so that no test outside it names them.

/** Every recorded decision of the borrower `userId`. */
export const recordedDecisionsOf = (db: Db, userId: number) => db.select().from(creditDecisions).where(eq(creditDecisions.userId, userId));

/** The recorded decisions of the borrowers `userIds`, oldest first. */
export const recordedDecisionsOfBorrowers = (db: Db, userIds: number[]) =>
  db.select().from(creditDecisions).where(inArray(creditDecisions.userId, userIds)).orderBy(asc(creditDecisions.id));

const madeIn = (from: Date, to: Date) => and(gte(creditDecisions.createdAt, from), lt(creditDecisions.createdAt, to));

/** The ids of the decisions recorded in [from, to), oldest first. */
export const decisionIdsBetween = async (db: Db, from: Date, to: Date): Promise<number[]> =>
  (await db.select({ id: creditDecisions.id }).from(creditDecisions).where(madeIn(from, to)).orderBy(asc(creditDecisions.id))).map((r) => Number(r.id));

/** Forgets the decisions recorded in [from, to) (a test's made-up decisions, on a database later files share). */
export async function forgetDecisionsBetween(db: Db, from: Date, to: Date): Promise<void> {
  await db.delete(creditDecisions).where(madeIn(from, to));
}

/** How many recorded decisions led to one of the loan orders `orderIds`. */
export async function decisionsOfOrdersCount(db: Db, orderIds: number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(creditDecisions).where(inArray(creditDecisions.orderId, orderIds));
  return Number(row!.n);
}

/** How many policy versions are live (one, always). */
export async function liveVersionsCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(creditPolicyVersions).where(eq(creditPolicyVersions.status, 'live'));
  return Number(row!.n);
}

/** Every recorded decision: its borrower, when it was made and the features it saw. */
export const allRecordedDecisions = (db: Db) =>
  db.select({ userId: creditDecisions.userId, createdAt: creditDecisions.createdAt, features: creditDecisions.features }).from(creditDecisions).orderBy(asc(creditDecisions.id));
