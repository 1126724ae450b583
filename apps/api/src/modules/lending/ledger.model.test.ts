import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addDays } from '@pocket/contracts/lusaka-date';
import { COMPONENTS, outstanding, type PlanState, sum, zero } from '@pocket/contracts/plan-state';

import { ACCOUNTS, type Entry } from '../../ledger/accounts';
import { assertBalanced, LedgerError, MemoryLedger } from '../../ledger/ledger';
import { subjects } from '../../ledger/posting';
import { type Coupon, couponWaiver } from '../coupon/plugin';
import { allocate } from './domain/allocation';
import { checkExtension } from './domain/extension';
import { penaltiesDue } from './domain/penalty';
import { DEFAULT_PRODUCTS } from './domain/product';
import { couponWaiver as couponWaiverPosting, disbursement, extensionFee, penalty, repayment } from './postings';

const product = DEFAULT_PRODUCTS[0]!;
const PLAN = 1;
const USER = 9;
const k20: Coupon = {
  kind: 'AMOUNT_OFF', amountOff: 2_000, discountBp: 0, minBill: 0, validFrom: new Date(0), validUntil: new Date(9e15),
};

/** The system under test: domain rules writing to the ledger, state updated only when an entry is new. */
class Book {
  ledger = new MemoryLedger();
  plan: PlanState = {
    due: { penalty: 0, fee: 2_000, interest: 14_000, principal: 100_000 },
    paid: zero(), waived: zero(), dueDate: '2026-03-15', extensions: 0, penaltyThrough: null,
  };
  credit = 0;
  today = '2026-03-01';
  coupon: Coupon | null = null;
  couponUsed = false;
  constructor() {
    this.ledger.post(disbursement.entry('disburse:1', { planId: PLAN, charged: this.plan.due }));
  }
  repay(ref: string, cash: number): void {
    const owed = outstanding(this.plan);
    const fromCredit = Math.min(this.credit, sum(owed));
    const { parts, credit } = allocate(cash + fromCredit, owed);
    const entry = repayment.entry(ref, { planId: PLAN, userId: USER, cash, fromCredit, parts, toCredit: credit });
    if (!this.ledger.post(entry)) return;
    for (const k of COMPONENTS) this.plan.paid[k] += parts[k];
    this.credit += credit - fromCredit;
    this.settleCoupon();
  }
  /** A coupon is consumed when what is left is covered by it. */
  settleCoupon(): void {
    if (!this.coupon || this.couponUsed) return;
    const w = couponWaiver(this.coupon, this.plan);
    if (sum(outstanding(this.plan)) - sum(w) > 0 || sum(w) === 0) return;
    if (this.ledger.post(couponWaiverPosting.entry(`coupon:${PLAN}`, { planId: PLAN, parts: w }))) {
      for (const k of COMPONENTS) this.plan.waived[k] += w[k];
      this.couponUsed = true;
    }
  }
  advance(days: number): void {
    this.today = addDays(this.today, days);
    for (const a of penaltiesDue(this.plan, product, this.today)) {
      if (this.ledger.post(penalty.entry(`penalty:${PLAN}:${a.date}`, { planId: PLAN, amount: a.amount }))) {
        this.plan.due.penalty += a.amount;
        this.plan.penaltyThrough = a.date;
      }
    }
  }
  extend(ref: string): void {
    const check = checkExtension(this.plan, product, 14, this.today);
    const fee = check.ok ? check.fee : 8_000;
    if (!this.ledger.post(extensionFee.entry(ref, { userId: USER, amount: fee, granted: check.ok }))) return;
    if (check.ok) {
      this.plan.dueDate = check.extensionRepayDate;
      this.plan.extensions += 1;
    } else this.credit += fee;
  }
}

type Cmd =
  | { t: 'repay'; amount: number; dup: boolean }
  | { t: 'advance'; days: number }
  | { t: 'coupon' }
  | { t: 'extend'; dup: boolean }
  | { t: 'restart' };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ t: fc.constant('repay' as const), amount: fc.integer({ min: 1, max: 150_000 }), dup: fc.boolean() }),
  fc.record({ t: fc.constant('advance' as const), days: fc.integer({ min: 0, max: 12 }) }),
  fc.constant({ t: 'coupon' as const }),
  fc.record({ t: fc.constant('extend' as const), dup: fc.boolean() }),
  fc.constant({ t: 'restart' as const }),
);

describe('ledger model test (fast-check command sequences)', () => {
  it('keeps the book balanced and equal to a simple model after every step', () => {
    fc.assert(
      fc.property(fc.array(cmd, { maxLength: 40 }), (cmds) => {
        const book = new Book();
        // The model: plain sums, no components, no ledger.
        let charged = 116_000;
        let cashIn = 0;
        let seq = 0;
        for (const c of cmds) {
          const before = sum(outstanding(book.plan));
          const creditBefore = book.credit;
          const waivedBefore = sum(book.plan.waived);
          if (c.t === 'repay') {
            const ref = `payment:${(seq += 1)}`;
            book.repay(ref, c.amount);
            if (c.dup) book.repay(ref, c.amount); // a duplicated provider event is applied once
            cashIn += c.amount;
            const applied = Math.min(before, c.amount + creditBefore);
            expect(sum(outstanding(book.plan))).toBe(before - applied - (sum(book.plan.waived) - waivedBefore));
            expect(book.credit).toBe(creditBefore + c.amount - applied);
          } else if (c.t === 'advance') {
            const penaltyBefore = book.plan.due.penalty;
            book.advance(c.days);
            charged += book.plan.due.penalty - penaltyBefore;
          } else if (c.t === 'coupon') {
            if (!book.couponUsed) book.coupon = k20;
            book.settleCoupon();
          } else if (c.t === 'extend') {
            const ref = `extension:${(seq += 1)}`;
            book.extend(ref);
            if (c.dup) book.extend(ref);
            cashIn += 8_000;
          } else {
            const replay = new MemoryLedger();
            for (const e of book.ledger.entries()) expect(replay.post(e)).toBe(true);
            book.ledger = replay;
          }
          const l = book.ledger;
          expect(l.total()).toBe(0);
          const receivable = COMPONENTS.reduce((s, k) => s + l.balance(
            { penalty: ACCOUNTS.penalty, fee: ACCOUNTS.fee, interest: ACCOUNTS.interest, principal: ACCOUNTS.principal }[k],
            subjects.plan(PLAN),
          ), 0);
          expect(receivable).toBe(sum(outstanding(book.plan)));
          expect(receivable).toBe(charged - sum(book.plan.paid) - sum(book.plan.waived));
          expect(0 - l.balance(ACCOUNTS.userCredit, subjects.user(USER)) + 0).toBe(book.credit);
          expect(book.credit).toBeGreaterThanOrEqual(0);
          expect(l.balance(ACCOUNTS.cash, subjects.house)).toBe(cashIn - 100_000);
          if (book.couponUsed) expect(sum(outstanding(book.plan))).toBe(0);
          for (const k of COMPONENTS) expect(book.plan.paid[k] + book.plan.waived[k]).toBeLessThanOrEqual(book.plan.due[k]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses unbalanced or fractional entries', () => {
    const bad: Entry = { ref: 'x', kind: 'x', lines: [{ account: ACCOUNTS.cash, subject: '-', amount: 5 }] };
    expect(() => assertBalanced(bad)).toThrow(LedgerError);
    const frac: Entry = {
      ref: 'y', kind: 'y',
      lines: [{ account: ACCOUNTS.cash, subject: '-', amount: 0.5 }, { account: ACCOUNTS.feeIncome, subject: '-', amount: -0.5 }],
    };
    expect(() => assertBalanced(frac)).toThrow(LedgerError);
  });
});
