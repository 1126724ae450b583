import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { APPROVAL_MESSAGES } from '@pocket/contracts/api/staff';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { newStaff, signInSandbox, staffSignIn } from '../../../test/staff-sessions';
import { auditCount } from '../staff-audit/test-support';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once: a sign-in may wait
// up to 30 s for the next code.
vi.setConfig({ testTimeout: 120_000 });

const HOUR = 60 * 60 * 1000;

async function approveRows(id: number) {
  return auditCount(await testDb(), { action: 'approval.approve', entity: 'approval', entityId: String(id) });
}

describe('maker-checker', () => {
  it('role.grant: requested by one admin, approved by another, the role is granted once', async () => {
    const app = await createTestApp();
    const maker = await signInSandbox(app, 'admin');
    const checker = await signInSandbox(app, 'admin2');
    const member = await newStaff(app, [], { maker, checker });
    const asked = await maker.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: member.id, role: 'risk' }, reason: 'joins the risk team' });
    expect(asked.json.data).toEqual({ id: expect.any(Number), status: 'requested' });
    const listed = await checker.call('GET', '/api/staff/approvals?status=requested');
    expect(listed.json.data.items.map((a: { id: number }) => a.id)).toContain(asked.json.data.id);
    const own = await maker.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    expect((await member.call('GET', '/api/staff/session')).json.data.staff.roles).toEqual([]);
    const approved = await checker.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, { note: 'ok' });
    expect(approved.status, approved.body).toBe(200);
    expect(approved.json.data).toMatchObject({ status: 'approved', decidedBy: { id: checker.id, email: 'admin2@pocket.test' }, decisionNote: 'ok' });
    expect((await member.call('GET', '/api/staff/session')).json.data.staff.roles).toEqual(['risk']);
    const again = await checker.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe(APPROVAL_MESSAGES.alreadyDecided('approved'));
    expect(await approveRows(asked.json.data.id)).toBe(1);
  });

  it('only the kind\'s roles request and check; a rejection runs nothing', async () => {
    const app = await createTestApp();
    const maker = await signInSandbox(app, 'admin');
    const support = await signInSandbox(app, 'support');
    const checker = await signInSandbox(app, 'admin2');
    const member = await newStaff(app, [], { maker, checker });
    const notMine = await support.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: member.id, role: 'admin' }, reason: 'let me in' });
    expect(notMine.status).toBe(403);
    expect(notMine.json.msg).toBe(APPROVAL_MESSAGES.notRequestKind);
    const unknown = await maker.call('POST', '/api/staff/approvals', { kind: 'money.print', payload: {}, reason: 'why not' });
    expect(unknown.status).toBe(400);
    const badPayload = await maker.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: member.id, role: 'owner' }, reason: 'typo' });
    expect(badPayload.status).toBe(400);
    const noSuchStaff = await maker.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: 999_999_999, role: 'risk' }, reason: 'ghost' });
    expect(noSuchStaff.status).toBe(404);
    const asked = await maker.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: member.id, role: 'finance' }, reason: 'helps finance' });
    const bySupport = await support.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(bySupport.status).toBe(403);
    expect(bySupport.json.msg).toBe(APPROVAL_MESSAGES.notYourKind);
    expect((await support.call('GET', '/api/staff/approvals')).json.data.items.map((a: { id: number }) => a.id)).not.toContain(asked.json.data.id);
    const rejected = await checker.call('POST', `/api/staff/approvals/${asked.json.data.id}/reject`, { reason: 'not needed' });
    expect(rejected.json.data).toMatchObject({ status: 'rejected', decisionNote: 'not needed' });
    expect((await member.call('GET', '/api/staff/session')).json.data.staff.roles).toEqual([]);
    expect((await checker.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).status).toBe(409);
  });

  it('a request expires after 24 hours and can no longer be approved', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const maker = await signInSandbox(app, 'admin');
    const checker = await signInSandbox(app, 'admin2');
    const member = await newStaff(app, [], { maker, checker });
    // A checker of its own signs in a day later (a sandbox account signed in a day ahead would block the other test
    // files' sign-ins on a shared database: a code older than the last used one is refused).
    const lateChecker = await newStaff(app, ['admin'], { maker, checker });
    const asked = await maker.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: member.id, role: 'marketing' }, reason: 'banners' });
    clock.advance(24 * HOUR + 1000);
    const late = await staffSignIn(app, lateChecker.account);
    const res = await late.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(APPROVAL_MESSAGES.expired);
    const expired = await late.call('GET', '/api/staff/approvals?status=expired&limit=100');
    expect(expired.json.data.items.find((a: { id: number }) => a.id === asked.json.data.id)).toMatchObject({ status: 'expired' });
  });

  it('20 concurrent approvals of one request: one succeeds, the effect runs once', async () => {
    const app = await createTestApp();
    let runs = 0;
    app.approvals.register({
      kind: 'test.count',
      payload: z.object({ n: z.number() }),
      requesters: ['admin'],
      checkers: ['admin'],
      async effect() {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { entity: 'test', entityId: 1, before: runs - 1, after: runs };
      },
    });
    const maker = await signInSandbox(app, 'admin');
    const checkers = await Promise.all(Array.from({ length: 4 }, () => signInSandbox(app, 'admin2')));
    const asked = await maker.call('POST', '/api/staff/approvals', { kind: 'test.count', payload: { n: 1 }, reason: 'race' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkers[i % 4]!.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(runs).toBe(1);
    expect(await approveRows(asked.json.data.id)).toBe(1);

    const member = await newStaff(app, [], { maker, checker: checkers[0]! });
    const grant = await maker.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: member.id, role: 'support' }, reason: 'race' });
    const grants = await Promise.all(Array.from({ length: 20 }, (_, i) => checkers[i % 4]!.call('POST', `/api/staff/approvals/${grant.json.data.id}/approve`, {})));
    expect(grants.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await member.call('GET', '/api/staff/session')).json.data.staff.roles).toEqual(['support']);
    expect(await approveRows(grant.json.data.id)).toBe(1);
  });
});
