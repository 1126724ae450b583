import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, loginAs, testClock } from '../../../test/harness';
import type { App } from '../../app';
import { ACCOUNTS } from '../../ledger/accounts';
import { posting, subjects } from '../../ledger/posting';
import { ledgerEntries } from '../../ledger/schema';
import { PaymentEngine, type PaymentHandlers } from './engine';
import { payments } from './schema';

// A settled payment's money reaches the ledger only through the posting templates its kind registered with
// `engine.handle` (docs/lending.md, "Posting templates: who writes which entry"): a handler that books any other template is refused, and nothing of it is kept.

const clock = testClock(Date.parse('2026-09-01T08:00:00Z'));
let app: App;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await app.close();
});

/** A balanced entry that leaves every balance as it was (two opposite lines on the user's credit). */
const wash = (kind: string) =>
  posting<{ userId: number }>([kind], ({ userId }) => ({
    kind,
    lines: [
      { account: ACCOUNTS.userCredit, subject: subjects.user(userId), amount: 100 },
      { account: ACCOUNTS.userCredit, subject: subjects.user(userId), amount: -100 },
    ],
  }));
const registered = wash('test_registered');
const unregistered = wash('test_unregistered');

async function enginePaying(template: typeof registered) {
  const s = await loginAs(app);
  const engine = new PaymentEngine({ db: app.db, registry: app.payments.registry, now: clock.now, ownNumberOf: async () => s.mobile });
  const handlers: PaymentHandlers = {
    async succeeded(_tx, payment, book) {
      await book(template, `test:payment:${payment.id}`, { userId: payment.userId });
    },
    async failed() {},
  };
  engine.handle(['VIP'], handlers, [registered]);
  const payment = await app.db.transaction((tx) => engine.create(tx, { userId: s.userId, orderId: null, planId: null, subjectId: s.userId, kind: 'VIP', msisdn: s.mobile, amount: 10_000 }));
  return { engine, payment };
}

const entryOf = async (ref: string) => app.db.select().from(ledgerEntries).where(eq(ledgerEntries.ref, ref));
const statusOf = async (id: number) => (await app.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]?.status;

describe('a settled payment books only the posting templates its kind registered', () => {
  it('books a registered template once, however often the payment is finalized', async () => {
    const { engine, payment } = await enginePaying(registered);
    await engine.finalize(payment.id, { status: 'SUCCESSFUL' });
    await engine.finalize(payment.id, { status: 'SUCCESSFUL' });
    expect(await statusOf(payment.id)).toBe('SUCCESSFUL');
    expect((await entryOf(`test:payment:${payment.id}`)).map((e) => e.kind)).toEqual(['test_registered']);
  });

  it('refuses a template the kind did not register: the payment stays PENDING and no entry is written', async () => {
    const { engine, payment } = await enginePaying(unregistered);
    await expect(engine.finalize(payment.id, { status: 'SUCCESSFUL' })).rejects.toThrow(
      'A VIP payment may not book test_unregistered: its owner registers the template with engine.handle',
    );
    expect(await statusOf(payment.id)).toBe('PENDING');
    expect(await entryOf(`test:payment:${payment.id}`)).toEqual([]);
  });
});

describe('a posting template', () => {
  it('refuses an entry of a kind it does not name', () => {
    const wrong = posting<null>(['refund_paid'], () => ({ kind: 'refund_failed', lines: [] }));
    expect(() => wrong.entry('r-1', null)).toThrow('Entry r-1: kind refund_failed is not one of its template\'s (refund_paid)');
  });
});
