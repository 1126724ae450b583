import { randomUUID } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { type CreditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { createTestApp, loginAs, type TestSession, testDb, uniqueMobile } from '../../../test/harness';
import { borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { backtest } from '../credit-policy-desk/test-support';
import { deviceFeatures } from '../lending/test-support';
import { decide } from './decide';
import { creditDecisions } from './schema';

let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp();
  db = await testDb();
});

/** The app's device report (type 1) through the real call, as the borrower's phone sends it. */
const reportDevice = async (s: TestSession, deviceid: string) =>
  expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 1, info: JSON.stringify({ deviceid, language: 'en' }) })).status).toBe(200);
const reportLocation = async (s: TestSession) =>
  expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 2, info: JSON.stringify({ latitudeLocation: '15.4', longitudeLocation: '28.3' }) })).status).toBe(200);
const apply = (s: TestSession, amount: number) => s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount, term: 14 });
const decisionOf = async (userId: number) => (await db.select().from(creditDecisions).where(eq(creditDecisions.userId, userId)))[0]!;

describe('the device features, from what the app reported', () => {
  it('absent when no device was reported (a location report is not a device)', async () => {
    const s = await loginAs(app, uniqueMobile());
    expect(await deviceFeatures(db, s.userId)).toEqual({});
    await reportLocation(s);
    expect(await deviceFeatures(db, s.userId)).toEqual({});
  });

  it('counts the devices used and the other accounts seen on any of them', async () => {
    const [phone, tablet] = [`phone-${randomUUID()}`, `tablet-${randomUUID()}`];
    const s = await loginAs(app, uniqueMobile());
    await reportDevice(s, phone);
    await reportDevice(s, phone);
    expect(await deviceFeatures(db, s.userId)).toEqual({ devicesUsed: 1, accountsOnDevice: 0 });

    const other = await loginAs(app, uniqueMobile());
    await reportDevice(other, phone);
    await reportDevice(s, tablet);
    const third = await loginAs(app, uniqueMobile());
    await reportDevice(third, tablet);
    await reportDevice(third, phone);
    expect(await deviceFeatures(db, s.userId)).toEqual({ devicesUsed: 2, accountsOnDevice: 2 });
    // The other side sees the borrower too.
    expect(await deviceFeatures(db, other.userId)).toEqual({ devicesUsed: 1, accountsOnDevice: 2 });
  });
});

describe('recorded with the decision, and tried on past applications', () => {
  // Accounts seen on the borrower's device cost 100 points; under the cut-off of -50 the draft refuses.
  const SHARED_DEVICE: CreditPolicyDocument = {
    ...POLICY_V1,
    scorecard: { characteristics: [{ feature: 'accountsOnDevice', bins: [{ from: 0, to: 1, points: 0 }, { from: 1, to: null, points: -100 }] }], cutoff: -50 },
  };

  it('version 1 ignores them; a draft scoring them refuses only the shared device, and gives no points when absent', async () => {
    const device = `shared-${randomUUID()}`;
    const [shared, alone, none] = [await borrower(app), await borrower(app), await borrower(app)];
    const otherAccount = await loginAs(app, uniqueMobile());
    await reportDevice(otherAccount, device);
    await reportDevice(shared, device);
    await reportDevice(alone, `alone-${randomUUID()}`);
    for (const s of [shared, alone, none]) expect((await apply(s, 500)).status).toBe(200);

    expect((await decisionOf(shared.userId)).features).toMatchObject({ devicesUsed: 1, accountsOnDevice: 1 });
    expect((await decisionOf(alone.userId)).features).toMatchObject({ devicesUsed: 1, accountsOnDevice: 0 });
    expect(Object.keys((await decisionOf(none.userId)).features)).not.toContain('accountsOnDevice');

    // A day of their own, long past: no other test decides in it.
    const ids = [shared, alone, none].map((s) => s.userId);
    await db.update(creditDecisions).set({ createdAt: new Date('2023-05-17T09:00:00Z') }).where(inArray(creditDecisions.userId, ids));
    const result = await backtest(db, { version: 0, doc: SHARED_DEVICE, from: '2023-05-17', to: '2023-05-17', settings: null, now: new Date() });
    expect(result.applications).toBe(3);
    expect(result.decided).toMatchObject({ approved: 3, refused: 0 });
    expect(result.draft).toMatchObject({ approved: 2, refused: 1, refusals: { score: 1 } });
    expect(result.examples.map((e) => [e.uid, e.was, e.now, e.reason])).toEqual([[shared.userId, 'approved', 'refused', 'score']]);
  });

  it('an eligibility rule on a device feature is not applied to an application without a device report', () => {
    const doc: CreditPolicyDocument = { ...POLICY_V1, eligibility: [{ code: 'device', feature: 'accountsOnDevice', when: 'above', value: 2 }] };
    const base = { amount: 30_000, baseLimit: null, openLoan: false, overdue: false, review: null, at: '2026-11-20T08:00:00.000Z' };
    const own = { accountAgeDays: 100, loansPaidOnTime: 0, loansPaidLate: 0, maxDaysLate: 0, extensionsUsed: 0, loansWrittenOff: 0, questionnaire: 0, vip: 0, declinedPayments: 0 };
    expect(decide(doc, { ...base, features: own }, null).reasons[0]).toEqual({ code: 'rule:device', result: 'passed', note: 'accountsOnDevice: no device reported, not applied' });
    // Refused with the device rules' own reason, in plain words.
    expect(decide(doc, { ...base, features: { ...own, devicesUsed: 1, accountsOnDevice: 3 } }, null)).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'device', message: 'Your phone is linked to other accounts, or your account to many phones. Please contact Pocket support.' },
    });
  });
});
