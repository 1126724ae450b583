import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { AUDIT_CSV_COLUMNS } from '@pocket/contracts/api/staff';

import { asOwnerRolledBack, call, createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { borrow, borrower as borrowerWithKyc } from '../../../test/lending-helpers';
import { newAccount, signInSandbox, staffSignIn } from '../../../test/staff-sessions';
import { selectRows } from '../../db/rows';
import { STAFF_PERMISSIONS, TOTP_STEP_MS } from '../staff/test-support';
import { csvField } from './csv';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once: a sign-in may wait
// up to 30 s for the next code.
vi.setConfig({ testTimeout: 120_000 });

describe('the staff audit', () => {
  it("refuses UPDATE, DELETE and TRUNCATE to the owner too (a trigger; the app's role may not even try: chain.test.ts)", async () => {
    const app = await createTestApp();
    await signInSandbox(app, 'admin');
    const refusal = (run: Promise<unknown>) => run.then(() => 'done', (e: { message?: string; cause?: { message?: string } }) => `${e.message} ${e.cause?.message ?? ''}`);
    const tried = async (statement: ReturnType<typeof sql>) => asOwnerRolledBack((tx) => refusal(tx.execute(statement)));
    expect(await tried(sql`update staff_audit set reason = 'changed' where id = (select max(id) from staff_audit)`)).toMatch(/staff_audit is append-only: UPDATE is refused/);
    expect(await tried(sql`delete from staff_audit where id = (select max(id) from staff_audit)`)).toMatch(/staff_audit is append-only: DELETE is refused/);
    expect(await tried(sql`truncate staff_audit`)).toMatch(/staff_audit is append-only: TRUNCATE is refused/);
  });

  it('verifies the hash chain; a removed row breaks the link of the next, a changed row its own hash', async () => {
    const app = await createTestApp();
    const admin = await signInSandbox(app, 'admin');
    for (let i = 0; i < 3; i += 1) await staffSignIn(app, await newAccount(app));
    const verified = await admin.call('GET', '/api/staff/audit/verify');
    expect(verified.status).toBe(200);
    expect(verified.json.data).toMatchObject({ ok: true, brokenAt: null, breaks: [], breakCount: 0 });
    expect(verified.json.data.rows).toBeGreaterThanOrEqual(4);

    const db = await testDb();
    const ids = (await selectRows<{ id: number | string }>(db, sql`select id from staff_audit order by id desc limit 3`)).map((r) => Number(r.id)).reverse();
    const [first, middle, last] = ids as [number, number, number];
    // Triggers off inside a rolled-back transaction only (session_replication_role), as someone with the database's keys would.
    const removed = await asOwnerRolledBack(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from staff_audit where id = ${middle}`);
      return app.staffAudit.verify(tx);
    });
    expect(removed).toMatchObject({ ok: false, brokenAt: last, breakCount: 1, breaks: [{ kind: 'link', id: last, message: `Row ${last} does not follow row ${first}: a row before it is missing or was changed` }] });
    const changed = await asOwnerRolledBack(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update staff_audit set reason = 'nothing happened' where id = ${first}`);
      return app.staffAudit.verify(tx);
    });
    expect(changed).toMatchObject({ ok: false, brokenAt: first, breakCount: 1, breaks: [{ kind: 'hash', id: first }] });
    expect((await admin.call('GET', '/api/staff/audit/verify')).json.data.ok).toBe(true);
  });

  it('lists with filters and a cursor, and exports CSV as a stream', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const admin = await signInSandbox(app, 'admin');
    // An account of its own (the sandbox ones are shared by the test files on PostgreSQL); a code signs in once, so
    // each new sign-in a step (30 s) later.
    const account = await newAccount(app);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(TOTP_STEP_MS);
      await staffSignIn(app, account);
    }
    const first = await admin.call('GET', `/api/staff/audit?action=staff.sign-in&actor=${encodeURIComponent(account.email)}&limit=2`);
    expect(first.status, first.body).toBe(200);
    expect(first.json.data.items).toHaveLength(2);
    expect(first.json.data.items.every((r: { action: string; actorEmail: string }) => r.action === 'staff.sign-in' && r.actorEmail === account.email)).toBe(true);
    const second = await admin.call('GET', `/api/staff/audit?action=staff.sign-in&actor=${encodeURIComponent(account.email)}&limit=2&cursor=${first.json.data.nextCursor}`);
    expect(second.json.data.items[0].id).toBeLessThan(first.json.data.items[1].id);
    const csv = await call(app, 'GET', `/api/staff/audit.csv?action=staff.sign-in&actor=${encodeURIComponent(account.email)}`, undefined, { cookie: admin.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('every staff write and reveal leaves exactly one row (by request id); every write route is tried', async () => {
    const app = await createTestApp();
    const maker = await signInSandbox(app, 'admin');
    const checker = await signInSandbox(app, 'admin2');
    const memberAccount = await newAccount(app);
    const member = await staffSignIn(app, memberAccount);
    const rid = (name: string) => `audit-${name}-${Date.now()}`;
    const writes: Array<[string, () => Promise<{ status: number }>]> = [];
    const add = (name: string, run: (id: string) => Promise<{ status: number }>) => {
      const id = rid(name);
      writes.push([id, () => run(id)]);
    };
    add('create', (id) => maker.call('POST', '/api/staff/staff', { email: `audit-${Date.now()}@pocket.test`, name: 'A' }, { 'x-request-id': id }));
    let approvalId = 0;
    add('request', async (id) => {
      const res = await maker.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: member.id, role: 'risk' }, reason: 'audit test' }, { 'x-request-id': id });
      approvalId = res.json.data.id;
      return res;
    });
    add('approve', (id) => checker.call('POST', `/api/staff/approvals/${approvalId}/approve`, {}, { 'x-request-id': id }));
    let second = 0;
    add('request2', async (id) => {
      const res = await maker.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: member.id, role: 'finance' }, reason: 'audit test' }, { 'x-request-id': id });
      second = res.json.data.id;
      return res;
    });
    add('reject', (id) => checker.call('POST', `/api/staff/approvals/${second}/reject`, { reason: 'not needed' }, { 'x-request-id': id }));
    const borrower = await loginAs(app);
    const risk = await signInSandbox(app, 'risk');
    const support = await signInSandbox(app, 'support');
    add('reveal', (id) => support.call('POST', `/api/staff/borrowers/${borrower.userId}/reveal`, { field: 'phone', reason: 'caller asked about their loan' }, { 'x-request-id': id }));
    add('block', (id) => risk.call('POST', `/api/staff/borrowers/${borrower.userId}/block`, { reason: 'audit test' }, { 'x-request-id': id }));
    add('unblock', (id) => risk.call('POST', `/api/staff/borrowers/${borrower.userId}/unblock`, { reason: 'audit test' }, { 'x-request-id': id }));
    add('reset-devices', (id) => support.call('POST', `/api/staff/borrowers/${borrower.userId}/reset-devices`, { reason: 'lost phone' }, { 'x-request-id': id }));
    add('password', (id) => member.call('POST', '/api/staff/session/password', { currentPassword: memberAccount.password, newPassword: 'Audit-test-passphrase-77-Kafue' }, { 'x-request-id': id }));
    await app.messages.notify(app.db, { event: 'payment.failed', userId: borrower.userId, loanId: null, paymentId: Date.now(), amount: 1000, why: 'funds' });
    const [message] = await app.messages.of(borrower.userId);
    add('resend', (id) => support.call('POST', `/api/staff/borrowers/${borrower.userId}/messages/${message!.id}/resend`, { reason: 'audit test' }, { 'x-request-id': id }));
    add('disable', (id) => maker.call('POST', `/api/staff/staff/${member.id}/disable`, { reason: 'audit test' }, { 'x-request-id': id }));
    // The payments desk: a repayment waiting at the operator, asked again and resolved by hand (a request).
    const payer = await borrowerWithKyc(app);
    const order = await borrow(app, payer, 1000, 14);
    const repay = await payer.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: order.plans[0]!.planId, payAmount: 300, repayAccountId: order.orderId, payCard: false });
    const paymentId = repay.json.data.paymentId as number;
    const finance = await signInSandbox(app, 'finance');
    add('requery', (id) => finance.call('POST', `/api/staff/payments/${paymentId}/requery`, undefined, { 'x-request-id': id }));
    add('resolve', (id) => finance.call('POST', `/api/staff/payments/${paymentId}/resolve`, { outcome: 'FAILED', operatorReference: 'NONE-ON-STATEMENT', note: 'audit test' }, { 'x-request-id': id }));
    add('sign-out', (id) => checker.call('DELETE', '/api/staff/session', undefined, { 'x-request-id': id }));
    // Every write route of the modules this test drives is in this list (sign-in is covered by the session tests); the
    // other desks (KYC, applications, catalogue, complaints) check the one audit row of each of their writes in their
    // own tests.
    const driven = /^(POST|DELETE) \/api\/staff\/(staff|approvals|borrowers|payments|session)\b/;
    const tried = new Set(['create', 'request', 'approve', 'request2', 'reject', 'reveal', 'block', 'unblock', 'reset-devices', 'password', 'resend', 'disable', 'requery', 'resolve', 'sign-out']);
    const writeRoutes = Object.keys(STAFF_PERMISSIONS).filter((k) => !k.startsWith('GET ') && k !== 'POST /api/staff/session' && driven.test(k));
    expect(writeRoutes).toHaveLength(14);
    expect(writes.map(([id]) => id.split('-').slice(1, -1).join('-')).every((name) => tried.has(name))).toBe(true);
    const db = await testDb();
    for (const [id, run] of writes) {
      const res = await run();
      expect(res.status, id).toBe(200);
      const [row] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from staff_audit where request_id = ${id}`);
      expect(Number(row!.n), id).toBe(1);
    }
  }, 120_000);
});
