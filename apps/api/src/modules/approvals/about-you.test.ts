import { describe, expect, it, vi } from 'vitest';

import { APPROVAL_MESSAGES } from '@pocket/contracts/api/staff';

import { createTestApp } from '../../../test/harness';
import { newStaff, signInSandbox } from '../../../test/staff-sessions';

vi.setConfig({ testTimeout: 180_000 });

describe('nobody checks a request about themselves (issue 42, defect 7)', () => {
  it('the subject of a role.grant may not approve or reject it, even holding the checker\'s role; another admin may', async () => {
    const app = await createTestApp();
    const maker = await signInSandbox(app, 'admin');
    const checker = await signInSandbox(app, 'admin2');
    const subject = await newStaff(app, ['admin'], { maker, checker });
    const asked = await maker.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: subject.id, role: 'finance' }, reason: 'covers finance in December' });
    expect(asked.status, asked.body).toBe(200);
    const own = await subject.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect([own.status, own.json.msg]).toEqual([403, APPROVAL_MESSAGES.aboutYou]);
    const rejected = await subject.call('POST', `/api/staff/approvals/${asked.json.data.id}/reject`, { reason: 'not needed after all' });
    expect([rejected.status, rejected.json.msg]).toEqual([403, APPROVAL_MESSAGES.aboutYou]);
    expect((await subject.call('GET', '/api/staff/session')).json.data.staff.roles).toEqual(['admin']);
    const approved = await checker.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(approved.status, approved.body).toBe(200);
    expect((await subject.call('GET', '/api/staff/session')).json.data.staff.roles).toEqual(['admin', 'finance']);
  });

  it('the subject of a staff.reset may not check it either (a reset of oneself needs two other admins)', async () => {
    const app = await createTestApp();
    const maker = await signInSandbox(app, 'admin');
    const checker = await signInSandbox(app, 'admin2');
    const subject = await newStaff(app, ['admin'], { maker, checker });
    // Asking a reset of oneself (a lost phone) is allowed: two other admins are still needed to check it.
    const asked = await subject.call('POST', '/api/staff/approvals', { kind: 'staff.reset', payload: { staffId: subject.id }, reason: 'lost my phone on the bus' });
    expect(asked.status, asked.body).toBe(200);
    const byMaker = await maker.call('POST', '/api/staff/approvals', { kind: 'staff.reset', payload: { staffId: subject.id }, reason: 'reset for the lost phone' });
    const own = await subject.call('POST', `/api/staff/approvals/${byMaker.json.data.id}/approve`, {});
    expect([own.status, own.json.msg]).toEqual([403, APPROVAL_MESSAGES.aboutYou]);
    expect((await checker.call('POST', `/api/staff/approvals/${byMaker.json.data.id}/approve`, {})).status).toBe(200);
    expect((await subject.call('GET', '/api/staff/session')).status).toBe(401);
  });
});
