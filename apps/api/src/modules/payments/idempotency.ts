import { createHash } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { AppError, conflict } from '../../plugins/errors';
import { idempotencyKeys } from './schema';

export const KEY_IN_FLIGHT = 'This payment request is still being processed. Please wait a moment';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request';
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,64}$/;

export interface Answer {
  status: number;
  body: unknown;
}

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
  const [mine] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, state: 'IN_FLIGHT' })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (!mine) {
    const [prior] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!prior) throw conflict(KEY_IN_FLIGHT);
    if (prior.requestHash !== requestHash) throw new AppError(422, KEY_REUSED);
    if (prior.state !== 'DONE') throw conflict(KEY_IN_FLIGHT);
    return { status: prior.httpStatus ?? 200, body: prior.response };
  }
  try {
    const answer = await run();
    await db.update(idempotencyKeys).set({ state: 'DONE', response: answer.body, httpStatus: answer.status, updatedAt: new Date() }).where(eq(idempotencyKeys.id, mine.id));
    return answer;
  } catch (err) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, mine.id));
    throw err;
  }
}
