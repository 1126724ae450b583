import { randomInt } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { REPORT_CSV_COLUMNS, REPORT_NAMES } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { createTestApp, loginAs, testClock, testDb, uniqueMobile } from '../../../test/harness';
import type { TestSession } from '../../../test/harness';
import { approvePrompt, borrow, completeKyc } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import type { StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import { allBalances } from '../../ledger/repo';
import { allChannels } from '../channel/test-support';
import { allProductVersions, runOverdueJob } from '../lending/test-support';
import { auditCount } from '../staff-audit/test-support';

/*
 * A hand-made portfolio whose answers are known, built through the real services with a moved clock. The report day
 * is Wed 2031-03-19 (a date no other test file uses, so the reports by date see only this portfolio). Five 7-day
 * Pocket Loans, each to its own borrower on a sign-up channel of this run (the product and channel filters isolate it):
 *   K600 disbursed 2030-12-02, due 12-09: 100 days late      K500 disbursed 2031-01-31, due 02-07: 40 days late
 *   K400 disbursed 2031-03-02, due 03-09: 10 days late       K300 disbursed 2031-03-07, due 03-14: 5 days late
 *   K200 disbursed 2031-03-16, due 03-23: on time, K100 repaid on 03-18 (fee K5, interest K20, principal K75)
 */
const DAY = '2031-03-19';
const at = (date: string) => Date.parse(`${date}T08:00:00Z`);
const clock = testClock(at(DAY));
const channel = `rpt${randomInt(0, 1e9).toString(36)}`;
let app: App;
let finance: StaffTestSession;
const mobiles: string[] = [];

async function borrowerOnChannel(kyc: boolean): Promise<TestSession> {
  const s = await loginAs(app, uniqueMobile(), { channel });
  mobiles.push(s.mobile);
  if (kyc) await completeKyc(await testDb(), s.userId, { questionnaire: true });
  return s;
}

async function loanOn(date: string, amount: number, on = channel) {
  clock.set(at(date));
  const s = on === channel ? await borrowerOnChannel(true) : await loginAs(app, uniqueMobile(), { channel: on });
  if (on !== channel) await completeKyc(await testDb(), s.userId, { questionnaire: true });
  return { s, order: await borrow(app, s, amount, 7) };
}

/** Pays a loan's bill in full on `date` (the overdue job has charged its penalties up to that day first). */
async function payInFullOn(date: string, loan: Awaited<ReturnType<typeof loanOn>>) {
  clock.set(at(date));
  await runOverdueJob(await testDb(), clock.now);
  // Weeks later the borrower signs in again (a session does not last that long).
  const s = await loginAs(app, loan.s.mobile, { channel: settledChannel });
  const detail = await s.call('POST', `/api/order/api/getRepayDetailV2/${loan.order.orderId}`);
  expect(detail.status, detail.body).toBe(200);
  const remaining = detail.json.data.repayPlanList[0].remainingAmount as number;
  const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: loan.order.plans[0]!.planId, payAmount: remaining, repayAccountId: loan.order.orderId, payCard: false });
  expect(paid.status, paid.body).toBe(200);
  expect((await approvePrompt(app, s.mobile)).status).toBe('SUCCESSFUL');
}

/*
 * A second, settled cohort on a channel of its own, the week of Mon 2030-09-30: K300 due 10-08 paid in full on 11-10
 * (33 days late: counts in vintage), K400 due 10-09 paid on 10-29 (20 days late: does not).
 */
const settledChannel = `${channel}s`;

beforeAll(async () => {
  const payments = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };
  app = await createTestApp({ now: clock.now }, { payments });
  const lateSettled = await loanOn('2030-10-01', 300, settledChannel);
  const settled = await loanOn('2030-10-02', 400, settledChannel);
  await payInFullOn('2030-10-29', settled);
  await payInFullOn('2030-11-10', lateSettled);
  await loanOn('2030-12-02', 600);
  await loanOn('2031-01-31', 500);
  await loanOn('2031-03-02', 400);
  await loanOn('2031-03-07', 300);
  const onTime = await loanOn('2031-03-16', 200);
  clock.set(at('2031-03-18'));
  const paid = await onTime.s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: onTime.order.plans[0]!.planId, payAmount: 100, repayAccountId: onTime.order.orderId, payCard: false });
  expect(paid.status, paid.body).toBe(200);
  expect((await approvePrompt(app, onTime.s.mobile)).status).toBe('SUCCESSFUL');
  await borrowerOnChannel(false); // signed up, no KYC: the funnel's first step only
  clock.set(at(DAY));
  expect((await runOverdueJob(await testDb(), clock.now)).ran).toBe(true);
  finance = await signInSandbox(app, 'finance');
}, 120_000);

const mine = `product=1&channel=${channel}`;

describe('reports on a portfolio whose answers are known', () => {
  it('PAR 1/7/30/90: principal of loans more than N days late over all outstanding principal', async () => {
    const res = await finance.call('GET', `/api/staff/reports/par?${mine}`);
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toEqual({
      asOf: DAY,
      loans: 5,
      outstandingPrincipal: 192_500,
      rows: [
        { bucket: 'PAR 1', days: 1, loans: 4, principalAtRisk: 180_000, percent: 93.51 },
        { bucket: 'PAR 7', days: 7, loans: 3, principalAtRisk: 150_000, percent: 77.92 },
        { bucket: 'PAR 30', days: 30, loans: 2, principalAtRisk: 110_000, percent: 57.14 },
        { bucket: 'PAR 90', days: 90, loans: 1, principalAtRisk: 60_000, percent: 31.17 },
      ],
    });
  });

  it('outstanding: principal, interest, fee and penalty (1% a day, at most 30%) still owed', async () => {
    const res = await finance.call('GET', `/api/staff/reports/outstanding?${mine}`);
    expect(res.status, res.body).toBe(200);
    const totals = { loans: 5, principal: 192_500, interest: 18_000, fee: 3_600, penalty: 38_500, total: 252_600 };
    expect(res.json.data).toEqual({ asOf: DAY, rows: [{ productId: 1, product: 'Pocket Loan', ...totals }], totals });
  });

  it('disbursed per day, vintage by week, collected by operator and kind', async () => {
    const disbursed = await finance.call('GET', `/api/staff/reports/disbursed?from=2030-12-01&to=${DAY}&${mine}`);
    expect(disbursed.status, disbursed.body).toBe(200);
    expect(disbursed.json.data.rows).toEqual([
      { date: '2030-12-02', loans: 1, principal: 60_000 },
      { date: '2031-01-31', loans: 1, principal: 50_000 },
      { date: '2031-03-02', loans: 1, principal: 40_000 },
      { date: '2031-03-07', loans: 1, principal: 30_000 },
      { date: '2031-03-16', loans: 1, principal: 20_000 },
    ]);
    expect(disbursed.json.data.totals).toEqual({ loans: 5, principal: 200_000 });
    const narrow = await finance.call('GET', `/api/staff/reports/disbursed?from=2031-03-02&to=2031-03-07&${mine}`);
    expect(narrow.json.data.totals).toEqual({ loans: 2, principal: 70_000 });

    const vintage = await finance.call('GET', `/api/staff/reports/vintage?from=2030-12-01&to=${DAY}&${mine}`);
    expect(vintage.status, vintage.body).toBe(200);
    expect(vintage.json.data.rows).toEqual([
      { week: '2030-12-02', loans: 1, principal: 60_000, loans30: 1, principal30: 60_000, percent30: 100 },
      { week: '2031-01-27', loans: 1, principal: 50_000, loans30: 1, principal30: 50_000, percent30: 100 },
      { week: '2031-02-24', loans: 1, principal: 40_000, loans30: 0, principal30: 0, percent30: 0 },
      { week: '2031-03-03', loans: 1, principal: 30_000, loans30: 0, principal30: 0, percent30: 0 },
      { week: '2031-03-10', loans: 1, principal: 20_000, loans30: 0, principal30: 0, percent30: 0 },
    ]);

    // A bill paid more than 30 days after its due date counts in its vintage; one paid 20 days late does not.
    const settledVintage = await finance.call('GET', `/api/staff/reports/vintage?from=2030-09-01&to=2030-10-31&channel=${settledChannel}`);
    expect(settledVintage.json.data.rows).toEqual([{ week: '2030-09-30', loans: 2, principal: 70_000, loans30: 1, principal30: 30_000, percent30: 42.86 }]);
    const settledPar = await finance.call('GET', `/api/staff/reports/par?channel=${settledChannel}`);
    expect(settledPar.json.data).toMatchObject({ loans: 0, outstandingPrincipal: 0 });

    const collected = await finance.call('GET', `/api/staff/reports/collected?from=2031-03-01&to=${DAY}&${mine}`);
    expect(collected.status, collected.body).toBe(200);
    expect(collected.json.data.rows).toEqual([{ operator: expect.any(String), kind: 'REPAY', payments: 1, amount: 10_000 }]);
    expect(collected.json.data.totals).toEqual({ payments: 1, amount: 10_000 });
    const before = await finance.call('GET', `/api/staff/reports/collected?from=2031-03-01&to=2031-03-17&${mine}`);
    expect(before.json.data.totals).toEqual({ payments: 0, amount: 0 });
    const otherProduct = await finance.call('GET', `/api/staff/reports/par?product=2&channel=${channel}`);
    expect(otherProduct.json.data).toMatchObject({ loans: 0, outstandingPrincipal: 0 });
  });

  it('cash per operator wallet per day: money out on disbursement days, in on the repayment day, a running balance', async () => {
    const res = await finance.call('GET', `/api/staff/reports/cash?from=2030-12-01&to=${DAY}`);
    expect(res.status, res.body).toBe(200);
    const rows = res.json.data.rows as Array<{ date: string; operator: string; moneyIn: number; moneyOut: number; net: number; balance: number }>;
    const on = (date: string) => rows.filter((r) => r.date === date);
    expect(on('2030-12-02').map((r) => r.moneyOut)).toEqual([60_000]);
    expect(on('2031-03-18').map((r) => [r.moneyIn, r.moneyOut])).toEqual([[10_000, 0]]);
    const last = new Map<string, number>();
    for (const r of rows) {
      expect(r.net).toBe(r.moneyIn - r.moneyOut);
      if (last.has(r.operator)) expect(r.balance, `${r.operator} ${r.date}`).toBe(last.get(r.operator)! + r.net);
      last.set(r.operator, r.balance);
    }
  });

  it('KYC funnel of the borrowers who signed up on a channel', async () => {
    // Accounts are opened at business time (this file's clock: up to DAY), not the database's own clock.
    const to = lusakaDate(at(DAY) + 86_400_000);
    const res = await finance.call('GET', `/api/staff/reports/kyc-funnel?from=2000-01-01&to=${to}&channel=${channel}`);
    expect(res.status, res.body).toBe(200);
    expect(res.json.data.rows.map((r: { borrowers: number; percent: number }) => [r.borrowers, r.percent])).toEqual([
      [6, 100], [5, 83.33], [5, 83.33], [5, 83.33], [5, 83.33], [5, 83.33],
    ]);
  });

  it('trial balance: every account, debits equal credits, the same balances the ledger holds; nothing before the first entry', async () => {
    // The ledger's entries carry their writer's business time (decision 0069): this file's in March 2031, other files'
    // on a shared database their own clocks' days. A day after all of them holds the whole ledger.
    const today = '2099-12-31';
    for (let attempt = 0; ; attempt += 1) {
      const ledgerBefore = await allBalances(await testDb());
      const res = await finance.call('GET', `/api/staff/reports/trial-balance?on=${today}`);
      const ledgerAfter = await allBalances(await testDb());
      expect(res.status, res.body).toBe(200);
      const { rows, totals } = res.json.data as { rows: Array<{ account: string; debit: number; credit: number }>; totals: { debit: number; credit: number; balanced: boolean } };
      expect(totals.debit).toBe(totals.credit);
      expect(totals.balanced).toBe(true);
      expect(totals.debit).toBe(rows.reduce((s, r) => s + r.debit, 0));
      expect(totals.credit).toBe(rows.reduce((s, r) => s + r.credit, 0));
      for (const r of rows) expect(Math.min(r.debit, r.credit), r.account).toBe(0);
      // Another test file writing to a shared PostgreSQL between the two reads: read again.
      if (JSON.stringify([...ledgerBefore]) !== JSON.stringify([...ledgerAfter]) && attempt < 5) continue;
      const byAccount = new Map<string, number>();
      for (const [key, amount] of ledgerAfter) byAccount.set(key.split('|')[0]!, (byAccount.get(key.split('|')[0]!) ?? 0) + amount);
      expect(new Map(rows.map((r) => [r.account, r.debit - r.credit]))).toEqual(byAccount);
      // This portfolio alone puts K1,925 of principal and K385 of penalties on the receivables.
      expect(rows.find((r) => r.account === 'asset:loan_principal')!.debit).toBeGreaterThanOrEqual(192_500);
      expect(rows.find((r) => r.account === 'asset:penalty_receivable')!.debit).toBeGreaterThanOrEqual(38_500);
      break;
    }
    const empty = await finance.call('GET', '/api/staff/reports/trial-balance?on=2000-01-01');
    expect(empty.json.data).toEqual({ on: '2000-01-01', rows: [], totals: { debit: 0, credit: 0, balanced: true } });
  });
});

describe('reports as CSV, their inputs and who may read them', () => {
  it('the CSV of every report holds exactly the JSON rows, no personal data, and writes no audit row', async () => {
    const requestPrefix = `reports-${randomInt(0, 1e9).toString(36)}`;
    let calls = 0;
    const queries: Record<string, string> = { 'trial-balance': `on=${lusakaDate(Date.now())}`, cash: 'from=2030-12-01&to=2031-03-19', 'kyc-funnel': `from=2000-01-01&to=${lusakaDate(Date.now() + 86_400_000)}&channel=${channel}` };
    for (const name of REPORT_NAMES) {
      const query = queries[name] ?? `from=2030-12-01&to=${DAY}&${mine}`;
      const json = await finance.call('GET', `/api/staff/reports/${name}?${query}`, undefined, { 'x-request-id': `${requestPrefix}-${(calls += 1)}` });
      expect(json.status, `${name}: ${json.body}`).toBe(200);
      const csv = await finance.call('GET', `/api/staff/reports/${name}?${query}&format=csv`, undefined, { 'x-request-id': `${requestPrefix}-${(calls += 1)}` });
      expect(csv.headers['x-request-id']).toBe(`${requestPrefix}-${calls}`);
      expect(csv.status, `${name}: ${csv.body}`).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(String(csv.headers['content-disposition'])).toMatch(new RegExp(`^attachment; filename="pocket-report-${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      const [header, ...lines] = csv.body.split('\r\n').filter((l) => l !== '');
      const columns = REPORT_CSV_COLUMNS[name];
      expect(header).toBe(columns.join(','));
      const rows = json.json.data.rows as Array<Record<string, unknown>>;
      expect(lines.length, name).toBe(rows.length);
      expect(lines).toEqual(rows.map((r) => columns.map((c) => (/[",]/.test(String(r[c])) ? `"${String(r[c])}"` : String(r[c]))).join(',')));
      for (const mobile of mobiles) expect(csv.body).not.toContain(mobile.slice(3));
    }
    expect(mobiles).toHaveLength(6);
    // Reading and exporting aggregates writes no audit row (each call above carried a request id of this test).
    expect(await auditCount(await testDb(), { requestIdLike: `${requestPrefix}%` })).toBe(0);
    expect(calls).toBe(REPORT_NAMES.length * 2);
  });

  it('refuses bad filters with a message naming the field', async () => {
    const cases: Array<[string, RegExp]> = [
      ['disbursed?from=2031-03-10&to=2031-03-01', /from: must not be after to/],
      ['disbursed?from=2031-02-30', /from: is not a calendar date/],
      ['vintage?to=19-03-2031', /to: must be a date written YYYY-MM-DD/],
      ['par?product=abc', /product: must be a whole number/],
      ['trial-balance?format=pdf', /format: must be json or csv/],
    ];
    for (const [url, message] of cases) {
      const res = await finance.call('GET', `/api/staff/reports/${url}`);
      expect(res.status, url).toBe(400);
      expect(res.json.msg, url).toMatch(message);
    }
  });

  it('the filters offer every product version and every channel to choose from (nobody types an id), to whoever reads a report', async () => {
    const res = await finance.call('GET', '/api/staff/reports/choices');
    expect(res.status, res.body).toBe(200);
    const versions = await allProductVersions(await testDb());
    expect(res.json.data.products.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual(versions.map((v) => [v.id, v.name]));
    expect(res.json.data.products).toContainEqual(expect.objectContaining({ id: 1, name: 'Pocket Loan', version: expect.any(Number), effectiveFrom: expect.any(String) }));
    expect(res.json.data.channels).toEqual(await allChannels(await testDb()));
    expect((await (await signInSandbox(app, 'risk')).call('GET', '/api/staff/reports/choices')).status).toBe(200);
    expect((await (await signInSandbox(app, 'support')).call('GET', '/api/staff/reports/choices')).status).toBe(403);
  });

  it('finance and admin read every report; risk reads PAR, vintage and the KYC funnel only; support none', async () => {
    const admin = await signInSandbox(app, 'admin');
    const risk = await signInSandbox(app, 'risk');
    const support = await signInSandbox(app, 'support');
    for (const name of REPORT_NAMES) {
      expect((await admin.call('GET', `/api/staff/reports/${name}`)).status, name).toBe(200);
      expect((await risk.call('GET', `/api/staff/reports/${name}`)).status, name).toBe(['par', 'vintage', 'kyc-funnel'].includes(name) ? 200 : 403);
      expect((await support.call('GET', `/api/staff/reports/${name}`)).status, name).toBe(403);
    }
  });
});
