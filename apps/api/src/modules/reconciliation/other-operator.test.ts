import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { RECONCILIATION_MESSAGES } from '@pocket/contracts/api/staff';
import type { StatementImportData } from '@pocket/contracts/api/staff';

import { assertLedger, planRow } from '../../../test/lending-helpers';
import { AIRTEL_HEADER, airtelLine, byReference, ledgerEntriesOf, MTN_HEADER, mtnLine, reconciliationSuite } from './test-support';

// Issue 42, defect 6: an Airtel statement line carrying an MTN payment's reference was matched, "finalised" through
// maker-checker, and settled the MTN bill. A statement now matches only payments of its own operator; another
// operator's reference is an anomaly of its own, shown on the desk, which cannot make any payment final.

const { desk, pendingRepayment, paidRepayment, importStatement, itemsOf } = reconciliationSuite();

describe("another operator's payment on a statement (issue 42, defect 6)", () => {
  it("an Airtel line with an MTN payment's reference is an other-operator anomaly: not matched, never finalised (not even as a status difference), only recorded", async () => {
    const { db, finance, finance2 } = desk;
    const mtnStuck = await pendingRepayment('096');
    const airtelPaid = await paidRepayment('097');
    const airtelStuck = await pendingRepayment('097');
    const content = [AIRTEL_HEADER, airtelLine(mtnStuck.reference, '1160.00', 'TS', -20), airtelLine(airtelPaid.reference, '1160.00', 'TS', -10), airtelLine(airtelStuck.reference, '1160.00', 'TS', 10)].join('\n');
    const imported = await importStatement(finance, content, 'AIRTEL', 'airtel-statement.csv');
    expect(imported.status, imported.body).toBe(200);
    const statement = (imported.json.data as StatementImportData).statement;
    expect(statement.counts).toMatchObject({ 'other-operator': 1, matched: 1, 'status-differs': 1 });

    const items = await itemsOf(statement.id);
    const anomaly = byReference(items, mtnStuck.reference)!;
    // Shown on the desk with our payment and its operator, so finance sees what the reference points at.
    expect(anomaly).toMatchObject({ class: 'other-operator', line: { status: 'SUCCESSFUL' }, payment: { id: mtnStuck.paymentId, status: 'PENDING', operator: 'MTN' }, actions: ['record'] });
    // Airtel's own payments are compared as before.
    expect(byReference(items, airtelPaid.reference)).toMatchObject({ class: 'matched', payment: { operator: 'AIRTEL' } });
    expect(byReference(items, airtelStuck.reference)).toMatchObject({ class: 'status-differs', actions: ['finalise', 'record'] });

    const refused = await finance.call('POST', `/api/staff/reconciliation/items/${anomaly.id}/resolve`, { action: 'finalise', note: 'Paid on the Airtel statement' });
    expect([refused.status, refused.json.msg]).toEqual([409, RECONCILIATION_MESSAGES.otherOperator('AIRTEL', 'MTN')]);
    // The attack's path: the same item classified as a status difference (as before the fix) is still refused, because
    // the payment's operator is checked when a finalisation is asked for and again when it is approved.
    await db.execute(sql`update reconciliation_items set class = 'status-differs' where id = ${anomaly.id}`);
    const forged = await finance.call('POST', `/api/staff/reconciliation/items/${anomaly.id}/resolve`, { action: 'finalise', note: 'Paid on the Airtel statement' });
    expect([forged.status, forged.json.msg]).toEqual([409, RECONCILIATION_MESSAGES.otherOperator('AIRTEL', 'MTN')]);
    await db.execute(sql`update reconciliation_items set class = 'other-operator' where id = ${anomaly.id}`);

    // Recorded with a note (maker-checker); nothing moves: the MTN payment still waits, its bill is not paid.
    const asked = await finance.call('POST', `/api/staff/reconciliation/items/${anomaly.id}/resolve`, { action: 'record', note: 'Airtel shows an MTN reference: raised with Airtel' });
    expect(asked.status, asked.body).toBe(200);
    expect((await finance2.call('POST', `/api/staff/approvals/${asked.json.data.approvalId}/approve`, {})).status).toBe(200);
    expect(byReference(await itemsOf(statement.id), mtnStuck.reference)).toMatchObject({ class: 'other-operator', resolution: { action: 'record' }, payment: { status: 'PENDING' } });
    expect(await ledgerEntriesOf(db, mtnStuck.paymentId)).toBe(0);
    const bill = await planRow(db, mtnStuck.planId);
    expect(bill.status).not.toBe('SETTLED');
    expect(bill.principalPaid + bill.interestPaid + bill.feePaid).toBe(0);

    // MTN's own statement still settles it, through the payment engine.
    const mtn = await importStatement(finance, [MTN_HEADER, mtnLine(mtnStuck.reference, '1160.00', 'SUCCESSFUL', 15)].join('\n'));
    expect(mtn.status, mtn.body).toBe(200);
    const own = byReference(await itemsOf((mtn.json.data as StatementImportData).statement.id), mtnStuck.reference)!;
    expect(own).toMatchObject({ class: 'status-differs', payment: { operator: 'MTN' }, actions: ['finalise', 'record'] });
    const finalise = await finance.call('POST', `/api/staff/reconciliation/items/${own.id}/resolve`, { action: 'finalise', note: 'Paid on the MTN statement' });
    expect(finalise.status, finalise.body).toBe(200);
    expect((await finance2.call('POST', `/api/staff/approvals/${finalise.json.data.approvalId}/approve`, {})).status).toBe(200);
    expect((await planRow(db, mtnStuck.planId)).status).toBe('SETTLED');
    await assertLedger(db);
  });
});
