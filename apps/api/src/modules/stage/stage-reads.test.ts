// Issue 34: the stage reads (index, info, plan-list) are one statement each (read.repo.ts); their answers are the
// ones the reads by statements (StageService.index, info, planList) give, on an order with a paid bill, a bill with a
// payment waiting for the PIN, and a borrower without a stage order.
import { beforeAll, describe, expect, it } from 'vitest';

import { stageIndexAnswer, stageInfoAnswer, stagePlanListAnswer } from '@pocket/contracts/api/stage';

import { createTestApp, testClock } from '../../../test/harness';
import { approvePrompt, borrower } from '../../../test/lending-helpers';
import { openStageOrder } from '../../../test/stage-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import { StageService } from './service';

const clock = testClock(Date.parse('2026-03-01T08:00:00Z'));
let app: App;
let byStatements: StageService;
const json = (v: unknown) => JSON.parse(JSON.stringify(v));

beforeAll(async () => {
  const config = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };
  app = await createTestApp({ now: clock.now }, { payments: config });
  byStatements = new StageService({ db: app.db, lending: app.lending, repay: app.repay, now: clock.now });
});

describe('the one-statement stage reads (issue 34)', () => {
  it('answer as the reads by statements do', { timeout: 60_000 }, async () => {
    const s = await borrower(app, '096', false);
    const order = await openStageOrder(app, s);
    const [first, second] = order.plans;
    const paid = await s.call('POST', '/api/v1/mobile-order/repay', { planId: first!.planId, amount: first!.remainingAmount, mobile: s.mobile });
    expect(paid.status, paid.body).toBe(200);
    await approvePrompt(app, s.mobile);
    const waiting = await s.call('POST', '/api/v1/mobile-order/repay', { planId: second!.planId, amount: 100, mobile: s.mobile });
    expect(waiting.status, waiting.body).toBe(200);
    clock.set(Date.parse('2026-03-20T08:00:00Z'));

    const index = await s.call('GET', '/api/v1/mobile-order/index');
    expect(index.status, index.body).toBe(200);
    expect(index.json.data).toEqual(json(stageIndexAnswer.shape.data.encode(await byStatements.index(s.userId))));
    expect(index.json.data.orders[0].plans[0].status).toBe('SETTLED');
    expect(index.json.data.orders[0].plans[1].paymentInFlight).not.toBeNull();
    const info = await s.call('GET', `/api/v1/mobile-order/info?orderId=${order.orderId}`);
    expect(info.json.data).toEqual(json(stageInfoAnswer.shape.data.encode(await byStatements.info(s.userId, order.orderId))));
    expect(info.json.data.depositStatus).toBe('SUCCESSFUL');
    const plans = await s.call('POST', '/api/v1/mobile-order/plan-list', { orderId: order.orderId });
    expect(plans.json.data).toEqual(json(stagePlanListAnswer.shape.data.encode(await byStatements.planList(s.userId, order.orderId))));

    // Another borrower: no stage order in the index, and this order reads as absent.
    const other = await borrower(app, '097', false);
    const empty = await other.call('GET', '/api/v1/mobile-order/index');
    expect(empty.json.data).toEqual(json(stageIndexAnswer.shape.data.encode(await byStatements.index(other.userId))));
    expect(empty.json.data.orders).toEqual([]);
    for (const res of [
      await other.call('GET', `/api/v1/mobile-order/info?orderId=${order.orderId}`),
      await other.call('POST', '/api/v1/mobile-order/plan-list', { orderId: order.orderId }),
    ]) {
      expect(res.status, res.body).toBe(404);
      expect(res.json.msg).toBe('This stage order does not exist');
    }
    expect((await other.call('GET', '/api/v1/mobile-order/info?orderId=abc')).status).toBe(400);
  });
});
