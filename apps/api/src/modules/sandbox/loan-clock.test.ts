import { beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, uniqueMobile } from '../../../test/harness';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import { daysToExtensionWindow } from './loans';

let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '4321', autoApproveMs: undefined, disburseDelayMs: 10 } } });
});

describe('/dev/phone loan clock', () => {
  it('the page says the sandbox PIN', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/phone' });
    expect(res.body).toContain('Sandbox PIN: <b>4321</b>');
    expect(res.body).toContain('Loan clock');
  });

  it('GET /api/dev/loans lists a number’s open loan with days to due and the age that reaches the extension window', async () => {
    const mobile = uniqueMobile();
    const made = await call(app, 'POST', '/api/dev/borrowers', { mobile, loan: { amount: 1000, term: 14 } });
    const orderId = made.json.data.orderId as number;
    const before = await call(app, 'GET', `/api/dev/loans?mobile=${mobile}`);
    expect(before.json.data).toEqual([expect.objectContaining({ orderId, status: 'REPAYING', daysToDue: 14, ageToExtensionWindow: 12 })]);

    await call(app, 'POST', `/api/dev/loans/${orderId}/age`, { days: 12 });
    const inWindow = (await call(app, 'GET', `/api/dev/loans?mobile=${mobile}`)).json.data[0];
    expect(inWindow).toMatchObject({ daysToDue: 2, ageToExtensionWindow: null });

    await call(app, 'POST', `/api/dev/loans/${orderId}/age`, { days: 2 + 4 });
    const overdue = (await call(app, 'GET', `/api/dev/loans?mobile=${mobile}`)).json.data[0];
    expect(overdue).toMatchObject({ status: 'OVERDUE', daysToDue: -4 });
  });

  it('a number without loans has none; a bad number is a 400 naming the field', async () => {
    expect((await call(app, 'GET', `/api/dev/loans?mobile=${uniqueMobile()}`)).json.data).toEqual([]);
    const bad = await call(app, 'GET', '/api/dev/loans?mobile=12');
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('mobile');
  });

  it('the extension window is reached by ageing to 2 days before the due date', () => {
    expect(daysToExtensionWindow(14)).toBe(12);
    expect(daysToExtensionWindow(3)).toBe(1);
    expect(daysToExtensionWindow(2)).toBeNull();
    expect(daysToExtensionWindow(-1)).toBeNull();
  });
});
