// Issue 34: getVipCardInfo with a token is one statement with the session (repo.ts readVipInfoBySession); its answer
// is the one the read by statements (VipService.info) gives: without a purchase, with an active membership, and with
// a purchase waiting for the PIN beside it.
import { beforeAll, describe, expect, it } from 'vitest';

import { vipCardInfoData } from '@pocket/contracts/api/vip';

import { createTestApp, loginAs, testClock } from '../../../test/harness';
import { approvePrompt } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';

const clock = testClock(Date.parse('2026-05-01T08:00:00Z'));
let app: App;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now }, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
});

describe('getVipCardInfo in one statement (issue 34)', () => {
  it('answers as the read by statements does', { timeout: 60_000 }, async () => {
    let s = await loginAs(app);
    const same = async () => {
      const res = await s.call('GET', '/api/vip/getVipCardInfo');
      expect(res.status, res.body).toBe(200);
      expect(res.json.data).toEqual(JSON.parse(JSON.stringify(vipCardInfoData.encode(await app.vip.service.info(s.userId)))));
      return res.json.data;
    };
    expect((await same()).lastPayment).toBeNull();
    const pay = (vipCardId: number, payAmount: number) =>
      s.call('POST', '/api/vip/payment', { name: vipCardId === 1 ? 'VIP Monthly' : 'VIP Quarterly', payAmount, mobile: s.mobile, vipCardId }, { 'Idempotency-Key': crypto.randomUUID() });
    expect((await pay(1, 49)).status).toBe(200);
    await approvePrompt(app, s.mobile);
    clock.set(Date.parse('2026-05-03T08:00:00Z'));
    expect((await same()).membership.active).toBe(true);
    expect((await pay(2, 129)).status).toBe(200);
    const both = await same();
    expect([both.pendingPayment?.vipCardId, both.lastPayment?.vipCardId]).toEqual([2, 2]);
    clock.set(Date.parse('2026-07-03T08:00:00Z'));
    s = await loginAs(app, s.mobile);
    expect((await same()).membership.expired).toBe(true);
  });
});
