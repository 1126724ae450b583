import { isDeepStrictEqual } from 'node:util';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type CreditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { createTestApp, testDb } from '../../../test/harness';
import { borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { AppError } from '../../plugins/errors';
import { addDraft, type CreditPolicyDoor, policyDoor, policyStamp, publish, readLive } from '../credit-policy/plugin';
import { recordedDecisionsOf } from '../credit-policy/test-support';
import { LoanService } from './loan.service';
import { creditLimits } from './schema';

// The versions that decide are held in memory by each API process and checked against their stamp in the
// application's one statement (decision.ts, decision-facts.ts): a publish through any process, or straight in the
// database, is seen by the next application on every process.

let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp();
  db = await testDb();
});

async function goLive(document: CreditPolicyDocument, note: string): Promise<number> {
  return db.transaction(async (tx) => {
    const draft = await addDraft(tx, { document, note, basedOn: null, staffId: 1, now: new Date() });
    await publish(tx, draft.version, 1, new Date());
    return draft.version;
  });
}

// The database is shared with later files on PostgreSQL: the rules of version 1 are live again after this file.
afterAll(async () => {
  if (!isDeepStrictEqual((await readLive(db)).document, POLICY_V1)) await goLive(POLICY_V1, 'Back to version 1 after the held versions tests');
});

/** An API process of its own: its own policy door (its own memory of the versions) and loan service. */
async function apiProcess(): Promise<{ door: CreditPolicyDoor; loans: LoanService }> {
  const door: CreditPolicyDoor = { ...(await policyDoor(db, () => {})), bureau: null };
  return { door, loans: new LoanService({ db, engine: app.payments.engine, now: app.appConfig.now, policy: door, messages: app.messages }) };
}

const decisionsOf = (userId: number) => recordedDecisionsOf(db, userId);
const applied = (loans: LoanService, userId: number, kwacha: number) => loans.apply(userId, { productId: 1, amount: kwacha * 100, term: 14 }).then(() => 200, (err: AppError) => err.code);
const stampNow = async () => (await selectRows<{ stamp: string }>(db, sql`select ${policyStamp} as stamp`))[0]!.stamp;
/** A transaction that fails on any statement: what the door does with it is done from memory. */
const noStatements = new Proxy({}, { get: () => () => { throw new Error('a statement was run'); } }) as unknown as Tx;

describe('the versions that decide, held per process (issue 45)', () => {
  it('while the stamp is the one held, the version is taken from memory; another stamp reads the versions afresh', async () => {
    const { door } = await apiProcess();
    const live = await readLive(db);
    await expect(door.forBorrower(noStatements, 1, await stampNow())).resolves.toMatchObject({ version: live.version, arm: 'champion' });
    await expect(door.forBorrower(noStatements, 1, 'another stamp')).rejects.toThrow('a statement was run');
  });

  it('a version published while two processes hold the old one decides the next application on both', async () => {
    const one = await apiProcess();
    const two = await apiProcess();
    const [a, b, c] = [await borrower(app), await borrower(app), await borrower(app)];
    expect(await applied(one.loans, a.userId, 800)).toBe(200);
    const before = (await decisionsOf(a.userId))[0]!.policyVersion;
    // Accounts younger than 30 days are refused: every borrower here was made today.
    const version = await goLive({ ...POLICY_V1, eligibility: [{ code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 }] }, 'New accounts wait');
    expect(version).not.toBe(before);
    expect(await applied(two.loans, b.userId, 800)).toBe(409);
    expect(await applied(one.loans, c.userId, 800)).toBe(409);
    for (const userId of [b.userId, c.userId]) expect(await decisionsOf(userId)).toMatchObject([{ policyVersion: version, outcome: 'refused', reasons: [{ code: 'rule:new-account', result: 'refused' }] }]);
    expect(two.door.current().version).toBe(version);
  });

  it('a borrower without a limit row, decided by a process that held the old start: the row and the limit take the new start', async () => {
    const held = await apiProcess();
    const s = await borrower(app);
    await db.delete(creditLimits).where(eq(creditLimits.userId, s.userId));
    await goLive({ ...POLICY_V1, limit: { ...POLICY_V1.limit, start: 30_000 } }, 'A lower start');
    expect(await applied(held.loans, s.userId, 900)).toBe(400);
    const [row] = await decisionsOf(s.userId);
    expect(row!.limitMakeUp).toMatchObject({ base: 30_000, fromStart: true, questionnaireBonus: 50_000, limit: 80_000 });
    expect((await db.select().from(creditLimits).where(eq(creditLimits.userId, s.userId)))[0]?.baseLimit).toBe(30_000);
    expect(await applied(held.loans, s.userId, 800)).toBe(200);
  });
});
