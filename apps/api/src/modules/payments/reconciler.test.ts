import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { NO_FAULTS, withFaults } from '../../../test/fakes/fault-profile';
import { FakeMtn } from '../../../test/fakes/mtn-fake';
import { OperatorFaults } from '../../../test/fakes/operator-faults';
import { createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { MtnMomoProvider } from '../../providers/mobile-money/mtn-momo';
import { MobileMoneyRegistry } from '../../providers/mobile-money/registry';
import { type PaymentRow, payments } from './schema';

// Issue 49: on a payday the reconciler has hundreds of payments to ask about at once (lost callbacks, answers held
// until asked); it asks several at a time, the least-asked first, and starts none after its time budget, so that a run
// ends within the job's interval. The operator here keeps every payment PENDING and answers status queries after
// `answerMs`.
const mtn = new FakeMtn();
const clock = testClock(Date.parse('2026-08-01T08:00:00Z'));
let answerMs = 0;
let app: App;
let db: Db;
let inFlight = 0;
let mostAtOnce = 0;
const asked: string[] = [];
let made: PaymentRow[] = [];

beforeAll(async () => {
  await mtn.start();
  new OperatorFaults(mtn, withFaults(NO_FAULTS, { neverDecided: 1 }));
  const handler = mtn.handler!;
  mtn.handler = async (req, call, route) => {
    if (call.op !== 'status') return handler(req, call, route);
    asked.push(call.reference!);
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    try {
      await new Promise((r) => setTimeout(r, answerMs));
      return await handler(req, call, route);
    } finally {
      inFlight -= 1;
    }
  };
  const creds = { apiUser: 'u', apiKey: 'k', subscriptionKey: 's' };
  const registry = new MobileMoneyRegistry(paymentsConfigFor('test', {}), false);
  registry.use('mtn', new MtnMomoProvider({ baseUrl: mtn.url, targetEnvironment: 'mtnzambia', currency: 'ZMW', collection: creds, disbursement: creds, timeoutMs: 5_000 }));
  app = await createTestApp({ now: clock.now }, { mobileMoney: registry });
  db = await testDb();
  // Twelve VIP card payments of twelve borrowers (a PIN prompt each), waiting at the operator.
  for (let i = 0; i < 12; i += 1) {
    const s = await loginAs(app, `096${String(4_100_000 + i)}`);
    const p = await db.transaction((tx) => app.lending.engine.create(tx, { userId: s.userId, orderId: null, planId: null, subjectId: 1, kind: 'VIP', msisdn: s.mobile, amount: 4_900 }));
    await app.lending.engine.send(p, 'Pocket VIP');
    made.push(p);
  }
  made = made.sort((a, b) => a.id - b.id);
});
afterAll(() => mtn.stop());

const reset = (ms: number) => {
  asked.length = 0;
  mostAtOnce = 0;
  answerMs = ms;
};

describe('the reconciler on a payday (issue 49)', () => {
  it('asks the least-asked payments first, in the order they were made', async () => {
    // The first six have been asked five times already (the operator kept saying PENDING).
    await db.update(payments).set({ checks: 5 }).where(inArray(payments.id, made.slice(0, 6).map((p) => p.id)));
    reset(0);
    await app.lending.engine.reconcile(0, { concurrency: 1 });
    const ours = asked.filter((r) => made.some((p) => p.reference === r));
    expect(ours).toEqual([...made.slice(6), ...made.slice(0, 6)].map((p) => p.reference));
  });

  it('asks at most `concurrency` at once, and that many while there are enough to ask', async () => {
    reset(200);
    await app.lending.engine.reconcile(0, { concurrency: 4 });
    expect(asked.filter((r) => made.some((p) => p.reference === r))).toHaveLength(12);
    expect(mostAtOnce).toBe(4);
  });

  it('starts none after its time budget: a run ends within the interval however many payments wait', async () => {
    reset(1_500);
    // Each answer takes 1.5 s: within a budget of 1 s only the first two (two at once) are started.
    await app.lending.engine.reconcile(0, { concurrency: 2, budgetMs: 1_000 });
    expect(asked).toHaveLength(2);
  });
});
