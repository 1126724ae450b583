import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { CLOSE_ACCOUNT_TEXTS } from '@pocket/contracts/api/account-closure';
import { formatKwacha } from '@pocket/contracts/money';

import { call, createTestApp, latestCode, loginAs, signHeaders, testDb, uniqueMobile, type TestSession } from '../../../test/harness';
import { approvePrompt, assertLedger, borrow, completeKyc, confirmPaymentAccount } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { openSessionsCount } from '../auth/test-support';
import { setKycPerson, setKycSectionData } from '../kyc/test-support';
import { billsOfBorrower, loanOrdersOfBorrower } from '../lending/test-support';
import { addHandMadePayment, idempotencyKeysCount, paymentsCount } from '../payments/test-support';
import { auditRows } from '../staff-audit/test-support';
import { addUploadRow } from '../uploads/test-support';
import { accountRowOf, USERS_TABLE_NAME } from '../user/test-support';
import { IDEMPOTENCY_SCOPES, PHONE_TABLES, USER_TABLES } from './plugin';
import { leftovers } from './test-support';

const DATA_DIR = '/tmp/pocket-test-data';
const digits = (n: number) => String(randomInt(0, 10 ** n)).padStart(n, '0');

/** A borrower with personal data in every place the app keeps it: KYC, contacts, a photo, device, location, messages. */
async function richBorrower(app: App, db: Db) {
  const s = await loginAs(app);
  await completeKyc(db, s.userId, { questionnaire: true });
  const person = {
    name: `Chanda Erasure${digits(6)}`,
    nrc: `${digits(6)}/11/1`,
    contact1: uniqueMobile('097'),
    contact2: uniqueMobile('095'),
    payer: uniqueMobile('096'),
    deviceId: `device-erasure-${digits(8)}`,
    uploadId: `erasure${digits(10)}`,
  };
  await setKycPerson(db, s.userId, { fullName: person.name, nrcNumber: person.nrc, nrcFrontUploadId: person.uploadId });
  await setKycSectionData(db, s.userId, 'linkman', { type: 'linkman', name1: `${person.name} Sister`, relationship1: 'Sibling', mobile1: person.contact1, name2: 'Mr Banda', relationship2: 'Friend', mobile2: person.contact2 });
  await addUploadRow(db, { id: person.uploadId, userId: s.userId, mime: 'image/jpeg', size: 3 });
  await mkdir(path.join(DATA_DIR, 'uploads'), { recursive: true });
  await writeFile(path.join(DATA_DIR, 'uploads', person.uploadId), 'jpg');
  expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 1, info: JSON.stringify({ deviceid: person.deviceId, language: 'en' }) })).status).toBe(200);
  expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 2, info: JSON.stringify({ latitudeLocation: '15.4', longitudeLocation: '28.3' }) })).status).toBe(200);
  expect((await s.call('POST', '/api/app/node/buriedPointV2', { pageId: 7, actionId: 3, value: person.deviceId })).status).toBe(200);
  expect((await s.call('POST', '/api/complaints', { category: 'data', text: `My name is ${person.name}, call me on ${person.contact1}` })).status).toBe(200);
  await confirmPaymentAccount(app, s, person.payer);
  return { s, person };
}

async function repayAll(app: App, s: TestSession, orderId: number) {
  const detail = await s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`);
  for (const plan of detail.json.data.plans as Array<{ planId: number; remainingAmount: number }>) {
    const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: plan.planId, payAmount: plan.remainingAmount, repayAccountId: orderId, payCard: false });
    expect(paid.status, paid.body).toBe(200);
    await approvePrompt(app, s.mobile);
  }
  const done = await s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`);
  expect(done.json.data.status).toBe('SETTLED');
}

describe('close my account (issue 32)', () => {
  it('every column that names a borrower is classified in the reviewed list (a new table must be added to it)', async () => {
    const db = await testDb();
    const named = await selectRows<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and (column_name in ('user_id', 'invitee_id', 'inviter_id') or column_name like '%\_user\_id')
        union
        select kcu.table_name, kcu.column_name from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.table_name = ${USERS_TABLE_NAME}`,
    );
    const classified = new Set(USER_TABLES.map((t) => `${t.table}.${t.key}`));
    const missing = named.map((r) => `${r.table_name}.${r.column_name}`).filter((c) => !classified.has(c));
    expect(missing, 'add these to personal-data.ts USER_TABLES').toEqual([]);
    expect(named.length).toBeGreaterThan(20);
  });

  it('every column named for a phone (mobile, msisdn, phone) is deleted or blanked by the reviewed list (issue 42)', async () => {
    const db = await testDb();
    const phoneColumns = await selectRows<{ table_name: string; column_name: string }>(
      db,
      sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
          where c.table_schema = 'public' and (c.column_name like '%mobile%' or c.column_name like '%msisdn%' or c.column_name like '%phone%')
            and c.data_type in ('text', 'character varying')`,
    );
    const erased = (table: string, column: string) =>
      USER_TABLES.some((t) => t.table === table && (t.handling.action === 'delete' || (t.handling.action === 'anonymise' && column in t.handling.set))) ||
      PHONE_TABLES.some((t) => t.table === table && t.column === column);
    const left = phoneColumns.map((c) => `${c.table_name}.${c.column_name}`).filter((name) => !erased(...(name.split('.') as [string, string])));
    expect(left, 'a phone column the closure leaves as it is').toEqual([]);
    expect(phoneColumns.length).toBeGreaterThanOrEqual(8);
  });

  it('refused with the amount while a loan is owed; after repaying, closed with a fresh SMS code: no personal field remains, the ledger balances, the phone starts a new account', async () => {
    const app = await createTestApp({ dataDir: DATA_DIR });
    const db = await testDb();
    const { s, person } = await richBorrower(app, db);
    const loan = await borrow(app, s, 500, 14);
    const owedNgwee = Math.round(loan.plans.reduce((sum, p) => sum + p.remainingAmount, 0) * 100);

    const check = await s.call('GET', '/api/account/close');
    expect(check.status, check.body).toBe(200);
    expect(check.json.data).toMatchObject({ canClose: false, owed: owedNgwee, consequence: CLOSE_ACCOUNT_TEXTS.consequence });
    const refusal = CLOSE_ACCOUNT_TEXTS.owes(formatKwacha(owedNgwee), `unpaid bills ${formatKwacha(owedNgwee)}`);
    expect(check.json.data.message).toBe(refusal);
    const noCode = await s.call('POST', '/api/account/close/sendCode');
    expect([noCode.status, noCode.json.msg]).toEqual([409, refusal]);
    const refused = await s.call('POST', '/api/account/close', { code: '1234', confirm: true });
    expect([refused.status, refused.json.msg]).toEqual([409, refusal]);

    await repayAll(app, s, loan.orderId);
    expect((await s.call('GET', '/api/account/close')).json.data).toMatchObject({ canClose: true, owed: 0, message: null });
    const sent = await s.call('POST', '/api/account/close/sendCode');
    expect(sent.status, sent.body).toBe(200);
    const code = await latestCode(app, s.mobile);
    const sms = await call(app, 'GET', `/api/dev/sms?mobile=${s.mobile}`);
    expect(sms.json.data.messages[0].body).toContain('CLOSE your account');
    const unconfirmed = await s.call('POST', '/api/account/close', { code, confirm: false });
    expect([unconfirmed.status, unconfirmed.json.msg]).toEqual([400, expect.stringContaining(CLOSE_ACCOUNT_TEXTS.confirmNeeded)]);
    const wrong = await s.call('POST', '/api/account/close', { code: code === '0000' ? '1111' : '0000', confirm: true });
    expect(wrong.status).toBe(400);
    const closed = await s.call('POST', '/api/account/close', { code, confirm: true });
    expect(closed.status, closed.body).toBe(200);
    expect(closed.json.data).toEqual({ closed: true, message: CLOSE_ACCOUNT_TEXTS.closed });

    // Signed out everywhere: this session is refused.
    expect((await s.call('GET', '/api/consents')).status).toBe(401);
    // No personal field remains anywhere: the phone (both forms), name, NRC, contacts, the other wallet, the device, the photo.
    const core = s.mobile.slice(1);
    const left = await leftovers(db, [core, person.name, person.nrc, person.contact1.slice(1), person.contact2.slice(1), person.payer.slice(1), person.deviceId, person.uploadId]);
    expect(left).toEqual([]);
    for (const { table, key, handling } of USER_TABLES) {
      const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(key)} = ${s.userId}`);
      if (handling.action === 'delete') expect(row?.n, `${table} rows`).toBe(0);
    }
    const user = await accountRowOf(db, s.userId);
    expect(user).toMatchObject({ mobile: `closed:${s.userId}`, googleEmail: null });
    expect(user?.closedAt).toBeTruthy();
    expect(await openSessionsCount(db, s.userId)).toBe(0);
    for (const scope of IDEMPOTENCY_SCOPES(s.userId)) expect(await idempotencyKeysCount(db, scope)).toBe(0);
    expect(existsSync(path.join(DATA_DIR, 'uploads', person.uploadId))).toBe(false);
    // What the law keeps stays: the loan, its bills and payments, without the phone; the ledger still balances.
    const kept = { orders: (await loanOrdersOfBorrower(db, s.userId)).length, plans: (await billsOfBorrower(db, s.userId)).length, payments: await paymentsCount(db, { userId: s.userId }) };
    expect(kept).toEqual({ orders: 1, plans: loan.plans.length, payments: loan.plans.length + 1 });
    await assertLedger(db);
    // Audited once; closing again does nothing (idempotent).
    expect(await app.accountClosure.close(s.userId, { requestId: null })).toEqual({ mobile: null });
    const audit = await auditRows<{ action: string; ip: string | null }>(db, { entity: 'borrower', entityId: String(s.userId), action: 'borrower.close-account' }, ['action', 'ip']);
    expect(audit).toEqual([{ action: 'borrower.close-account', ip: null }]);

    // Nothing more is sent to a closed account (no phone): an offer or a reminder finds no recipient.
    const ending = { event: 'vip.ending' as const, userId: s.userId, purchaseId: 9_200_000 + s.userId, card: 'VIP Monthly', until: '2026-12-07' };
    expect(await app.messages.notify(db, ending)).toBe('no-recipient');

    // The same phone logs in again: a new account.
    const again = await loginAs(app, s.mobile);
    expect(again.userId).not.toBe(s.userId);
    expect(again.appRedirectStatus).toBe(1);
  });

  it('a payment in flight stops the closure (named, not added to the amount)', async () => {
    const app = await createTestApp();
    const db = await testDb();
    const s = await loginAs(app);
    await addHandMadePayment(db, { userId: s.userId, kind: 'VIP', subjectId: 1, reference: `erasure-${digits(10)}`, msisdn: s.mobile, amount: 5000, status: 'PENDING', at: new Date() });
    const check = await s.call('GET', '/api/account/close');
    expect(check.json.data).toMatchObject({ canClose: false, owed: 0, message: CLOSE_ACCOUNT_TEXTS.inFlight('a payment still in progress K50.00') });
  });

  it('a borrower who has just logged in in this browser gets the closing code at once (its own 60 s wait, not the login code\'s)', async () => {
    const app = await createTestApp();
    const mobile = uniqueMobile();
    const sent = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    const cookie = String(sent.headers['set-cookie']).split(';')[0]!;
    const login = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: await latestCode(app, mobile), deviceType: 4 }, { cookie });
    expect(login.status, login.body).toBe(200);
    const { token, id } = login.json.data as { token: string; id: number };
    const uid = crypto.randomUUID();
    const closeCode = await call(app, 'POST', '/api/account/close/sendCode', undefined, { ...signHeaders(app, token, uid), cookie });
    expect(closeCode.status, closeCode.body).toBe(200);
    // A second close code in the same minute waits, as login codes do.
    const again = await call(app, 'POST', '/api/account/close/sendCode', undefined, { ...signHeaders(app, token, uid), cookie });
    expect(again.status).toBe(429);
    expect(id).toBeGreaterThan(0);
  });
});

