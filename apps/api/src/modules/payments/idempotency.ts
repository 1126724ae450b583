import { createHash } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { txStatement } from '../../db/statement';
import { AppError, conflict } from '../../plugins/errors';
import { idempotencyKeys } from './schema';

export const KEY_IN_FLIGHT = 'This payment request is still being processed. Please wait a moment';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request';
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,64}$/;

export interface Answer {
  status: number;
  body: unknown;
}

// The statements every money-moving call runs, prepared once per database. Placeholders inside sql`` are not
// encoded by their column: the answer goes as JSON text and the time as an ISO string.
const statements = preparedFor((db: Db) => ({
  claim: db
    .insert(idempotencyKeys)
    .values({ scope: sql.placeholder('scope'), key: sql.placeholder('key'), requestHash: sql.placeholder('requestHash'), state: 'IN_FLIGHT' })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
    .prepare('idempotency_claim'),
  prior: db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, sql.placeholder('scope')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .prepare('idempotency_prior'),
  done: db
    .update(idempotencyKeys)
    .set({ state: 'DONE', response: sql`${sql.placeholder('response')}::jsonb`, httpStatus: sql`${sql.placeholder('httpStatus')}::int`, updatedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(idempotencyKeys.id, sql.placeholder('id')))
    .prepare('idempotency_done'),
}));

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');

/**
 * Runs a money-moving handler at most once per (scope, key): the same key and body replay the stored answer; the
 * same key with another body, or while the first is still running, is refused. A refusal (4xx) writes nothing, so
 * the key is released with it.
 */
export async function withIdempotency(db: Db, scope: string, key: string | undefined, body: unknown, run: () => Promise<Answer>): Promise<Answer> {
  if (key === undefined) return run();
  if (!KEY_FORMAT.test(key)) throw new AppError(400, 'Idempotency-Key must be 8 to 64 letters, digits, - or _');
  const requestHash = hashOf(body);
  const q = statements(db);
  const [mine] = await q.claim.execute({ scope, key, requestHash });
  if (!mine) {
    const [prior] = await q.prior.execute({ scope, key });
    if (!prior) throw conflict(KEY_IN_FLIGHT);
    if (prior.requestHash !== requestHash) throw new AppError(422, KEY_REUSED);
    if (prior.state !== 'DONE') throw conflict(KEY_IN_FLIGHT);
    return { status: prior.httpStatus ?? 200, body: prior.response };
  }
  try {
    const answer = await run();
    await q.done.execute({ id: mine.id, response: JSON.stringify(answer.body ?? null), httpStatus: answer.status, now: new Date().toISOString() });
    return answer;
  } catch (err) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, mine.id));
    throw err;
  }
}

/** Runs `work` in a database transaction and answers its result (the caller's own, or one that also claims a key). */
export type InTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

const claimColumns = { id: idempotencyKeys.id };
// The claim inside the caller's transaction, built once (txStatement).
const claimInTransaction = txStatement(
  'idempotency_claim_in_transaction',
  (db) =>
    db
      .insert(idempotencyKeys)
      .values({ scope: sql.placeholder('scope'), key: sql.placeholder('key'), requestHash: sql.placeholder('requestHash'), state: 'IN_FLIGHT' })
      .onConflictDoNothing()
      .returning(claimColumns),
  claimColumns,
);

/** Thrown inside the claiming transaction when the key is taken: rolls it back, then the prior claim answers. */
class KeyTaken extends Error {}

/**
 * withIdempotency for a handler whose writes are one transaction followed by work outside it (a provider call): the
 * claim is written inside that transaction (`run` gets `transaction`, to open it once). So a refusal in the
 * transaction rolls the claim back with everything else (no separate delete), and a call costs one commit less.
 * The same key meanwhile: its claim waits for this transaction (the key's unique index), then finds the claim,
 * IN_FLIGHT (409) until the answer is stored, as with withIdempotency. Work after the transaction that throws
 * releases the key (deleted), as withIdempotency does.
 */
export async function withIdempotentTransaction(
  db: Db,
  scope: string,
  key: string | undefined,
  body: unknown,
  run: (transaction: InTransaction) => Promise<Answer>,
): Promise<Answer> {
  if (key === undefined) return run((work) => db.transaction(work));
  if (!KEY_FORMAT.test(key)) throw new AppError(400, 'Idempotency-Key must be 8 to 64 letters, digits, - or _');
  const requestHash = hashOf(body);
  let opened = false;
  let claimed: number | null = null;
  const transaction: InTransaction = async (work) => {
    if (opened) throw new Error('withIdempotentTransaction: one transaction per call');
    opened = true;
    const [result, id] = await db.transaction(async (tx) => {
      const [mine] = await claimInTransaction(tx, { scope, key, requestHash });
      if (!mine) throw new KeyTaken();
      return [await work(tx), mine.id] as const;
    });
    claimed = id;
    return result;
  };
  const q = statements(db);
  try {
    const answer = await run(transaction);
    if (claimed === null) throw new Error('withIdempotentTransaction: the handler answered without its transaction');
    await q.done.execute({ id: claimed, response: JSON.stringify(answer.body ?? null), httpStatus: answer.status, now: new Date().toISOString() });
    return answer;
  } catch (err) {
    if (err instanceof KeyTaken) {
      const [prior] = await q.prior.execute({ scope, key });
      if (!prior) throw conflict(KEY_IN_FLIGHT);
      if (prior.requestHash !== requestHash) throw new AppError(422, KEY_REUSED);
      if (prior.state !== 'DONE') throw conflict(KEY_IN_FLIGHT);
      return { status: prior.httpStatus ?? 200, body: prior.response };
    }
    if (claimed !== null) await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed));
    throw err;
  }
}
