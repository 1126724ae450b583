import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { call, createTestApp, loginAs, privateTestDb, testClock, uniqueMobile } from '../../../test/harness';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import { selectRows } from '../../db/rows';
import { CLOCK_MESSAGES } from './clock';

const DAY = 86_400_000;
let app: App;
// Moving the clock runs the overdue job over every loan: a database of this file's own.
beforeAll(async () => {
  app = await createTestApp({}, { db: await privateTestDb(), payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '4321', autoApproveMs: undefined, disburseDelayMs: 10 } } });
});

describe('the sandbox clock', () => {
  it('GET /api/dev/clock tells the business time; at first it is the real time', async () => {
    const before = Date.now();
    const { json } = await call(app, 'GET', '/api/dev/clock');
    expect(json.data.offsetMs).toBe(0);
    expect(Date.parse(json.data.now)).toBeGreaterThanOrEqual(before);
    expect(json.data.today).toBe(lusakaDate(Date.parse(json.data.now)));
  });

  it('moves business time forward: a loan falls due and overdue at once, while signed calls and logins keep the real time', async () => {
    const mobile = uniqueMobile();
    const made = await call(app, 'POST', '/api/dev/borrowers', { mobile, loan: { amount: 1000, term: 14 } });
    expect(made.status).toBe(200);
    const session = await loginAs(app, mobile);

    const moved = await call(app, 'POST', '/api/dev/clock', { days: 20 });
    expect(moved.json.data).toMatchObject({ offsetMs: 20 * DAY, offsetDays: 20 });
    expect(app.appConfig.now() - app.appConfig.wallNow()).toBe(20 * DAY);
    // The overdue job ran when the clock moved: the loan is 6 days late, without waiting for its timer.
    const [loan] = (await call(app, 'GET', `/api/dev/loans?mobile=${mobile}`)).json.data;
    expect(loan).toMatchObject({ status: 'OVERDUE', daysToDue: -6 });
    // Its penalties are dated in the ledger by business time (decision 0069), as the trial balance and the books' months
    // read them: 20 days ahead, not the database's own clock.
    const penalties = await selectRows<{ created_at: string | Date }>(app.db, sql`select created_at from ledger_entries where ref like ${`penalty:plan:${made.json.data.planIds[0]}:%`}`);
    expect(penalties.length).toBeGreaterThan(0);
    for (const p of penalties) expect(Math.abs(new Date(p.created_at).getTime() - Date.parse(moved.json.data.now))).toBeLessThan(60_000);
    // The app signs with the phone's real time: still accepted, and the session (30 days) has not ended.
    expect((await session.call('POST', '/api/user/auth/api/getUserAuthProcessStep')).json.code).toBe(200);
    const bills = (await session.call('GET', '/api/v4/loan/list')).json;
    expect(bills.code).not.toBe(401);
    // A new login works too (its code and session are on the wall clock).
    expect((await loginAs(app, uniqueMobile())).token).toBeTruthy();
  });

  it('moves to a date (09:00 Lusaka), refuses going back and unclear bodies, and resets to the real time', async () => {
    const target = lusakaDate(app.appConfig.now() + 3 * DAY);
    const moved = await call(app, 'POST', '/api/dev/clock', { to: target });
    expect(moved.json.data.today).toBe(target);
    // The offset is set against the wall clock of that moment; a few milliseconds have passed since.
    expect(Date.parse(moved.json.data.now) - Date.parse(`${target}T07:00:00.000Z`)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(moved.json.data.now) - Date.parse(`${target}T07:00:00.000Z`)).toBeLessThan(2_000);

    const back = await call(app, 'POST', '/api/dev/clock', { to: lusakaDate(Date.now()) });
    expect(back.json).toMatchObject({ code: 400, msg: CLOCK_MESSAGES.backwards });
    expect((await call(app, 'POST', '/api/dev/clock', { days: 1, to: target })).json.msg).toBe(CLOCK_MESSAGES.oneOf);
    expect((await call(app, 'POST', '/api/dev/clock', {})).json.msg).toBe(CLOCK_MESSAGES.neither);
    expect((await call(app, 'POST', '/api/dev/clock', { to: '2026-02-30' })).json.msg).toContain('to is not a real date');
    expect((await call(app, 'POST', '/api/dev/clock', { days: 0 })).status).toBe(400);

    const reset = await call(app, 'POST', '/api/dev/clock/reset');
    expect(reset.json.data.offsetMs).toBe(0);
    expect(Math.abs(app.appConfig.now() - Date.now())).toBeLessThan(5_000);
  });

  it('a test’s fake clock is both clocks of its app, and the sandbox offset adds to it', async () => {
    const clock = testClock(Date.UTC(2026, 0, 10, 8));
    const faked = await createTestApp({ now: clock.now });
    expect(faked.appConfig.now()).toBe(Date.UTC(2026, 0, 10, 8));
    clock.advance(DAY);
    expect(faked.appConfig.wallNow()).toBe(Date.UTC(2026, 0, 11, 8));
    expect((await call(faked, 'GET', '/api/dev/clock')).json.data.today).toBe('2026-01-11');
    faked.clock.setOffset(2 * DAY);
    expect(lusakaDate(faked.appConfig.now())).toBe('2026-01-13');
    expect(faked.appConfig.wallNow()).toBe(Date.UTC(2026, 0, 11, 8));
  });

  it('/dev/phone shows the sandbox clock with +1, +7, +30 days and Reset, calling these routes', async () => {
    const page = (await app.inject({ method: 'GET', url: '/dev/phone' })).body;
    expect(page).toContain('<h2>Sandbox clock</h2>');
    for (const days of [1, 7, 30]) expect(page).toContain(`data-clock="${days}"`);
    expect(page).toContain('>Reset</button>');
    expect(page).toContain("'/api/dev/clock'");
    expect(page).toContain("'/api/dev/clock/reset'");
  });

  it('does not exist when the sandbox is off', async () => {
    const prod = await createTestApp({ env: 'production', sandbox: false, apiDocs: false });
    expect((await call(prod, 'GET', '/api/dev/clock')).status).toBe(404);
    expect((await call(prod, 'POST', '/api/dev/clock', { days: 7 })).status).toBe(404);
    expect((await call(prod, 'POST', '/api/dev/clock/reset')).status).toBe(404);
    expect(prod.clock.offsetMs()).toBe(0);
  });
});
