import { expect, it } from 'vitest';

import { borrow, borrower } from '../../../../test/lending-helpers';
import { e164, lusaka, type MessageTestContext, rowsOf } from '../test-support';

export function exactlyOnce(ctx: MessageTestContext) {
  const { clock } = ctx;

  it('50 concurrent job runs on two instances: one SMS per event (paid out, due in 3 days) for each borrower', async () => {
    clock.set(lusaka('2026-08-01T10:00:00'));
    const borrowers = [];
    for (let i = 0; i < 4; i += 1) {
      const s = await borrower(ctx.a);
      await borrow(ctx.a, s, 500, 14); // due 15 Aug
      borrowers.push(s);
    }
    clock.set(lusaka('2026-08-12T09:00:00'));
    const started = performance.now();
    const runs = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? ctx.a : ctx.b).messages.runJob()));
    const ms = performance.now() - started;
    console.log(`[exactly once] 50 concurrent job runs on 2 instances in ${ms.toFixed(0)} ms; collections that ran: ${runs.filter((r) => r.ran).length}; sent: ${runs.reduce((n, r) => n + r.sent, 0)}`);
    for (const s of borrowers) {
      // Once each; the two may reach the gateway in either order when 50 runs send at once.
      const texts = ctx.fake.received.filter((m) => m.to === e164(s.mobile)).map((m) => m.message);
      expect([...texts].sort()).toEqual(
        [
          'Pocket: your loan of K500.00 was sent to your mobile money. K580.00 is due on 15 Aug. Repay in the Pocket app.',
          'Pocket: your bill of K580.00 is due in 3 days, on 15 Aug. Repay in the Pocket app.',
        ].sort(),
      );
      expect((await rowsOf(ctx.db, s.userId)).map((r) => [r.event, r.status, r.attempts])).toEqual([
        ['loan.disbursed', 'SENT', 1],
        ['bill.due.3', 'SENT', 1],
      ]);
    }
  });

  it('the same event told 50 times at once through both instances is one message', async () => {
    const s = await borrower(ctx.a);
    const event = { event: 'payment.failed' as const, userId: s.userId, loanId: null, paymentId: 7_000_000 + s.userId, amount: 2_000, why: 'declined' as const };
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? ctx.a : ctx.b).messages.notify(i % 2 ? ctx.db : ctx.dbB, event)));
    expect(outcomes.filter((o) => o === 'queued')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'repeat')).toHaveLength(49);
    await Promise.all([ctx.a.messages.runJob(), ctx.b.messages.runJob(), ctx.a.messages.runJob(), ctx.b.messages.runJob()]);
    expect(ctx.fake.received.filter((m) => m.to === e164(s.mobile))).toHaveLength(1);
  });
}
