import { beforeAll, describe, expect, it } from 'vitest';

import { sum } from '@pocket/contracts/plan-state';
import { minRepayAmount } from '@pocket/contracts/repay-amount';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import { findPlan, planState } from '../lending/plugin';

// Decision 0041: the handlers hand Ngwee to the answer schema and the serializer encodes Kwacha. These read the
// answers' raw text, so a figure left in ngwee (100 times too big) or not encoded at all would show.
const clock = testClock(Date.parse('2026-05-01T08:00:00Z'));
let app: App;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now }, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
});

describe('money crosses the wire as Kwacha (decision 0041)', () => {
  it('reads a Kwacha amount with decimals into the payment and sends the same Kwacha back on every answer', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const plan = (await findPlan(await testDb(), planId, null))?.plan;
    const due = sum(planState(plan!).due);

    const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: '300.50', payCard: false });
    expect(paid.status, paid.body).toBe(200);
    expect(paid.body).toContain('"payAmount":300.5,');

    const mine = await s.call('GET', '/api/my/getMyLoanInfo');
    expect(mine.status).toBe(200);
    // The questionnaire's limit is K1,000, all of it lent: nothing available, nothing credited.
    expect(mine.body).toContain('"creditLimit":1000,"availableLimit":0,"userCredit":0,');
    expect(mine.body).toContain('"loanAmount":1000,');
    expect(mine.body).toContain(`"totalAmount":${due / 100},`);
    expect(mine.json.data.orders[0].paymentInFlight).toMatchObject({ kind: 'REPAY', amount: 300.5 });

    const detail = await s.call('POST', `/api/order/api/getRepayDetailV2/${order.orderId}`);
    expect(detail.body).toContain(`"minRepayAmount":${minRepayAmount(due) / 100},`);
    expect(detail.body).toContain(`"remainingAmount":${due / 100}}`);
    expect(detail.json.data.paymentInFlight.amount).toBe(300.5);

    const status = await s.call('GET', `/api/order/payment/api/status/${paid.json.data.reference as string}`);
    expect(status.body).toContain('"amount":300.5}');
  });

  it('refuses an amount with more than 2 decimals with the message the spec gives', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const res = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: order.plans[0]!.planId, payAmount: 300.505 });
    expect(res.status).toBe(400);
    expect(res.body).toContain('must be an amount in Kwacha with at most 2 decimals');
  });
});
