// The borrower's books versions (docs/decisions/0042-borrower-books-versions.md): the loan, repayment and stage reads
// keep what they read and read it again only when a write changed it. What must hold: every table those reads keep
// raises a version when written (checked against the statements' own SQL, so a column added later cannot escape),
// a write made outside the server's code (SQL, as another process would) is seen by the very next read, and a kept
// read is shared, frozen, and the same as a read from scratch.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { call, createTestApp, loggedTestDb } from '../../../test/harness';
import { signedReadBorrowers } from '../../../test/signed-reads-setup';
import { selectRows } from '../../db/rows';
import { hashToken } from '../auth/plugin';
import { revokeSessionOfToken } from '../auth/test-support';
import { renameCoupon } from '../coupon/test-support';
import { readMyLoansBySession } from '../lending/plugin';
import { moveBillDueDate } from '../lending/test-support';
import { readRepayDetailBySession } from '../repayment/plugin';
import { keptReadsOf } from './plugin';

let sent: string[] = [];
const db = loggedTestDb({ logQuery: (query) => void sent.push(query) });

/** A borrower with a loan and an applied coupon, and one with a stage order: every kept read has something to read. */
async function setup() {
  const app = await createTestApp({}, { db: await db });
  return { app, ...(await signedReadBorrowers(app)) };
}

/** Ledger entries are written only with their lines (a posting is two lines or more) and never changed. */
const WRITTEN_WITH_ANOTHER = new Set(['ledger_entries']);

describe('the borrower books versions (issue 34)', () => {
  it('every table a kept read reads raises a version when written', { timeout: 180_000 }, async () => {
    const { loan, orderId, planId, stage, stageOrderId } = await setup();
    const reads: Array<[string, () => Promise<{ status: number; body: string }>]> = [
      ['getMyLoanInfo', () => loan.call('GET', '/api/my/getMyLoanInfo')],
      ['queryLoanDetail', () => loan.call('POST', `/api/order/api/queryLoanDetail/${orderId}`)],
      ['reminder', () => loan.call('GET', '/api/v4/reminder/get')],
      ['getRepayDetailV2', () => loan.call('POST', `/api/order/api/getRepayDetailV2/${orderId}`)],
      ['extensionDetail', () => loan.call('POST', '/api/order/api/extensionDetail', { planId })],
      ['coupon-list', () => loan.call('POST', '/api/v4/my/coupon-list', { planId })],
      ['mobile-order index', () => stage.call('GET', '/api/v1/mobile-order/index')],
      ['mobile-order info', () => stage.call('GET', `/api/v1/mobile-order/info?orderId=${stageOrderId}`)],
      ['mobile-order plan-list', () => stage.call('POST', '/api/v1/mobile-order/plan-list', { orderId: stageOrderId })],
    ];
    const d = await db;
    const tables = new Set((await selectRows<{ name: string }>(d, sql`select tablename as name from pg_tables where schemaname = 'public'`)).map((r) => r.name));
    const watched = new Set(
      (
        await selectRows<{ name: string }>(d, sql`select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname like 'borrower_books_%' or t.tgname like 'catalogue_version_%'`)
      ).map((r) => r.name),
    );
    const kept = new Map<string, Set<string>>();
    for (const [name, read] of reads) {
      keptReadsOf(d).clear();
      sent = [];
      const res = await read();
      expect(res.status, `${name}: ${res.body}`).toBe(200);
      // Nothing kept: the full read, the one statement that names the versions' table.
      const full = sent.filter((s) => s.includes('"borrower_books"'));
      expect(full, `${name} reads through keptSessionReads`).toHaveLength(1);
      const named = [...full[0]!.matchAll(/"([a-z_]+)"/g)].map((m) => m[1]!).filter((t) => tables.has(t));
      kept.set(name, new Set(named.filter((t) => !['sessions', 'borrower_books', 'catalogue_version'].includes(t))));
      // Kept: the next call sends the small check only (the session and the versions). On a shared PostgreSQL
      // database other test files change the catalogue meanwhile, which makes a call read in full: the fewest of three.
      let check: string[] = [];
      for (let i = 0; i < 3 && check.length !== 1; i++) {
        sent = [];
        expect((await read()).status).toBe(200);
        check = sent.filter((s) => s.includes('"borrower_books"'));
      }
      expect(check, name).toHaveLength(1);
      expect([...check[0]!.matchAll(/"([a-z_]+)"/g)].map((m) => m[1]!).filter((t) => tables.has(t) && !['sessions', 'borrower_books', 'catalogue_version'].includes(t)), name).toEqual(
        name === 'mobile-order index' ? ['loan_products'] : [],
      );
    }
    const read = new Set([...kept.values()].flatMap((s) => [...s]));
    // What the reads keep, by name: a new table must be watched (a trigger in a migration) before it can be kept.
    expect([...read].filter((t) => !watched.has(t) && !WRITTEN_WITH_ANOTHER.has(t)).sort()).toEqual([]);
    expect([...read].sort()).toEqual(
      ['coupons', 'credit_limits', 'kyc_sections', 'ledger_entries', 'ledger_lines', 'loan_orders', 'loan_plans', 'loan_products', 'payments', 'stage_orders', 'stage_phones', 'stage_shops', 'user_coupons', 'vip_memberships'].sort(),
    );
  });

  it('a kept read is shared until a write, and a write made outside the server is seen by the next read', { timeout: 180_000 }, async () => {
    const { loan, orderId, planId } = await setup();
    const d = await db;
    const session = () => ({ tokenHash: hashToken(loan.token), now: new Date().toISOString() });
    const first = (await readMyLoansBySession(d, session()))!;
    const again = (await readMyLoansBySession(d, session()))!;
    // Kept: the same objects, frozen (every request shares them).
    expect(again.data.plans).toBe(first.data.plans);
    expect(Object.isFrozen(first.data.plans[0])).toBe(true);
    expect(() => (first.data.plans as unknown as unknown[]).push(null)).toThrow(TypeError);

    // A bill changed by SQL, as another process or an operator would: the next read sees it.
    const before = first.data.plans.find((p) => p.id === planId)!;
    await moveBillDueDate(d, planId, -1);
    const moved = (await readMyLoansBySession(d, session()))!;
    expect(moved.data.plans).not.toBe(first.data.plans);
    expect(moved.data.plans.find((p) => p.id === planId)!.dueDate).not.toBe(before.dueDate);

    // A catalogue change (a coupon's name) reaches a kept repayment detail too.
    const detail = (await readRepayDetailBySession(d, session(), orderId))!;
    expect(detail.detail!.userCoupons.length).toBeGreaterThan(0);
    expect((await readRepayDetailBySession(d, session(), orderId))!.detail).toBe(detail.detail);
    const couponId = detail.detail!.userCoupons[0]!.c.id;
    await renameCoupon(d, couponId, (name) => `${name} (renamed)`);
    const renamed = (await readRepayDetailBySession(d, session(), orderId))!.detail!;
    expect(renamed.userCoupons.find((c) => c.c.id === couponId)!.c.name).toMatch(/ \(renamed\)$/);
    await renameCoupon(d, couponId, (name) => name.replace(' (renamed)', ''));

    // Credit: a ledger posting to the borrower's credit account raises the version in its transaction.
    const version = async () => (await selectRows<{ v: string }>(d, sql`select version::text as v from borrower_books where user_id = ${loan.userId}`))[0]?.v;
    const v1 = await version();
    const res = await loan.call('POST', `/api/order/api/getRepayDetailV2/${orderId}`);
    expect(res.status).toBe(200);
    expect(await version()).toBe(v1); // a read raises nothing
    // An ended session forgets what was kept for it.
    await revokeSessionOfToken(d, loan.token);
    expect(await readMyLoansBySession(d, session())).toBeNull();
    expect((await loan.call('GET', '/api/my/getMyLoanInfo')).status).toBe(401);
  });

  it('the answers of kept reads equal reads from scratch after every step of a repayment', { timeout: 180_000 }, async () => {
    const { app, loan, orderId, planId } = await setup();
    const d = await db;
    const scratch = async () => {
      keptReadsOf(d).clear();
      return (await loan.call('GET', '/api/my/getMyLoanInfo')).json.data;
    };
    const kept = async () => (await loan.call('GET', '/api/my/getMyLoanInfo')).json.data;
    expect(await kept()).toEqual(await scratch());
    // A repayment submitted: its payment is in flight on the bill.
    const submitted = await loan.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: '100' }, { 'Idempotency-Key': `books-repay-${planId}` });
    expect(submitted.status, submitted.body).toBe(200);
    const inFlight = await kept();
    expect(inFlight).toEqual(await scratch());
    expect(JSON.stringify(inFlight)).toContain(submitted.json.data.reference);
    // Approved on the wallet: the payment settles, the bill's figures move.
    const prompts = await call(app, 'GET', `/api/dev/prompts?mobile=${loan.mobile}`);
    const approved = await call(app, 'POST', `/api/dev/prompts/${prompts.json.data[0].reference}/approve`, { pin: '1234' });
    expect(approved.status, approved.body).toBe(200);
    for (let i = 0; i < 100; i++) {
      const now = await kept();
      if (!JSON.stringify(now).includes(submitted.json.data.reference)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const settled = await kept();
    expect(settled).toEqual(await scratch());
    expect(JSON.stringify(settled)).not.toContain(submitted.json.data.reference);
    expect(settled.orders.find((o: { orderId: number }) => o.orderId === orderId)).toBeDefined();
  });
});
