import { createHash } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
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
