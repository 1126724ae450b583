import { beforeAll, describe, expect, it } from 'vitest';

import { CLOSE_ACCOUNT_TEXTS } from '@pocket/contracts/api/account-closure';
import { ADJUSTMENT_MESSAGES } from '@pocket/contracts/api/staff';
import type { AdjustmentBorrower } from '@pocket/contracts/api/staff';

import { createTestApp, latestCode, testDb } from '../../../test/harness';
import { assertLedger, waitFor } from '../../../test/lending-helpers';
import type { StaffTestSession } from '../../../test/staff-sessions';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { ACCOUNTS } from '../../ledger/accounts';
import { balanceOf, userCredit } from '../../ledger/repo';
import { paymentsCount } from '../payments/test-support';
import { markAccountClosed } from '../user/test-support';
import { deskSteps } from './test-support';

// Issue 42, defect 10: an account holding K20.00 of credit could be closed (the credit lost with it), and the refund's
// approval then answered 500. The closure now refuses while credit is held and tells the borrower how to get it paid
// out; a refund to a closed account answers 409 with the reason, and nothing moves.

let app: App;
let db: Db;
let finance: StaffTestSession;
let finance2: StaffTestSession;

beforeAll(async () => {
  const payments = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };
  app = await createTestApp({}, { payments });
  db = await testDb();
  finance = await signInSandbox(app, 'finance');
  finance2 = await signInSandbox(app, 'finance2');
});

const { askAndApprove, borrowerWithCredit } = deskSteps(() => ({ app, db, finance, finance2 }));
const refundCount = (userId: number) => paymentsCount(db, { kind: 'REFUND', userId });

describe('credit at closure (issue 42, defect 10)', () => {
  it('credit stops the closure with how to get it paid out; once refunded to the wallet the account closes, the ledger balanced', async () => {
    const { s } = await borrowerWithCredit();
    const refusal = CLOSE_ACCOUNT_TEXTS.credit('K20.00');
    const check = await s.call('GET', '/api/account/close');
    expect(check.json.data).toMatchObject({ canClose: false, owed: 0, blocks: [{ kind: 'credit', amount: 2000, text: 'credit K20.00' }], message: refusal });
    expect(refusal).toBe(
      'You have K20.00 of credit with us (money you paid beyond your bills). Before you close your account, ask us to pay it to your mobile-money wallet: write to us from Me > Help. Once it is paid, you can close your account.',
    );
    const noCode = await s.call('POST', '/api/account/close/sendCode');
    expect([noCode.status, noCode.json.msg]).toEqual([409, refusal]);
    const refused = await s.call('POST', '/api/account/close', { code: '1234', confirm: true });
    expect([refused.status, refused.json.msg]).toEqual([409, refusal]);

    // Finance pays it out (maker-checker); the refund reaches the wallet; nothing stops the closure any more.
    const id = await askAndApprove('refund', { userId: s.userId, amount: 2000 });
    await waitFor(
      async () => (await finance.call('GET', `/api/staff/adjustments/borrowers/${s.userId}`)).json.data as AdjustmentBorrower,
      (v) => v.requests.find((r) => r.approvalId === id)?.payment?.status === 'SUCCESSFUL',
    );
    expect(await userCredit(db, s.userId)).toBe(0);
    expect((await s.call('GET', '/api/account/close')).json.data).toMatchObject({ canClose: true, blocks: [], message: null });
    expect((await s.call('POST', '/api/account/close/sendCode')).status).toBe(200);
    const closed = await s.call('POST', '/api/account/close', { code: await latestCode(app, s.mobile), confirm: true });
    expect(closed.status, closed.body).toBe(200);
    expect(await balanceOf(db, ACCOUNTS.userCredit, `user:${s.userId}`)).toBe(0);
    await assertLedger(db);
  });

  it('a refund of a closed account answers 409 with the reason, at the request and at the approval; nothing is paid, the credit stays booked', async () => {
    const { s } = await borrowerWithCredit();
    const asked = await finance.call('POST', '/api/staff/adjustments/refund', { userId: s.userId, amount: 2000, reason: 'Overpaid' });
    expect(asked.status, asked.body).toBe(200);
    // The account is closed before the approval, as accounts closed before this change were (the closure's user-row
    // anonymisation: the phone replaced, closed_at set).
    await markAccountClosed(db, s.userId);
    const approved = await finance2.call('POST', `/api/staff/approvals/${asked.json.data.approvalId}/approve`, {});
    expect([approved.status, approved.json.msg]).toEqual([409, ADJUSTMENT_MESSAGES.refundClosed]);
    const again = await finance.call('POST', '/api/staff/adjustments/refund', { userId: s.userId, amount: 2000, reason: 'Overpaid' });
    expect([again.status, again.json.msg]).toEqual([409, ADJUSTMENT_MESSAGES.refundClosed]);
    expect(await refundCount(s.userId)).toBe(0);
    expect(await userCredit(db, s.userId)).toBe(2000);
    await assertLedger(db);
  });
});
