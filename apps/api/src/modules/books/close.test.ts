import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { BOOKS_MESSAGES } from '@pocket/contracts/api/staff';
import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';

import { asOwnerRolledBack, createTestApp, loginAs, privateTestDb } from '../../../test/harness';
import { sandboxAccount, staffSignIn, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { addHandMadePayment, markPaymentFailed } from '../payments/test-support';
import { addStatementMissingPayment, markDifferenceResolved } from '../reconciliation/test-support';
import { auditCount, auditRows } from '../staff-audit/test-support';
import { accrueDay } from './accrual';
import { monthChecklist } from './checklist';
import { bookCloseKind } from './close-kind';
import { addMonths, monthOf, monthStart } from './month';
import { lastDayOf, provisionMonth } from './provisioning';

/*
 * Closing a month (docs/books.md): the checklist, maker-checker, months in order, only an ended month, and the journal
 * of a closed month. On a private database (PGlite): a closed month refuses every later posting dated inside it, which
 * would disturb the other files on a shared one. The ledger's first month is two months back (business time).
 */
vi.setConfig({ testTimeout: 120_000 });

let app: App;
let db: Db;
let finance: StaffTestSession;
let finance2: StaffTestSession;
let support: StaffTestSession;
let borrowerId: number;

const now = Date.now();
const current = monthOf(now);
const last = addMonths(current, -1);
const first = addMonths(current, -2);
/** Noon UTC on the 10th of a month: inside it whatever the zone. */
const inside = (month: string) => new Date(monthStart(month).getTime() + 9 * 86_400_000 + 14 * 3_600_000);
const DAY = 86_400_000;

/** A balanced entry: `debit` and `credit` accounts (interest earned in cash unless said). */
async function entry(ref: string, at: Date, amount: number, debit = 'asset:cash', credit = 'income:interest'): Promise<void> {
  const [row] = await selectRows<{ id: number | string }>(db, sql`insert into ledger_entries (ref, kind, created_at) values (${ref}, 'test', ${at.toISOString()}::timestamptz) returning id`);
  await db.execute(sql`insert into ledger_lines (entry_id, account, subject, amount) values (${row!.id}, ${debit}, 'test:books', ${amount}), (${row!.id}, ${credit}, 'test:books', ${-amount})`);
}
async function payment(reference: string, status: 'PENDING' | 'SUCCESSFUL', createdAt: Date): Promise<number> {
  return addHandMadePayment(db, { userId: borrowerId, kind: 'VIP', subjectId: 1, reference, amount: 5000, status, at: createdAt });
}
const check = async (s: StaffTestSession, month: string) => {
  const res = await s.call('GET', `/api/staff/books/months/${month}`);
  expect(res.status, res.body).toBe(200);
  return res.json.data as { ready: boolean; blocker: string | null; checks: Array<{ name: string; ok: boolean; title: string; detail: string }> };
};
const askClose = (s: StaffTestSession, month: string) => s.call('POST', `/api/staff/books/months/${month}/close`, { reason: 'Month end' });

beforeAll(async () => {
  db = await privateTestDb();
  app = await createTestApp({}, { db });
  finance = await staffSignIn(app, sandboxAccount('finance@pocket.test'));
  finance2 = await staffSignIn(app, sandboxAccount('finance2@pocket.test'));
  support = await staffSignIn(app, sandboxAccount('support@pocket.test'));
  borrowerId = (await loginAs(app)).userId;
  await entry('books:first', inside(first), 12_345);
  await entry('books:write-off', inside(first), 2_000, 'expense:write_off', 'asset:loan_principal');
  await entry('books:credit', inside(first), 500, 'asset:cash', 'liability:user_credit');
  await entry('books:last', inside(last), 700);
});

describe('the books: closing a month', () => {
  it('lists the months from the ledger’s first to the current one, newest first; support may not read them', async () => {
    const res = await finance.call('GET', '/api/staff/books/months');
    expect(res.status, res.body).toBe(200);
    expect(res.json.data.items.map((m: { month: string; status: string; ended: boolean }) => [m.month, m.status, m.ended])).toEqual([
      [current, 'open', false],
      [last, 'open', true],
      [first, 'open', true],
    ]);
    expect((await support.call('GET', '/api/staff/books/months')).status).toBe(403);
    expect((await support.call('POST', `/api/staff/books/months/${first}/close`, { reason: 'Month end' })).status).toBe(403);
  });

  it('refuses a month that has not ended and a month whose earlier month is open', async () => {
    const notEnded = await askClose(finance, current);
    expect(notEnded.status).toBe(409);
    expect(notEnded.json.msg).toBe(BOOKS_MESSAGES.notEnded(current));
    const outOfOrder = await askClose(finance, last);
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.json.msg).toBe(`Close ${first} first: months are closed in order, and ${last} comes after it.`);
    expect((await check(finance, last)).blocker).toBe(BOOKS_MESSAGES.outOfOrder(last, first));
  });

  it('refuses the close until the month’s last fee accrual has booked and its provision has run, naming what is missing', async () => {
    const lastDay = lastDayOf(first);
    const state = async () => Object.fromEntries((await check(finance, first)).checks.map((c) => [c.name, [c.ok, c.detail]]));
    expect(await state()).toMatchObject({
      'fee-accrual': [false, `The fee accrual job has not booked any day yet: ${lastDay}, the last day of ${first}, is not booked.`],
      provisioning: [false, `No provision run for ${first}: the provisioning job runs after the month's last day.`],
    });

    // The accrual one day short of the month's end: the close is refused naming the day it reached.
    await accrueDay(db, addDays(lastDay, -1));
    const short = await askClose(finance, first);
    expect(short.status).toBe(409);
    expect(short.json.msg).toBe(
      `The month ${first} cannot be closed: The month's last fee accrual booked — The fee accrual has booked up to ${addDays(lastDay, -1)}: ${lastDay}, the last day of ${first}, is not booked yet (the job runs after the day ends).`,
    );

    // The job catches up every day to yesterday: the accrual passes; the provision is still missing.
    await app.booksJobs.accrue();
    expect((await state())['fee-accrual']).toEqual([true, `The fee accrual has booked every day up to ${addDays(lusakaDate(now), -1)}, ${lastDay} (the last day of ${first}) included.`]);
    const unprovisioned = await askClose(finance, first);
    expect(unprovisioned.status).toBe(409);
    expect(unprovisioned.json.msg).toBe(`The month ${first} cannot be closed: The month's provisioning run — No provision run for ${first}: the provisioning job runs after the month's last day.`);
    // The approval runs the same checks in its transaction (rolled back here): it refuses too.
    await asOwnerRolledBack(async (tx) => {
      await expect(bookCloseKind(() => now, 3).effect(tx, { month: first }, { approvalId: 0, decidedBy: 1, decidedAt: new Date() })).rejects.toThrow(`The month's provisioning run — No provision run for ${first}`);
    }, db);

    await provisionMonth(db, first, new Date(now));
    expect((await state()).provisioning).toEqual([true, `The provisioning job ran for ${first} on ${lusakaDate(now)}.`]);
    await app.booksJobs.provision();
    const [runs] = await selectRows<{ months: string }>(db, sql`select string_agg(month, ',' order by month) as months from provision_runs`);
    expect(runs!.months).toBe(`${first},${last}`);

    // A month before either job's first day or month has nothing to wait for: neither job ever goes back to it.
    const before = addMonths(first, -1);
    const [accrual, provision] = (await monthChecklist(db, before, now, 3)).slice(3);
    expect(accrual).toMatchObject({ ok: true, detail: `The fee accrual began on ${addDays(lastDay, -1)}, after ${before}: it books no day of ${before}.` });
    expect(provision).toMatchObject({ ok: true, detail: `The provisioning began with ${first}, after ${before}: no provision is made for ${before}.` });
  });

  it('refuses the close while a payment is in flight for more than 3 days, naming the check', async () => {
    const stuck = await payment('books-stuck', 'PENDING', new Date(now - 5 * DAY));
    const list = await check(finance, first);
    expect(list.ready).toBe(false);
    expect(list.checks.map((c) => [c.name, c.ok])).toEqual([['trial-balance', true], ['payments-in-flight', false], ['statements', true], ['fee-accrual', true], ['provisioning', true]]);
    const res = await askClose(finance, first);
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(
      `The month ${first} cannot be closed: No payment in flight for more than 3 days — 1 payment is still in flight, the oldest since ${new Date(now - 5 * DAY).toISOString().slice(0, 10)}: resolve them on the payments desk.`,
    );
    await markPaymentFailed(db, stuck);
    expect((await check(finance, first)).ready).toBe(true);
  });

  it('refuses the close while a payment of the month is on no statement, then while its difference is unresolved', async () => {
    const paid = await payment('books-paid', 'SUCCESSFUL', inside(first));
    const res = await askClose(finance, first);
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(
      `The month ${first} cannot be closed: Operator statements imported and reconciled — 1 successful payment of ${first} is on no imported operator statement: import the month's statements.`,
    );
    const item = await addStatementMissingPayment(db, { from: monthStart(first), to: inside(first), importedBy: finance, paymentId: paid, contentHash: 'books-test' });
    const unresolved = await askClose(finance, first);
    expect(unresolved.json.msg).toBe(`The month ${first} cannot be closed: Operator statements imported and reconciled — 1 difference of ${first} not resolved yet on the reconciliation desk.`);
    await markDifferenceResolved(db, item, 'seen on the operator portal');
    expect((await check(finance, first)).checks.every((c) => c.ok)).toBe(true);
  });

  it('closes through maker-checker: the approval re-runs the checks, a second person closes it, and later postings inside it are refused', async () => {
    const asked = await askClose(finance, first);
    expect(asked.status, asked.body).toBe(200);
    const id = asked.json.data.id as number;
    expect((await finance.call('POST', `/api/staff/approvals/${id}/approve`, {})).status).toBe(403);

    // A check that fails between the request and the approval refuses the approval, naming it; the month stays open.
    const stuck = await payment('books-stuck-2', 'PENDING', new Date(now - 4 * DAY));
    const refused = await finance2.call('POST', `/api/staff/approvals/${id}/approve`, {});
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toContain(`The month ${first} cannot be closed: No payment in flight for more than 3 days — 1 payment is still in flight`);
    expect(await selectRows(db, sql`select * from ledger_periods where month = ${first}`)).toEqual([]);
    await markPaymentFailed(db, stuck);

    const approved = await finance2.call('POST', `/api/staff/approvals/${id}/approve`, {});
    expect(approved.status, approved.body).toBe(200);
    const [period] = await selectRows<{ status: string; closed_by: number | string }>(db, sql`select status, closed_by from ledger_periods where month = ${first}`);
    expect({ status: period!.status, closedBy: Number(period!.closed_by) }).toEqual({ status: 'closed', closedBy: finance2.id });
    const audit = await auditRows<{ action: string; actor_email: string }>(db, { entity: 'approval', entityId: String(id) }, ['action', 'actor_email']);
    expect(audit.map((r) => [r.action, r.actor_email])).toEqual([['approval.request', 'finance@pocket.test'], ['approval.approve', 'finance2@pocket.test']]);

    await expect(entry('books:late', inside(first), 100)).rejects.toThrow();
    const [late] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ledger_entries where ref = 'books:late'`);
    expect(Number(late!.n)).toBe(0);
    expect((await askClose(finance, first)).json.msg).toBe(BOOKS_MESSAGES.alreadyClosed(first));
    expect((await check(finance, last)).blocker).toBeNull();
  });

  it('exports a closed month’s journal as a CSV download (audited) whose debits equal its credits; an open month is refused', async () => {
    const res = await finance.call('GET', `/api/staff/books/months/${first}/journal.csv`);
    expect(res.status, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pocket-journal-${first}.csv"`);
    const [header, ...rows] = res.body.trim().split('\n');
    expect(header).toBe('date,account code,description,debit,credit,reference');
    const cents = (s: string) => (s === '' ? 0 : Math.round(Number(s) * 100));
    const debits = rows.reduce((t, r) => t + cents(r.split(',')[3]!), 0);
    const credits = rows.reduce((t, r) => t + cents(r.split(',')[4]!), 0);
    expect({ rows: rows.length, debits, credits }).toEqual({ rows: 6, debits: 14_845, credits: 14_845 });
    const [audit] = await auditRows<{ actor_email: string }>(db, { action: 'books.journal-export', entityId: first }, ['actor_email']);
    expect(audit?.actor_email).toBe('finance@pocket.test');

    const open = await finance.call('GET', `/api/staff/books/months/${last}/journal.csv`);
    expect(open.status).toBe(409);
    expect(open.json.msg).toBe(`The ledger month ${last} is not closed: only a closed month's journal is exported.`);
    expect((await support.call('GET', `/api/staff/books/months/${first}/journal.csv`)).status).toBe(403);
  });

  it('the trial balance check fails when the debit balances and the credit balances differ', async () => {
    // A daily total without its other side (only the database's owner could write one), rolled back after.
    const checks = await asOwnerRolledBack(async (tx) => {
      await tx.execute(sql`insert into ledger_day_totals (day, account, amount) values (${`${last}-15`}::date, 'asset:cash', 250)`);
      return monthChecklist(tx, last, now, 3);
    }, db);
    expect(checks[0]).toEqual({ name: 'trial-balance', title: 'Trial balance balanced', ok: false, detail: `Debits K157.95 and credits K155.45 differ by K2.50 at the end of ${last}.` });
    expect((await check(finance, last)).checks[0]).toMatchObject({ name: 'trial-balance', ok: true, detail: `Debits and credits both K155.45 at the end of ${last}.` });
  });

  it('the statements of a closed month, with the previous month as comparatives: assets = liabilities + equity, net income = the change in retained earnings', async () => {
    expect((await finance.call('GET', `/api/staff/books/months/${last}/statements`)).json.msg).toBe(`The ledger month ${last} is not closed: statements are made for closed months only.`);
    // The close itself is tested above: here the second month is closed as the approval would.
    await db.execute(sql`insert into ledger_periods (month, status, closed_by, closed_at) values (${last}, 'closed', ${finance2.id}, now())`);
    const res = await finance.call('GET', `/api/staff/books/months/${last}/statements`);
    expect(res.status, res.body).toBe(200);
    const s = res.json.data;
    const figures = (section: { lines: Array<{ account: string; amount: number; previous: number }> }) => Object.fromEntries(section.lines.map((l) => [l.account, [l.amount, l.previous]]));
    expect(s.previousMonth).toBe(first);
    // Hand-computed: first month interest 123.45 in cash, a 20.00 write-off, 5.00 of borrower credit; last month interest 7.00.
    expect(figures(s.incomeStatement.income)).toEqual({ 'income:interest': [700, 12_345] });
    expect(figures(s.incomeStatement.expenses)).toEqual({ 'expense:write_off': [0, 2_000] });
    expect([s.incomeStatement.netIncome, s.incomeStatement.previousNetIncome]).toEqual([700, 10_345]);
    expect(figures(s.balanceSheet.assets)).toEqual({ 'asset:cash': [13_545, 12_845], 'asset:loan_principal': [-2_000, -2_000] });
    expect(figures(s.balanceSheet.liabilities)).toEqual({ 'liability:user_credit': [500, 500] });
    expect(figures(s.balanceSheet.equity)).toEqual({ 'retained-earnings': [11_045, 10_345] });
    const { assets, liabilities, equity } = s.balanceSheet;
    expect([assets.total, liabilities.total + equity.total]).toEqual([11_545, 11_545]);
    expect([assets.previous, liabilities.previous + equity.previous]).toEqual([10_845, 10_845]);
    expect(s.incomeStatement.netIncome).toBe(equity.total - equity.previous);
    expect([s.trialBalance.debits, s.trialBalance.credits]).toEqual([15_545, 15_545]);
    expect((await support.call('GET', `/api/staff/books/months/${last}/statements`)).status).toBe(403);
  });
  it('reads a provisioned month’s provisions by class and income recognised (finance, admin; not audited); a month not provisioned is refused, support too', async () => {
    const audits = () => auditCount(db);
    const before = await audits();
    const res = await finance.call('GET', `/api/staff/books/months/${first}/provisions`);
    expect(res.status, res.body).toBe(200);
    const r = res.json.data;
    // No loans here: every class empty, nothing moved (the figures are tested on a portfolio in provisioning.test.ts).
    expect(r.classes.map((c: { classCode: string; loans: number }) => [c.classCode, c.loans])).toEqual([['current', 0], ['special_mention', 0], ['substandard', 0], ['doubtful', 0], ['loss', 0]]);
    expect({ month: r.month, totals: r.totals, movement: r.movement, fee: r.fee, interest: r.interest, suspenseWrittenOff: r.suspenseWrittenOff }).toEqual({
      month: first,
      totals: { loans: 0, principal: 0, provision: 0, suspended: 0 },
      movement: { increase: 0, release: 0, used: 0 },
      fee: { accruedThrough: lastDayOf(first), deferred: 0, earned: 0 },
      interest: { deferred: 0, earned: 0 },
      suspenseWrittenOff: 0,
    });
    expect(await audits()).toBe(before);
    const notYet = await finance.call('GET', `/api/staff/books/months/${current}/provisions`);
    expect(notYet.status).toBe(409);
    expect(notYet.json.msg).toBe(BOOKS_MESSAGES.notProvisioned(current));
    expect((await support.call('GET', `/api/staff/books/months/${first}/provisions`)).status).toBe(403);
  });
  it('reads an ended month’s write-offs and recoveries (finance, admin; not audited: totals and order ids); a month not ended is refused, support too', async () => {
    const audits = () => auditCount(db);
    const before = await audits();
    const res = await finance.call('GET', `/api/staff/books/months/${first}/write-offs`);
    expect(res.status, res.body).toBe(200);
    // The hand-posted 2,000 to the write-off expense is no loan's write-off entry: it shows as another posting, tied to the trial balance.
    expect(res.json.data).toMatchObject({ month: first, loans: [], totals: { writtenOff: 0, allowanceUsed: 0, suspenseCleared: 0, other: 2_000, netWriteOff: 2_000, recovered: 0 } });
    expect(await audits()).toBe(before);
    const notYet = await finance.call('GET', `/api/staff/books/months/${current}/write-offs`);
    expect(notYet.status).toBe(409);
    expect(notYet.json.msg).toBe(BOOKS_MESSAGES.writeOffsNotEnded(current));
    expect((await support.call('GET', `/api/staff/books/months/${first}/write-offs`)).status).toBe(403);
  });
});
