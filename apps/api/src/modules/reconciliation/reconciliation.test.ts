import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { APPROVAL_MESSAGES, RECONCILIATION_MESSAGES } from '@pocket/contracts/api/staff';
import type { ReconciliationItem, StatementImportData } from '@pocket/contracts/api/staff';

import { assertLedger, planRow } from '../../../test/lending-helpers';
import type { StaffTestSession } from '../../../test/staff-sessions';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { approvalRequestsOfKind } from '../approvals/test-support';
import { resolutionsOfPayment } from '../payments-desk/test-support';
import { auditCount, auditCountOfActionsOrEntity } from '../staff-audit/test-support';
import { byReference, ledgerEntriesOf, MTN_HEADER, mtnLine, financeDesk, reconciliationSteps } from './test-support';

// The reconciliation desk against the real server; the mobile-money sandbox leaves every PIN prompt pending until the
// test approves it, so a payment can be stuck here while the operator's statement says it was paid.

let app: App;
let db: Db;
let finance: StaffTestSession;
let finance2: StaffTestSession;

beforeAll(async () => {
  ({ app, db, finance, finance2 } = await financeDesk());
});

const { pendingRepayment, paidRepayment, importStatement, itemsOf } = reconciliationSteps(() => ({ app, db, finance }));
const ledgerLinesOf = (paymentId: number) => ledgerEntriesOf(db, paymentId);

/**
 * Rows in every table an import or a resolution of this desk writes (other test files share a PostgreSQL test database
 * and write their own audit rows and ledger entries meanwhile: only this desk's are counted).
 */
async function footprint() {
  const [row] = await selectRows<Record<string, number | string>>(
    db,
    sql`select (select count(*) from reconciliation_statements) as statements, (select count(*) from reconciliation_lines) as lines,
               (select count(*) from reconciliation_items) as items, (select count(*) from reconciliation_items where resolved_at is not null) as resolved`,
  );
  return {
    ...Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])),
    audit: await auditCountOfActionsOrEntity(db, 'reconciliation.', 'reconciliation-item'),
    approvals: await approvalRequestsOfKind(db, 'reconciliation.resolve'),
  };
}

describe('reconciliation desk', () => {
  let stuck: Awaited<ReturnType<typeof pendingRepayment>>;
  let failedThere: Awaited<ReturnType<typeof pendingRepayment>>;
  let statementId: number;
  let content: string;

  it('classifies a hand-made statement: matched, missing here, missing there, amount differs, status differs', async () => {
    const matched = await paidRepayment();
    const amountDiffers = await paidRepayment();
    const missingThere = await paidRepayment();
    stuck = await pendingRepayment();
    failedThere = await pendingRepayment();
    const airtel = await paidRepayment('097');
    const unknown = randomUUID();
    content = [
      MTN_HEADER,
      mtnLine(matched.reference, '1,160.00', 'SUCCESSFUL', -30),
      mtnLine(unknown, '250.00', 'SUCCESSFUL', -20),
      mtnLine(amountDiffers.reference, '1100.00', 'SUCCESSFUL', -10),
      mtnLine(stuck.reference, '1160', 'SUCCESSFUL', 10),
      mtnLine(failedThere.reference, '1160.00', 'FAILED', 30),
      '',
    ].join('\n');
    const imported = await importStatement(finance, content);
    expect(imported.status, imported.body).toBe(200);
    const data = imported.json.data as StatementImportData;
    expect(data.duplicate).toBe(false);
    expect(data.statement).toMatchObject({ operator: 'MTN', fileName: 'mtn-statement.csv', lines: 5, newLines: 5, importedBy: 'finance@pocket.test' });
    expect(data.statement.counts).toMatchObject({ matched: 1, 'missing-here': 1, 'amount-differs': 1, 'status-differs': 2 });
    // Missing there: every MTN payment of ours that succeeded in the period (other tests' payments may be among them).
    expect(data.statement.counts['missing-there']).toBeGreaterThanOrEqual(1);
    statementId = data.statement.id;

    const items = await itemsOf(statementId);
    expect(byReference(items, matched.reference)).toMatchObject({ class: 'matched', line: { lineNo: 2, amountText: 'K1,160.00', status: 'SUCCESSFUL' }, payment: { id: matched.paymentId, status: 'SUCCESSFUL' }, actions: [] });
    expect(byReference(items, unknown)).toMatchObject({ class: 'missing-here', line: { lineNo: 3, amountText: 'K250.00' }, payment: null, actions: ['record'] });
    expect(byReference(items, amountDiffers.reference)).toMatchObject({ class: 'amount-differs', line: { amount: 1100 }, payment: { amount: 1160 }, actions: ['record'] });
    expect(byReference(items, stuck.reference)).toMatchObject({ class: 'status-differs', line: { status: 'SUCCESSFUL' }, payment: { status: 'PENDING' }, actions: ['finalise', 'record'] });
    expect(byReference(items, failedThere.reference)).toMatchObject({ class: 'status-differs', line: { status: 'FAILED' }, payment: { status: 'PENDING' }, actions: ['finalise', 'record'] });
    expect(byReference(items, missingThere.reference)).toMatchObject({ class: 'missing-there', line: null, payment: { id: missingThere.paymentId, status: 'SUCCESSFUL', amountText: 'K1,160.00' }, actions: ['record'] });
    expect(byReference(items, missingThere.reference)!.payment!.wallet).toMatch(/^096\*\*\*\*\d{3}$/);
    // Another operator's payment is not this statement's business.
    expect(byReference(items, airtel.reference)).toBeUndefined();

    const open = await finance.call('GET', `/api/staff/reconciliation/statements/${statementId}/items?show=open&limit=100`);
    expect((open.json.data.items as ReconciliationItem[]).map((i) => i.class)).not.toContain('matched');
    const onlyStatus = await finance.call('GET', `/api/staff/reconciliation/statements/${statementId}/items?class=status-differs`);
    expect((onlyStatus.json.data.items as ReconciliationItem[]).map((i) => i.payment!.id)).toEqual([stuck.paymentId, failedThere.paymentId]);
    const list = await finance.call('GET', '/api/staff/reconciliation/statements');
    expect(list.json.data.items[0]).toMatchObject({ id: statementId, open: data.statement.counts['missing-there'] + 4 });
    expect(await auditCount(db, { action: 'reconciliation.import', entityId: String(statementId) })).toBe(1);

    const support = await signInSandbox(app, 'support');
    expect((await importStatement(support, content)).status).toBe(403);
    expect((await support.call('GET', '/api/staff/reconciliation/statements')).status).toBe(403);
  });

  it('the same file twice changes nothing; a line imported before is kept once', async () => {
    const before = await footprint();
    const again = await importStatement(finance2, content, 'MTN', 'renamed.csv');
    expect(again.status, again.body).toBe(200);
    expect(again.json.data).toMatchObject({ duplicate: true, statement: { id: statementId, fileName: 'mtn-statement.csv' } });
    expect(await footprint()).toEqual(before);

    // A second file repeating one line as it was, with one new line: only the new line is added.
    const [, firstLine] = content.split('\n');
    const extra = await paidRepayment();
    const next = await importStatement(finance, [MTN_HEADER, firstLine, mtnLine(extra.reference, '1160.00', 'SUCCESSFUL', 40)].join('\n'));
    expect(next.status, next.body).toBe(200);
    expect(next.json.data.statement).toMatchObject({ lines: 2, newLines: 1, counts: { matched: 1 } });
    // The same transaction id with other values is refused whole.
    const changed = firstLine!.replace('1,160.00', '1,150.00');
    const refused = await importStatement(finance, [MTN_HEADER, mtnLine(randomUUID(), '5.00', 'SUCCESSFUL'), changed].join('\n'));
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe(RECONCILIATION_MESSAGES.lineChanged(3, firstLine!.split(',')[0]!, statementId));
  });

  it('a malformed file is refused whole, naming the line and the reason; nothing is written', async () => {
    const before = await footprint();
    const good = mtnLine(randomUUID(), '10.00', 'SUCCESSFUL');
    const cases: Array<[string, number, string]> = [
      [[MTN_HEADER.replace(',Amount', ''), good].join('\n'), 1, 'missing column'],
      [[MTN_HEADER, good, mtnLine(randomUUID(), '12,34', 'SUCCESSFUL')].join('\n'), 3, 'bad amount'],
      [[MTN_HEADER, good, mtnLine(randomUUID(), '1.00', 'SUCCESSFUL').replace(/\d{4}-\d{2}-\d{2}/, '2026-13-01')].join('\n'), 3, 'bad date'],
      [[MTN_HEADER, good, mtnLine(randomUUID(), '1.00', 'SUCCESSFUL'), good].join('\n'), 4, 'duplicate transaction id'],
    ];
    for (const [file, line, reason] of cases) {
      const res = await importStatement(finance, file);
      expect(res.status, file).toBe(400);
      expect(res.json.msg).toMatch(new RegExp(`^Line ${line}: ${reason}: .*Nothing was imported`));
      expect(res.json.data).toEqual({ line, reason });
    }
    expect(await footprint()).toEqual(before);
    const [kept] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from reconciliation_lines where transaction_id = ${good.split(',')[0]!}`);
    expect(Number(kept!.n)).toBe(0);
  });

  it('a difference is resolved by a second finance member: 20 concurrent approvals finalise the payment once, the ledger balanced', async () => {
    const items = await itemsOf(statementId);
    const item = byReference(items, stuck.reference)!;
    const amountItem = items.find((i) => i.class === 'amount-differs')!;
    const cannot = await finance.call('POST', `/api/staff/reconciliation/items/${amountItem.id}/resolve`, { action: 'finalise', note: 'Amount differs' });
    expect(cannot.status).toBe(409);
    expect(cannot.json.msg).toBe(RECONCILIATION_MESSAGES.cannotFinalise);
    const matched = items.find((i) => i.class === 'matched')!;
    expect((await finance.call('POST', `/api/staff/reconciliation/items/${matched.id}/resolve`, { action: 'record', note: 'Nothing' })).json.msg).toBe(RECONCILIATION_MESSAGES.matched);

    const asked = await finance.call('POST', `/api/staff/reconciliation/items/${item.id}/resolve`, { action: 'finalise', note: 'On the MTN statement as paid; stuck here' });
    expect(asked.status, asked.body).toBe(200);
    const approvalId = asked.json.data.approvalId as number;
    const twice = await finance2.call('POST', `/api/staff/reconciliation/items/${item.id}/resolve`, { action: 'record', note: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe(RECONCILIATION_MESSAGES.openRequest(approvalId));
    expect(byReference(await itemsOf(statementId), stuck.reference)).toMatchObject({ openRequestId: approvalId, actions: [], resolution: null });

    const own = await finance.call('POST', `/api/staff/approvals/${approvalId}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    expect((await stuck.s.call('GET', `/api/order/payment/api/status/${stuck.reference}`)).json.data.status).toBe('PENDING');

    const checkers = await Promise.all(Array.from({ length: 4 }, () => signInSandbox(app, 'finance2')));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkers[i % 4]!.call('POST', `/api/staff/approvals/${approvalId}/approve`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);

    expect({ resolutions: await resolutionsOfPayment(db, stuck.paymentId), ledger: await ledgerLinesOf(stuck.paymentId) }).toEqual({ resolutions: 1, ledger: 1 });
    const plan = await planRow(db, stuck.planId);
    expect(plan.status).toBe('SETTLED');
    expect(plan.principalPaid + plan.interestPaid + plan.feePaid + plan.penaltyPaid).toBe(116_000);
    expect((await stuck.s.call('GET', `/api/order/payment/api/status/${stuck.reference}`)).json.data.status).toBe('SUCCESSFUL');
    const resolved = byReference(await itemsOf(statementId), stuck.reference)!;
    expect(resolved).toMatchObject({ payment: { status: 'SUCCESSFUL' }, actions: [], openRequestId: null, resolution: { action: 'finalise', approvalId, note: 'On the MTN statement as paid; stuck here' } });
    const desk = await finance.call('GET', `/api/staff/payments/${stuck.paymentId}`);
    expect(desk.json.data.resolution).toMatchObject({ approvalId, outcome: 'SUCCESSFUL', operatorReference: item.line!.transactionId, applied: true });
    await assertLedger(db);
  });

  it('a difference that moves no money is recorded with its note; nothing is booked', async () => {
    // Other test files may move money meanwhile on a shared PostgreSQL database: count this payment's own bookings.
    const item = (await itemsOf(statementId)).find((i) => i.class === 'amount-differs')!;
    const paymentId = item.payment!.id;
    const booked = await ledgerLinesOf(paymentId);
    expect(booked).toBe(1);
    const asked = await finance2.call('POST', `/api/staff/reconciliation/items/${item.id}/resolve`, { action: 'record', note: 'Operator error: MTN shows a fee taken at source; acknowledged' });
    expect(asked.status, asked.body).toBe(200);
    const approved = await finance.call('POST', `/api/staff/approvals/${asked.json.data.approvalId}/approve`, {});
    expect(approved.status, approved.body).toBe(200);
    expect((await itemsOf(statementId)).find((i) => i.id === item.id)).toMatchObject({ payment: { status: 'SUCCESSFUL', amount: 1160 }, resolution: { action: 'record', note: 'Operator error: MTN shows a fee taken at source; acknowledged' }, actions: [] });
    expect(await ledgerLinesOf(paymentId)).toBe(booked);
    expect((await finance.call('GET', `/api/staff/payments/${paymentId}`)).json.data.resolution).toBeNull();
    const again = await finance.call('POST', `/api/staff/reconciliation/items/${item.id}/resolve`, { action: 'record', note: 'again' });
    expect(again.json.msg).toBe(RECONCILIATION_MESSAGES.resolved);
    expect(await auditCount(db, { action: 'approval.approve', entityId: String(asked.json.data.approvalId) })).toBe(1);
    await assertLedger(db);
  });

  it('a payment the statement reports FAILED is failed through the engine: the borrower is told, the bill stays open', async () => {
    const item = byReference(await itemsOf(statementId), failedThere.reference)!;
    const asked = await finance.call('POST', `/api/staff/reconciliation/items/${item.id}/resolve`, { action: 'finalise', note: 'FAILED on the MTN statement' });
    expect(asked.status, asked.body).toBe(200);
    expect((await finance2.call('POST', `/api/staff/approvals/${asked.json.data.approvalId}/approve`, {})).status).toBe(200);
    expect((await failedThere.s.call('GET', `/api/order/payment/api/status/${failedThere.reference}`)).json.data).toMatchObject({ status: 'FAILED', reason: 'The mobile-money operator did not complete this payment' });
    const plan = await planRow(db, failedThere.planId);
    expect(plan.principalPaid + plan.interestPaid + plan.feePaid).toBe(0);
    expect(await ledgerLinesOf(failedThere.paymentId)).toBe(0);
    expect(byReference(await itemsOf(statementId), failedThere.reference)).toMatchObject({ payment: { status: 'FAILED' }, resolution: { action: 'finalise' } });
    await assertLedger(db);
  });
});
