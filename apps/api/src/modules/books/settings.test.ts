import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { APPROVAL_MESSAGES, BOOKS_MESSAGES, CHART_MESSAGES, FEE_RECOGNITION_MESSAGES } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { asOwnerRolledBack, createTestApp, privateTestDb } from '../../../test/harness';
import { sandboxAccount, staffSignIn, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { seedLending } from '../lending/plugin';
import { makeHandBuiltLoan } from '../lending/test-support';
import { auditCount, auditRows } from '../staff-audit/test-support';
import { addBorrower } from '../user/test-support';
import { accrueDay } from './accrual';
import { bookChartKind } from './chart';
import { DEFAULT_CLASSES } from './classes';
import { bookClassesKind } from './classes-kind';
import { journalCsv } from './journal';
import { provisionMonth } from './provisioning';

/*
 * The books' settings on the desk (docs/books.md "Changing the classes", "Changing the chart of accounts", "Changing
 * the fee recognition"): the provisioning classes, the chart of accounts and the fee recognition, changed through
 * maker-checker. On a private database (PGlite): a
 * change of the classes or the chart would change the other files' figures on a shared one. Months of 2031.
 */
vi.setConfig({ testTimeout: 120_000 });

let app: App;
let db: Db;
let finance: StaffTestSession;
let finance2: StaffTestSession;

const approve = (s: StaffTestSession, id: number) => s.call('POST', `/api/staff/approvals/${id}/approve`, {});
const provisioned = async (month: string) =>
  (await selectRows<{ class_code: string; rate_bp: number; provision: number | string }>(db, sql`select class_code, rate_bp, provision from loan_provisions where month = ${month}`)).map((r) => [r.class_code, r.rate_bp, Number(r.provision)]);

beforeAll(async () => {
  db = await privateTestDb();
  app = await createTestApp({}, { db });
  finance = await staffSignIn(app, sandboxAccount('finance@pocket.test'));
  finance2 = await staffSignIn(app, sandboxAccount('finance2@pocket.test'));
});

describe('the provisioning classes on the desk', () => {
  it('finance asks for new classes, a second finance member approves; month ends after use them, one provisioned before keeps its figures', async () => {
    // One loan, current at both month ends: 1,000.00 of principal due 2031-06-30.
    await seedLending(db);
    await makeHandBuiltLoan(db, await addBorrower(db, '0977000001'), { principal: 100000, termDays: 90, walletMsisdn: '0977000001', disbursedAt: new Date('2031-03-01T08:00:00Z') }, [
      { due: '2031-06-30', principal: 100000 },
    ]);
    await provisionMonth(db, '2031-04', new Date());
    expect(await provisioned('2031-04')).toEqual([['current', 100, 1_000]]);

    const read = await finance.call('GET', '/api/staff/books/classes');
    expect(read.status, read.body).toBe(200);
    expect(read.json.data.items).toEqual(DEFAULT_CLASSES);

    // Current becomes "Pass" at 2 %.
    const next = [{ ...DEFAULT_CLASSES[0]!, code: 'pass', name: 'Pass', rateBp: 200 }, ...DEFAULT_CLASSES.slice(1)];
    const asked = await finance.call('POST', '/api/staff/books/classes', { classes: next, reason: 'The regulator’s new directive' });
    expect(asked.status, asked.body).toBe(200);
    const id = asked.json.data.id as number;
    const own = await approve(finance, id);
    expect([own.status, own.json.msg]).toEqual([403, APPROVAL_MESSAGES.ownRequest]);
    expect((await finance.call('GET', '/api/staff/books/classes')).json.data.items).toEqual(DEFAULT_CLASSES);

    const approved = await approve(finance2, id);
    expect(approved.status, approved.body).toBe(200);
    expect((await finance.call('GET', '/api/staff/books/classes')).json.data.items).toEqual(next);
    const [audit] = await auditRows<{ after: { effect: { entity: string; state: unknown } } }>(db, { action: 'approval.approve', entityId: String(id) }, ['after']);
    expect(audit!.after.effect).toMatchObject({ entity: 'provision_classes', state: { classes: next } });
    expect((await auditRows<{ before: { effect: unknown } }>(db, { action: 'approval.approve', entityId: String(id) }, ['before']))[0]!.before.effect).toMatchObject({
      entity: 'provision_classes',
      state: { classes: DEFAULT_CLASSES },
    });

    await provisionMonth(db, '2031-05', new Date());
    expect(await provisioned('2031-05')).toEqual([['pass', 200, 2_000]]);
    expect(await provisioned('2031-04')).toEqual([['current', 100, 1_000]]);
    // April's report still shows its loan in the class it was in, named by its code, after the classes in force.
    const april = (await finance.call('GET', '/api/staff/books/months/2031-04/provisions')).json.data;
    expect(april.classes.map((c: { classCode: string; name: string; provision: number }) => [c.classCode, c.name, c.provision])).toEqual([
      ['pass', 'Pass', 0], ['special_mention', 'Special mention', 0], ['substandard', 'Substandard', 0], ['doubtful', 'Doubtful', 0], ['loss', 'Loss', 0], ['current', 'current', 1_000],
    ]);
    expect(april.totals.provision).toBe(1_000);
  });

  // Who may read and ask (finance, admin; risk reads the classes) is the contracts': permissions.test.ts tries every role.
  it('refuses a bad set when asked with the validator’s words, and again at the approval', async () => {
    const [first, second, ...rest] = DEFAULT_CLASSES;
    const gap = await finance.call('POST', '/api/staff/books/classes', { classes: [first, { ...second!, fromDays: 3 }, ...rest], reason: 'Widen the first class' });
    expect([gap.status, gap.json.msg]).toEqual([400, 'classes: "special_mention" must start at day 1']);
    const rate = await finance.call('POST', '/api/staff/books/classes', { classes: [first, second, ...rest.slice(0, -1), { ...rest.at(-1)!, rateBp: 12_000 }], reason: 'More on loss' });
    expect([rate.status, rate.json.msg]).toEqual([400, 'classes: the rate of "loss" must be 0 to 10000 basis points']);
    // A set that went bad after the request (a stored payload) is refused by the approval too, in its transaction.
    await asOwnerRolledBack(async (tx) => {
      await expect(bookClassesKind().effect(tx, { classes: [{ ...first!, toDays: null }, second!] }, { approvalId: 0, decidedBy: 1, decidedAt: new Date() })).rejects.toThrow('classes: only the last class may be open-ended ("current" is not last)');
    }, db);
    // Classes stored broken (a gap, written by hand) are what a change's audit row holds as before, not nothing.
    await asOwnerRolledBack(async (tx) => {
      await tx.execute(sql`update provision_classes set from_days = 5 where position = 2`);
      const stored = (await selectRows<{ code: string; from_days: number }>(tx, sql`select code, from_days from provision_classes order by position`)).map((r) => [r.code, r.from_days]);
      const effect = await bookClassesKind().effect(tx, { classes: [...DEFAULT_CLASSES] }, { approvalId: 0, decidedBy: 1, decidedAt: new Date() });
      const before = (effect.before as { classes: { code: string; fromDays: number }[] }).classes;
      expect(before.map((c) => [c.code, c.fromDays])).toEqual(stored);
      expect(before[1]!.fromDays).toBe(5);
    }, db);
  });
});

describe('the chart of accounts on the desk', () => {
  it('shows an account without a code; a code set through maker-checker is what the journal export then reads', async () => {
    // An account the ledger has and the chart does not yet (as a new account before its code is given).
    await db.execute(sql`delete from chart_of_accounts where account = ${ACCOUNTS.recoveryIncome}`);
    const [e] = await selectRows<{ id: number | string }>(db, sql`insert into ledger_entries (ref, kind, created_at) values ('books:recovered', 'test', '2031-08-10T10:00:00Z') returning id`);
    await db.execute(sql`insert into ledger_lines (entry_id, account, subject, amount) values (${e!.id}, 'asset:cash', 'test:books', 2500), (${e!.id}, ${ACCOUNTS.recoveryIncome}, 'test:books', -2500)`);
    await db.execute(sql`insert into ledger_periods (month, status, closed_by, closed_at) values ('2031-08', 'closed', ${finance2.id}, now())`);
    const exported = async () => {
      let csv = '';
      for await (const part of journalCsv(db, '2031-08')) csv += part;
      return csv;
    };
    await expect(exported()).rejects.toThrow('The ledger account income:recovery has no code in the chart of accounts');

    const chart = await finance.call('GET', '/api/staff/books/chart');
    expect(chart.status, chart.body).toBe(200);
    expect(chart.json.data.items).toHaveLength(Object.values(ACCOUNTS).length);
    expect(chart.json.data.items[0]).toEqual({ account: 'asset:cash', code: '1100', name: 'Cash at mobile-money operators' });
    expect(chart.json.data.items.at(-1)).toEqual({ account: 'income:recovery', code: null, name: null });

    const unknown = await finance.call('POST', '/api/staff/books/chart', { accounts: [{ account: 'asset:gold', code: '1900', name: 'Gold' }], reason: 'New account' });
    expect([unknown.status, unknown.json.msg]).toEqual([400, CHART_MESSAGES.unknownAccount('asset:gold')]);
    const taken = await finance.call('POST', '/api/staff/books/chart', { accounts: [{ account: 'income:recovery', code: '1100', name: 'Recoveries' }], reason: 'Give it a code' });
    expect([taken.status, taken.json.msg]).toEqual([400, CHART_MESSAGES.sameCode('1100', 'income:recovery', 'asset:cash')]);

    const asked = await finance.call('POST', '/api/staff/books/chart', { accounts: [{ account: 'income:recovery', code: '4310', name: 'Recoveries' }], reason: 'Give it a code' });
    expect(asked.status, asked.body).toBe(200);
    expect((await approve(finance, asked.json.data.id)).status).toBe(403);
    expect((await approve(finance2, asked.json.data.id)).status).toBe(200);
    expect((await finance.call('GET', '/api/staff/books/chart')).json.data.items.find((a: { account: string }) => a.account === 'income:recovery')).toEqual({ account: 'income:recovery', code: '4310', name: 'Recoveries' });
    const csv = await finance.call('GET', '/api/staff/books/months/2031-08/journal.csv');
    expect(csv.status, csv.body).toBe(200);
    expect(csv.body).toContain('2031-08-10,4310,Recoveries (test),,25.00,books:recovered');
  });

  it('removes the code of an account without a line in the ledger through maker-checker; an account with lines, or one the ledger does not have, is refused naming it', async () => {
    const chart = async () => (await finance.call('GET', '/api/staff/books/chart')).json.data.items as Array<{ account: string; code: string | null; name: string | null }>;
    const linesOf = async (account: string) => Number((await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ledger_lines where account = ${account}`))[0]!.n);
    // Two accounts this database never posted to, and one with the line of 10 August 2031 (the test above).
    const [shop, coupon] = [ACCOUNTS.shopPayable, ACCOUNTS.couponExpense];
    expect([await linesOf(shop), await linesOf(coupon)]).toEqual([0, 0]);
    const shopBefore = (await chart()).find((a) => a.account === shop)!;
    expect(shopBefore.code).not.toBeNull();

    const used = await finance.call('POST', '/api/staff/books/chart', { remove: [ACCOUNTS.recoveryIncome], reason: 'Not ours' });
    expect([used.status, used.json.msg]).toEqual([400, CHART_MESSAGES.hasLines('income:recovery', '2031-08-10')]);
    expect(CHART_MESSAGES.hasLines('income:recovery', '2031-08-10')).toBe(
      'The account income:recovery has lines in the ledger (the first on 2031-08-10): its code cannot be removed, since every journal export and statement of their months needs it. Give it another code instead.',
    );
    const gold = await finance.call('POST', '/api/staff/books/chart', { remove: ['asset:gold'], reason: 'Not ours' });
    expect([gold.status, gold.json.msg]).toEqual([400, CHART_MESSAGES.unknownAccount('asset:gold')]);
    const twice = await finance.call('POST', '/api/staff/books/chart', { accounts: [{ account: shop, code: '2990', name: 'Shops' }], remove: [shop], reason: 'Both' });
    expect([twice.status, twice.json.msg]).toEqual([400, CHART_MESSAGES.twice(shop)]);
    const none = await finance.call('POST', '/api/staff/books/chart', { accounts: [], reason: 'Nothing' });
    expect([none.status, none.json.msg]).toEqual([400, expect.stringContaining('at least one account')]);

    // The shop payable's code is removed and, in the same request, given to the coupon waiver (a code removed is free).
    const asked = await finance.call('POST', '/api/staff/books/chart', { accounts: [{ account: coupon, code: shopBefore.code, name: 'Coupons given' }], remove: [shop], reason: 'No phone shops' });
    expect(asked.status, asked.body).toBe(200);
    // A second request to remove the coupon waiver's code: the ledger gets a line of it before the approval, which refuses.
    const late = await finance.call('POST', '/api/staff/books/chart', { remove: [coupon], reason: 'No coupons' });
    expect(late.status, late.body).toBe(200);
    expect((await approve(finance, asked.json.data.id)).status).toBe(403);
    const approved = await approve(finance2, asked.json.data.id);
    expect(approved.status, approved.body).toBe(200);
    const after = await chart();
    expect(after.at(-1)).toEqual({ account: shop, code: null, name: null });
    expect(after.find((a) => a.account === coupon)).toEqual({ account: coupon, code: shopBefore.code, name: 'Coupons given' });
    const [audit] = await auditRows<{ before: { effect: { state: unknown } }; after: { effect: { state: unknown } } }>(db, { action: 'approval.approve', entityId: String(asked.json.data.id) }, ['before', 'after']);
    expect(audit!.before.effect.state).toEqual({ accounts: [{ account: coupon, code: expect.any(String), name: expect.any(String) }, shopBefore] });
    expect(audit!.after.effect.state).toEqual({ accounts: [{ account: coupon, code: shopBefore.code, name: 'Coupons given' }, { account: shop, code: null, name: null }] });
    const again = await finance.call('POST', '/api/staff/books/chart', { remove: [shop], reason: 'Again' });
    expect([again.status, again.json.msg]).toEqual([400, CHART_MESSAGES.noCode(shop)]);

    const [e] = await selectRows<{ id: number | string }>(db, sql`insert into ledger_entries (ref, kind, created_at) values ('books:coupon', 'test', '2031-09-03T10:00:00Z') returning id`);
    await db.execute(sql`insert into ledger_lines (entry_id, account, subject, amount) values (${e!.id}, ${coupon}, 'test:books', 700), (${e!.id}, ${shop}, 'test:books', -700)`);
    const refused = await approve(finance2, late.json.data.id);
    expect([refused.status, refused.json.msg]).toEqual([400, CHART_MESSAGES.hasLines(coupon, '2031-09-03')]);
    expect((await chart()).find((a) => a.account === coupon)!.code).toBe(shopBefore.code);
    // A line of the account whose code was removed: its month's journal export is refused, naming it, until it has one.
    await db.execute(sql`insert into ledger_periods (month, status, closed_by, closed_at) values ('2031-09', 'closed', ${finance2.id}, now())`);
    // Refused before any byte goes out (409), and with no audit row of an export.
    const exported = await finance.call('GET', '/api/staff/books/months/2031-09/journal.csv');
    expect([exported.status, exported.json.msg]).toEqual([409, BOOKS_MESSAGES.journalNoCode('2031-09', [shop])]);
    expect(BOOKS_MESSAGES.journalNoCode('2031-09', [shop])).toBe(`The ledger account ${shop} has no code in the chart of accounts: add it before exporting 2031-09.`);
    expect(await auditCount(db, { action: 'books.journal-export', entityId: '2031-09' })).toBe(0);
    await expect((async () => {
      for await (const part of journalCsv(db, '2031-09')) void part;
    })()).rejects.toThrow(BOOKS_MESSAGES.journalNoCode('2031-09', [shop]));
    const statements = await finance.call('GET', '/api/staff/books/months/2031-09/statements');
    expect([statements.status, statements.json.msg]).toEqual([409, BOOKS_MESSAGES.statementsNoCode('2031-09', [shop])]);
  });

  it('refuses at the approval an account the ledger does not have (a stored payload), naming it', async () => {
    await asOwnerRolledBack(async (tx) => {
      const request = { approvalId: 0, decidedBy: 1, decidedAt: new Date() };
      await expect(bookChartKind().effect(tx, { accounts: [{ account: 'asset:gold', code: '1900', name: 'Gold' }] }, request)).rejects.toThrow(CHART_MESSAGES.unknownAccount('asset:gold'));
      await expect(bookChartKind().effect(tx, { accounts: [], remove: ['asset:gold'] }, request)).rejects.toThrow(CHART_MESSAGES.unknownAccount('asset:gold'));
    }, db);
  });
});

describe('the fee recognition on the desk', () => {
  it('finance asks to recognise the fee at disbursement, a second finance member approves; it applies to loans paid out after the approval', async () => {
    await seedLending(db);
    const read = await finance.call('GET', '/api/staff/books/fee-recognition');
    expect(read.status, read.body).toBe(200);
    expect(read.json.data).toEqual({ feeRecognition: 'over_term', changedAt: null });
    const same = await finance.call('POST', '/api/staff/books/fee-recognition', { feeRecognition: 'over_term', reason: 'Keep it' });
    expect([same.status, same.json.msg]).toEqual([409, FEE_RECOGNITION_MESSAGES.unchanged('over_term')]);
    expect(FEE_RECOGNITION_MESSAGES.unchanged('over_term')).toBe('The service fee is already recognised over the loan’s term: nothing to change.');
    const bad = await finance.call('POST', '/api/staff/books/fee-recognition', { feeRecognition: 'monthly', reason: 'Try' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('must be over_term or at_disbursement');

    const asked = await finance.call('POST', '/api/staff/books/fee-recognition', { feeRecognition: 'at_disbursement', reason: 'The auditor’s advice' });
    expect(asked.status, asked.body).toBe(200);
    const id = asked.json.data.id as number;
    const own = await approve(finance, id);
    expect([own.status, own.json.msg]).toEqual([403, APPROVAL_MESSAGES.ownRequest]);
    expect((await finance.call('GET', '/api/staff/books/fee-recognition')).json.data).toEqual({ feeRecognition: 'over_term', changedAt: null });

    const approved = await approve(finance2, id);
    expect(approved.status, approved.body).toBe(200);
    const after = (await finance.call('GET', '/api/staff/books/fee-recognition')).json.data as { feeRecognition: string; changedAt: string };
    expect(after.feeRecognition).toBe('at_disbursement');
    const [audit] = await auditRows<{ before: { effect: unknown }; after: { effect: unknown } }>(db, { action: 'approval.approve', entityId: String(id) }, ['before', 'after']);
    expect(audit!.before.effect).toEqual({ entity: 'books_settings', entityId: 'fee_recognition', state: { feeRecognition: 'over_term' } });
    expect(audit!.after.effect).toEqual({ entity: 'books_settings', entityId: 'fee_recognition', state: { feeRecognition: 'at_disbursement', changedAt: after.changedAt } });
    const again = await finance.call('POST', '/api/staff/books/fee-recognition', { feeRecognition: 'at_disbursement', reason: 'Again' });
    expect([again.status, again.json.msg]).toEqual([409, 'The service fee is already recognised at disbursement: nothing to change.']);

    // Two loans with a fee of 30.00 over 30 days: one paid out a second before the approval, one a second after.
    const at = Date.parse(after.changedAt);
    const loan = async (mobile: string, paidOut: number) => {
      const { order } = await makeHandBuiltLoan(db, await addBorrower(db, mobile), { principal: 100000, termDays: 30, walletMsisdn: mobile, disbursedAt: new Date(paidOut) }, [
        { due: '2040-01-30', principal: 100000, fee: 3000 },
      ]);
      return order;
    };
    const before = await loan('0977000101', at - 1_000);
    const later = await loan('0977000102', at + 1_000);
    for (const day of new Set([lusakaDate(at - 1_000), lusakaDate(at + 1_000)])) await accrueDay(db, day);
    const deferred = await selectRows<{ order_id: string; fee: string }>(db, sql`select order_id, fee from fee_accruals where order_id in (${before}, ${later})`);
    expect(deferred.map((r) => [Number(r.order_id), Number(r.fee)])).toEqual([[before, 3_000]]);
  });
});
