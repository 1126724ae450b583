import { isDeepStrictEqual } from 'node:util';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { APPROVAL_MESSAGES, CREDIT_POLICY_MESSAGES } from '@pocket/contracts/api/staff';
import { type CreditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { createTestApp, type TestSession, testDb } from '../../../test/harness';
import { borrower, waitFor } from '../../../test/lending-helpers';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { addDraft, armOf, endChallenger, publish, readChallenger, readLive } from '../credit-policy/plugin';
import { decisionsOfOrdersCount, liveVersionsCount, recordedDecisionsOf, recordedDecisionsOfBorrowers } from '../credit-policy/test-support';
import { loanOrderIdsInStatus } from '../lending/test-support';
import { auditRows as auditTrail } from '../staff-audit/test-support';
import { backtest } from './backtest';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once.
vi.setConfig({ testTimeout: 120_000 });

let app: App;
let db: Db;
let risk: StaffTestSession;
let admin: StaffTestSession;

beforeAll(async () => {
  app = await createTestApp();
  db = await testDb();
  risk = await signInSandbox(app, 'risk');
  admin = await signInSandbox(app, 'admin');
});

// The database is shared with later files on PostgreSQL: version 1's rules are live again after this file.
afterAll(async () => {
  const running = await readChallenger(db);
  if (running) await db.transaction((tx) => endChallenger(tx, running.version, 'retire', new Date()));
  if (isDeepStrictEqual((await readLive(db)).document, POLICY_V1)) return;
  await db.transaction(async (tx) => {
    const draft = await addDraft(tx, { document: POLICY_V1, note: 'Back to version 1 after the desk tests', basedOn: 1, staffId: risk.id, now: new Date() });
    await publish(tx, draft.version, 1, new Date());
  });
});

const NEW_ACCOUNTS_WAIT: CreditPolicyDocument = { ...POLICY_V1, eligibility: [{ code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 }] };
const apply = (s: TestSession, amount: number) => s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount, term: 14 });
const today = () => new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
const auditRows = (version: number) => auditTrail<{ action: string; actor_email: string }>(db, { entity: 'credit_policy_version', entityId: String(version) }, ['action', 'actor_email']);

async function draft(document: CreditPolicyDocument, note = 'New accounts wait 30 days') {
  const res = await risk.call('POST', '/api/staff/credit-policy/drafts', { basedOn: 1, document, note });
  expect(res.status, res.body).toBe(200);
  return res.json.data.version as number;
}

describe('credit policy desk: drafts', () => {
  it('risk reads the versions and version 1, drafts a change (audited), and edits it while it is a draft', async () => {
    const list = await risk.call('GET', '/api/staff/credit-policy/versions');
    expect(list.status, list.body).toBe(200);
    expect(list.json.data.items.some((v: { version: number; status: string }) => v.version === 1)).toBe(true);
    expect((await risk.call('GET', '/api/staff/credit-policy/versions/1')).json.data.document).toEqual(POLICY_V1);

    const version = await draft(NEW_ACCOUNTS_WAIT);
    const edited = await risk.call('POST', `/api/staff/credit-policy/drafts/${version}`, { basedOn: 1, document: { ...NEW_ACCOUNTS_WAIT, limit: { ...POLICY_V1.limit, start: 30_000 } }, note: 'New accounts wait 30 days, start at K300' });
    expect(edited.status, edited.body).toBe(200);
    expect(edited.json.data).toMatchObject({ version, status: 'draft', note: 'New accounts wait 30 days, start at K300' });
    expect((await auditRows(version)).map((r) => [r.action, r.actor_email])).toEqual([['credit-policy.draft', 'risk@pocket.test'], ['credit-policy.draft-update', 'risk@pocket.test']]);
  });

  it('refuses a document the schema refuses, naming the problem, and writes nothing', async () => {
    const before = (await risk.call('GET', '/api/staff/credit-policy/versions')).json.data.items.length;
    const res = await risk.call('POST', '/api/staff/credit-policy/drafts', { basedOn: 1, note: 'score by sex', document: { ...POLICY_V1, eligibility: [{ code: 'new-account', feature: 'sex', when: 'above', value: 0 }] } });
    expect(res.status).toBe(400);
    expect(res.json.msg).toContain('sex is never a credit feature');
    expect((await risk.call('GET', '/api/staff/credit-policy/versions')).json.data.items.length).toBe(before);
  });

  it('a published version is never edited', async () => {
    const res = await risk.call('POST', '/api/staff/credit-policy/drafts/1', { basedOn: 1, document: POLICY_V1, note: 'edit the live one' });
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(CREDIT_POLICY_MESSAGES.notDraft);
  });
});

describe('credit policy desk: the diff between versions', () => {
  it('answers what changes from the live version (by default) or a chosen one, in words; unknown versions 404; admin reads', async () => {
    const version = await draft(NEW_ACCOUNTS_WAIT, 'New accounts wait 30 days (diff)');
    const live = (await readLive(db)).version;
    const res = await risk.call('GET', `/api/staff/credit-policy/versions/${version}/diff`);
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toEqual({ version, against: live, changes: [{ part: 'eligibility', text: 'Rule added: refused when Days since the account was opened is below 30 (“Your account is too new.”)' }] });
    const back = await admin.call('GET', `/api/staff/credit-policy/versions/1/diff?against=${version}`);
    expect(back.status, back.body).toBe(200);
    expect(back.json.data.changes).toEqual([{ part: 'eligibility', text: 'Rule removed: refused when Days since the account was opened is below 30 (“Your account is too new.”)' }]);
    expect((await risk.call('GET', `/api/staff/credit-policy/versions/${version}/diff?against=999999`)).json.msg).toBe(CREDIT_POLICY_MESSAGES.noVersion);
    const support = await signInSandbox(app, 'support');
    expect((await support.call('GET', `/api/staff/credit-policy/versions/${version}/diff`)).status).toBe(403);
  });
});

describe('credit policy desk: the challenger', () => {
  it('risk asks for a share, cannot approve it; once approved, a borrower in the share is decided by the challenger and recorded under it; the report; retired the same way', async () => {
    const version = await draft(NEW_ACCOUNTS_WAIT, 'New accounts wait 30 days (challenger)');
    const bad = await risk.call('POST', `/api/staff/credit-policy/versions/${version}/challenger`, { sharePct: 60, reason: 'Too big a share' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('must be at most 50%');

    const asked = await risk.call('POST', `/api/staff/credit-policy/versions/${version}/challenger`, { sharePct: 50, reason: 'Try the wait on half of new applications' });
    expect(asked.status, asked.body).toBe(200);
    const own = await risk.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(own.json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    expect(await readChallenger(db)).toBeNull();
    expect((await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).status).toBe(200);
    expect(await readChallenger(db)).toMatchObject({ version, sharePct: 50 });
    const listed = (await admin.call('GET', '/api/staff/credit-policy/versions')).json.data.items.find((v: { version: number }) => v.version === version);
    expect(listed).toMatchObject({ status: 'challenger', sharePct: 50 });

    // One borrower in the challenger's share, one outside it (the split is the borrower's, known in advance).
    let inShare: TestSession | null = null;
    let outside: TestSession | null = null;
    while (!inShare || !outside) {
      const s = await borrower(app);
      if (armOf(s.userId, version, 50) === 'challenger') inShare ??= s;
      else outside ??= s;
    }
    const refused = await apply(inShare, 500);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('Your account is too new. Please try again when it is a few weeks older.');
    expect((await apply(outside, 500)).status).toBe(200);
    const live = (await readLive(db)).version;
    const rows = await recordedDecisionsOfBorrowers(db, [inShare.userId, outside.userId]);
    expect(rows.map((r) => [r.userId, r.policyVersion, r.arm])).toEqual([[inShare.userId, version, 'challenger'], [outside.userId, live, 'champion']]);

    const report = await admin.call('GET', '/api/staff/credit-policy/challenger/report');
    expect(report.status, report.body).toBe(200);
    expect(report.json.data).toMatchObject({ challenger: version, sharePct: 50, to: null });
    const challengerRows = report.json.data.rows.filter((r: { arm: string }) => r.arm === 'challenger');
    expect(challengerRows).toEqual([expect.objectContaining({ versions: [version], applications: 1, approved: 0, approvalRateBp: 0, averageAmount: null })]);
    expect(report.json.data.rows.find((r: { arm: string }) => r.arm === 'champion')).toMatchObject({ versions: [live], approved: 1, averageAmount: 50_000 });

    // A second challenger waits for this one to end; ending it is maker-checker too.
    expect((await risk.call('POST', `/api/staff/credit-policy/versions/${await draft(POLICY_V1, 'another')}/challenger`, { sharePct: 10, reason: 'x two' })).json.msg).toBe(CREDIT_POLICY_MESSAGES.challengerRunning);
    const end = await risk.call('POST', `/api/staff/credit-policy/versions/${version}/challenger/end`, { action: 'retire', reason: 'The wait refuses too many' });
    expect(end.status, end.body).toBe(200);
    expect((await risk.call('POST', `/api/staff/approvals/${end.json.data.id}/approve`, {})).json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    expect((await admin.call('POST', `/api/staff/approvals/${end.json.data.id}/approve`, {})).status).toBe(200);
    expect(await readChallenger(db)).toBeNull();
    expect((await apply(await borrowerIn(version), 500)).status).toBe(200);
    expect((await risk.call('GET', `/api/staff/credit-policy/challenger/report?challenger=${version}`)).json.data.to).not.toBeNull();
  });

  it('a promoted challenger becomes the live version, the live one retires', async () => {
    const version = await draft(POLICY_V1, 'Version 1 rules as a challenger');
    const asked = await risk.call('POST', `/api/staff/credit-policy/versions/${version}/challenger`, { sharePct: 10, reason: 'Same rules, tried on a tenth' });
    expect((await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).status).toBe(200);
    const was = (await readLive(db)).version;
    const end = await risk.call('POST', `/api/staff/credit-policy/versions/${version}/challenger/end`, { action: 'promote', reason: 'It does as well' });
    expect((await admin.call('POST', `/api/staff/approvals/${end.json.data.id}/approve`, {})).status).toBe(200);
    expect((await readLive(db)).version).toBe(version);
    expect((await risk.call('GET', `/api/staff/credit-policy/versions/${was}`)).json.data.status).toBe('retired');
    expect((await risk.call('POST', `/api/staff/credit-policy/versions/${version}/challenger/end`, { action: 'retire', reason: 'not one' })).json.msg).toBe(CREDIT_POLICY_MESSAGES.notChallenger);
  });
});

/** A new borrower who would fall in `version`'s 50% share. */
async function borrowerIn(version: number): Promise<TestSession> {
  for (;;) {
    const s = await borrower(app);
    if (armOf(s.userId, version, 50) === 'challenger') return s;
  }
}

describe('credit policy desk: backtest, publish, figures', () => {
  it('backtests a draft on the recorded applications: what it would refuse of what was approved, and how those loans turned out', async () => {
    // On PostgreSQL the files before this one share the database and applied today too, some from older accounts: the
    // test reads what its own three applications add to the day's backtest. A loan counts once its sandbox payout is
    // final, so each read waits until no order of the decisions is still paying out.
    const paying = async () => decisionsOfOrdersCount(db, await loanOrderIdsInStatus(db, 'DISBURSING'));
    const version = await draft(NEW_ACCOUNTS_WAIT);
    const read = async () => {
      expect(await waitFor(paying, (n) => n === 0, 30_000)).toBe(0);
      const res = await risk.call('GET', `/api/staff/credit-policy/versions/${version}/backtest?from=${today()}&to=${today()}`);
      expect(res.status, res.body).toBe(200);
      return res.json.data;
    };
    const before = await read();
    const s = await borrower(app);
    expect((await apply(s, 500)).status).toBe(200);
    // Two more: a refusal above the limit and another approval.
    expect((await apply(await borrower(app), 1_500)).status).toBe(400);
    expect((await apply(await borrower(app), 300)).status).toBe(200);
    const r = await read();
    const changed = (b: typeof r) => b.changes.find((c: { from: string; to: string }) => c.from === 'approved' && c.to === 'refused')?.count ?? 0;
    expect(r.applications - before.applications).toBe(3);
    // The three accounts are minutes old: the draft refuses all three, the two approvals for the new account rule.
    expect(r.draft.approved + r.draft.review - (before.draft.approved + before.draft.review)).toBe(0);
    expect(r.draft.refused - before.draft.refused).toBe(3);
    expect((r.draft.refusals['new-account'] ?? 0) - (before.draft.refusals['new-account'] ?? 0)).toBeGreaterThanOrEqual(2);
    expect(r.decided.approved - before.decided.approved).toBe(2);
    expect(r.decided.refused - before.decided.refused).toBe(1);
    expect(changed(r) - changed(before)).toBe(2);
    // Both loans were paid out, and the draft would have made neither.
    expect(r.decided.outcomes.loans - before.decided.outcomes.loans).toBe(2);
    expect(r.avoided.loans - before.avoided.loans).toBe(2);
    // The draft adds one rule, so every change it makes is a refusal for it; up to 50 are listed.
    const changes = r.changes.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(r.examples).toHaveLength(Math.min(50, changes));
    expect(r.examples.every((e: { now: string; reason: string }) => e.now === 'refused' && e.reason === 'new-account')).toBe(true);

    // Read a page at a time (memory flat): pages of one decision give the same answer as one page of all.
    const run = (pageSize: number) => backtest(db, { version, doc: NEW_ACCOUNTS_WAIT, from: today(), to: today(), settings: app.appConfig.review, now: new Date(), pageSize });
    expect(await run(1)).toEqual(await run(10_000));

    const bad = await risk.call('GET', `/api/staff/credit-policy/versions/${version}/backtest?from=2026-05-02&to=2026-05-01`);
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('from must not be after to');
  });

  it('publish: risk asks, cannot approve it; a second person approves once under 20 concurrent approvals; the next application is decided by it', async () => {
    const version = await draft(NEW_ACCOUNTS_WAIT, 'New accounts wait 30 days (publish)');
    const asked = await risk.call('POST', `/api/staff/credit-policy/versions/${version}/publish`, { reason: 'Early defaults among new accounts' });
    expect(asked.status, asked.body).toBe(200);
    const id = asked.json.data.id as number;
    const own = await risk.call('POST', `/api/staff/approvals/${id}/approve`, {});
    expect(own.json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    // Nothing changes until a second person approves.
    expect((await readLive(db)).version).not.toBe(version);

    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.call('POST', `/api/staff/approvals/${id}/approve`, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const live = await readLive(db);
    expect(live.version).toBe(version);
    expect(await liveVersionsCount(db)).toBe(1);

    const s = await borrower(app);
    const refused = await apply(s, 500);
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('Your account is too new. Please try again when it is a few weeks older.');
    const decided = await recordedDecisionsOf(db, s.userId);
    expect(decided.map((d) => d.policyVersion)).toEqual([version]);

    // The figure: the new version's decisions beside the earlier ones'.
    const fig = await admin.call('GET', '/api/staff/credit-policy/outcomes');
    expect(fig.status, fig.body).toBe(200);
    const row = fig.json.data.items.find((i: { version: number }) => i.version === version);
    expect(row).toMatchObject({ status: 'live', refused: 1, approved: 0, approvalRateBp: 0 });
    expect(fig.json.data.items.find((i: { version: number }) => i.version === 1)).toMatchObject({ status: 'retired' });

    // Back to version 1's rules, the same way.
    const back = await draft(POLICY_V1, 'Back to version 1');
    const again = await risk.call('POST', `/api/staff/credit-policy/versions/${back}/publish`, { reason: 'End of the trial' });
    expect((await admin.call('POST', `/api/staff/approvals/${again.json.data.id}/approve`, {})).status).toBe(200);
    expect((await apply(s, 500)).status).toBe(200);
  });

  it('a draft changed after the publish request is not published', async () => {
    const version = await draft(NEW_ACCOUNTS_WAIT, 'changed after request');
    const asked = await risk.call('POST', `/api/staff/credit-policy/versions/${version}/publish`, { reason: 'try' });
    await risk.call('POST', `/api/staff/credit-policy/drafts/${version}`, { basedOn: 1, document: { ...NEW_ACCOUNTS_WAIT, eligibility: [] }, note: 'quietly changed' });
    const approved = await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(approved.status).toBe(409);
    expect(approved.json.msg).toBe(CREDIT_POLICY_MESSAGES.changedSinceRequest);
    expect((await readLive(db)).version).not.toBe(version);
  });

  it('roles: admin reads but does not draft or ask; support, finance and marketing are refused every route', async () => {
    expect((await admin.call('GET', '/api/staff/credit-policy/versions')).status).toBe(200);
    expect((await admin.call('POST', '/api/staff/credit-policy/drafts', { basedOn: 1, document: POLICY_V1, note: 'admin draft' })).status).toBe(403);
    expect((await admin.call('POST', '/api/staff/credit-policy/versions/1/publish', { reason: 'admin asks' })).status).toBe(403);
    for (const login of ['support', 'finance', 'marketing']) {
      const staff = await signInSandbox(app, login);
      for (const [method, url] of [['GET', '/api/staff/credit-policy/versions'], ['GET', '/api/staff/credit-policy/versions/1'], ['GET', `/api/staff/credit-policy/versions/1/backtest?from=${today()}&to=${today()}`], ['GET', '/api/staff/credit-policy/outcomes']] as const) {
        expect((await staff.call(method, url)).status, `${login} ${url}`).toBe(403);
      }
      expect((await staff.call('POST', '/api/staff/credit-policy/drafts', { basedOn: 1, document: POLICY_V1, note: 'x draft' })).status).toBe(403);
    }
  });
});
