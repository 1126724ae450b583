import { beforeAll, describe, expect, it } from 'vitest';

import type { ReconciliationItem, StatementImportData } from '@pocket/contracts/api/staff';

import { borrow, borrower } from '../../../test/lending-helpers';
import { raceApp } from '../../../test/races';
import type { StaffTestSession } from '../../../test/staff-sessions';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { sandboxPrompts } from '../../providers/mobile-money/schema';
import { COLUMN_MAPPINGS } from './mapping';
import { formatStatementTime } from './sandbox-statement';

// The sandbox operator's statement (docs/reconciliation.md, "Trying it in the sandbox"): what the sandbox wallets did,
// in the operator's own columns, so that the desk can be tried with `npm start`.

let app: App;
let db: Db;
let finance: StaffTestSession;

beforeAll(async () => {
  ({ app, db } = await raceApp({ pendingPrompts: true }));
  finance = await signInSandbox(app, 'finance');
});

describe("the sandbox operator's statement", () => {
  it('writes times as each operator does, in Lusaka time', () => {
    const at = new Date('2026-11-27T21:05:09Z');
    expect(formatStatementTime(at, COLUMN_MAPPINGS.MTN.timeFormat)).toBe('2026-11-27 23:05:09');
    expect(formatStatementTime(at, COLUMN_MAPPINGS.AIRTEL.timeFormat)).toBe('27-11-2026 23:05:09');
    expect(formatStatementTime(at, COLUMN_MAPPINGS.ZAMTEL.timeFormat)).toBe('27/11/2026 23:05');
  });

  it("lists the sandbox wallets' transactions in the operator's columns: ours match, one Pocket never made is missing here; the same download twice changes nothing", async () => {
    const s = await borrower(app, '096');
    const order = await borrow(app, s, 1000, 14);
    const submitted = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: order.plans[0]!.planId, payAmount: 1160, repayAccountId: order.orderId, payCard: false });
    expect(submitted.status, submitted.body).toBe(200);
    const reference = submitted.json.data.reference as string;
    await app.lending.registry.sandbox!.approve(reference, '1234');
    // Pocket hears the operator's answer (the callback may still be on its way: ask, as the status job would).
    await app.lending.engine.confirm(reference);
    // A transfer the operator recorded on an MTN wallet that Pocket never asked for (its reference is unknown here).
    const stranger = `operator-only-${Date.now()}`;
    await db.insert(sandboxPrompts).values({ reference: stranger, kind: 'collection', msisdn: '0961234567', amount: 25_000, note: 'not ours', status: 'SUCCESSFUL' });
    await db.insert(sandboxPrompts).values({ reference: `airtel-${stranger}`, kind: 'collection', msisdn: '0971234567', amount: 25_000, note: 'not ours', status: 'SUCCESSFUL' });

    const download = await app.inject({ method: 'GET', url: '/api/dev/reconciliation/statement.csv?operator=MTN' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = download.body.trim().split('\n');
    expect(header).toBe('Financial Transaction Id,External Transaction Id,Amount,Status,Date');
    expect(lines.find((l) => l.split(',')[1] === reference)).toMatch(/^SBX[0-9A-F]{12},[^,]+,1160\.00,SUCCESSFUL,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Only MTN's numbers: the Airtel wallet's transfer is on Airtel's statement.
    expect(lines.some((l) => l.includes(`airtel-${stranger}`))).toBe(false);
    const airtel = await app.inject({ method: 'GET', url: '/api/dev/reconciliation/statement.csv?operator=AIRTEL' });
    expect(airtel.body.split('\n')[0]).toBe('Transaction ID,Reference,Amount,Status,Transaction Date');
    expect(airtel.body).toContain(`airtel-${stranger},250.00,TS,`);

    const imported = await finance.call('POST', '/api/staff/reconciliation/statements', { operator: 'MTN', fileName: 'sandbox-mtn-statement.csv', content: download.body });
    expect(imported.status, imported.body).toBe(200);
    const data = imported.json.data as StatementImportData;
    const items = await finance.call('GET', `/api/staff/reconciliation/statements/${data.statement.id}/items?limit=100`);
    const of = (ref: string) => (items.json.data.items as ReconciliationItem[]).find((i) => i.line?.reference === ref);
    expect(of(reference)).toMatchObject({ class: 'matched', payment: { status: 'SUCCESSFUL', amount: 1160 } });
    expect(of(stranger)).toMatchObject({ class: 'missing-here', payment: null, line: { amountText: 'K250.00' } });

    const again = await app.inject({ method: 'GET', url: '/api/dev/reconciliation/statement.csv?operator=MTN' });
    const twice = await finance.call('POST', '/api/staff/reconciliation/statements', { operator: 'MTN', fileName: 'again.csv', content: again.body });
    expect(twice.json.data).toMatchObject({ duplicate: true, statement: { id: data.statement.id } });
  });

  it('names the operator it wants', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/reconciliation/statement.csv?operator=VODAFONE' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('operator');
  });
});
