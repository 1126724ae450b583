import { afterEach, describe, expect, it } from 'vitest';

import { reportCalls, staffAccountCalls } from '@pocket/contracts/staff';

import { callOf, pathOf, StaffApiError } from '../api/http';
import { sessionStore } from '../auth/session-store';
import { fakeStaffApi, Refusal } from '../test/fake-staff-api';
import { applicationItem, auditEntry, dashboardData, staffMember } from '../test/fixtures';
import { dataProvider } from './data-provider';

afterEach(() => sessionStore.clear());

describe('the data provider over /api/staff', () => {
  it('sends the filters and the cursor of the page asked for, and hands back the next cursor', async () => {
    const api = fakeStaffApi({ 'GET /audit': ({ query }) => ({ items: [auditEntry(query.cursor ? 2 : 3)], nextCursor: query.cursor ? null : 'c-2' }) });
    const first = await dataProvider.getList({ resource: 'audit', pagination: { currentPage: 1, pageSize: 20 }, filters: [{ field: 'action', operator: 'eq', value: 'borrower.reveal' }] });
    expect(first.data.map((row) => row.id)).toEqual([3]);
    expect(first.cursor).toEqual({ next: 'c-2' });
    const second = await dataProvider.getList({ resource: 'audit', pagination: { currentPage: 'c-2' as unknown as number, pageSize: 20 } });
    expect(second.data.map((row) => row.id)).toEqual([2]);
    expect(second.cursor).toEqual({ next: undefined });
    expect(api.requests.map((request) => request.query)).toEqual([{ action: 'borrower.reveal', limit: '20' }, { cursor: 'c-2', limit: '20' }]);
  });

  it('leaves empty filters out of the query', async () => {
    const api = fakeStaffApi({ 'GET /audit': () => ({ items: [], nextCursor: null }) });
    await dataProvider.getList({ resource: 'audit', filters: [{ field: 'actor', operator: 'eq', value: '' }] });
    expect(api.requests[0]!.query).toEqual({});
  });

  it('sends the CSRF token of the session on every write, and the fake refuses a write without it', async () => {
    const api = fakeStaffApi({ 'POST /staff/:id/disable': ({ params }) => ({ id: Number(params.id), disabled: true }) });
    await expect(dataProvider.custom!({ ...callOf(staffAccountCalls.disable, { id: 4 }), payload: { reason: 'left Pocket' } })).rejects.toMatchObject({ statusCode: 403 });
    sessionStore.set(staffMember(['admin']), api.csrfToken);
    const answer = await dataProvider.custom!({ ...callOf(staffAccountCalls.disable, { id: 4 }), payload: { reason: 'left Pocket' } });
    expect(answer.data).toEqual({ id: 4, disabled: true });
    expect(api.calls('POST /staff/:id/disable')[0]!.csrf).toBe(api.csrfToken);
  });

  it('makes every request from a call’s contract: a custom url of its own is refused before anything is sent', async () => {
    sessionStore.set(staffMember(['admin']), 'csrf-test-token');
    const api = fakeStaffApi({ 'POST /staff/:id/disable': ({ params }) => ({ id: Number(params.id), disabled: true }) });
    await expect(dataProvider.custom!({ url: '/staff/4/disable', method: 'post', payload: { reason: 'left Pocket' } })).rejects.toThrow(/not a staff call/);
    expect(api.requests).toEqual([]);
    expect(callOf(staffAccountCalls.disable, { id: 4 })).toEqual({ url: '/api/staff/staff/4/disable', method: 'post' });
    expect(() => pathOf(staffAccountCalls.disable, { id: '' })).toThrow(/needs its id/);
  });

  it('reads a record no resource declares (a report) at its staff path with its query, and refuses a path of its own', async () => {
    const disbursed = (from: string) => ({ from, to: '2026-10-31', rows: [], totals: { loans: 0, principal: 0 } });
    const api = fakeStaffApi({ 'GET /reports/disbursed': ({ query }) => disbursed(String(query.from)) });
    const read = callOf(reportCalls.disbursed);
    const answer = await dataProvider.getOne({ resource: 'reports', id: read.url, meta: { path: read.url, query: { from: '2026-10-01' } } });
    expect(answer.data).toEqual(disbursed('2026-10-01'));
    await expect(dataProvider.getOne({ resource: 'reports', id: 'x', meta: { path: '/reports/disbursed' } })).rejects.toThrow(/not a staff call/);
    expect(api.requests.map((request) => request.query)).toEqual([{ from: '2026-10-01' }]);
  });

  it('turns a refusal into an error carrying the server’s status and words', async () => {
    fakeStaffApi({ 'GET /borrowers/:uid': () => { throw new Refusal(403, 'Your role may not do this'); } });
    const error = await dataProvider.getOne({ resource: 'borrowers', id: 12 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaffApiError);
    expect(error).toMatchObject({ statusCode: 403, message: 'Your role may not do this' });
  });

  it('creates through POST with the values as the body', async () => {
    sessionStore.set(staffMember(['admin']), 'csrf-test-token');
    const api = fakeStaffApi({
      'POST /staff': ({ body }) => ({ id: 9, email: (body as { email: string }).email, enrolmentExpiresAt: '2026-11-23T08:00:00.000Z' }),
    });
    const answer = await dataProvider.create({ resource: 'staff', variables: { email: 'new@pocket.test', name: 'New Person' } });
    expect(answer.data).toMatchObject({ id: 9, email: 'new@pocket.test' });
    expect(api.requests[0]!.body).toEqual({ email: 'new@pocket.test', name: 'New Person' });
  });

  it('sends a form\'s call with the parameters of its path from meta.params (a payment\'s resolution)', async () => {
    sessionStore.set(staffMember(['finance']), 'csrf-test-token');
    const api = fakeStaffApi({ 'POST /payments/:id/resolve': ({ params }) => ({ approvalId: Number(params.id) + 100, status: 'requested' }) });
    const values = { outcome: 'FAILED', operatorReference: 'NONE', note: 'Not on the statement' };
    const answer = await dataProvider.create({ resource: 'payment-resolutions', variables: values, meta: { params: { id: 7 } } });
    expect(answer.data).toEqual({ approvalId: 107, status: 'requested' });
    expect(api.requests[0]).toMatchObject({ params: { id: '7' }, body: values });
  });

  it('refuses a filter the list’s call does not take, another operator, or a sort, before anything is sent', async () => {
    const api = fakeStaffApi({ 'GET /payments': () => ({ items: [], nextCursor: null }) });
    await expect(dataProvider.getList({ resource: 'payments', filters: [{ field: 'phone', operator: 'eq', value: '0961' }] })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The payments list cannot be filtered by phone',
      errors: { phone: ['The payments list cannot be filtered by phone'] },
    });
    await expect(dataProvider.getList({ resource: 'payments', filters: [{ field: 'uid', operator: 'contains', value: '12' }] })).rejects.toThrow('The payments list filters uid by an exact value only');
    await expect(dataProvider.getList({ resource: 'payments', sorters: [{ field: 'createdAt', order: 'asc' }] })).rejects.toThrow("The payments list comes in the server's order: it cannot be sorted by createdAt");
    expect(api.requests).toEqual([]);
  });

  it('checks the filters against the call’s query schema and names the field in the contract’s words', async () => {
    const api = fakeStaffApi({ 'GET /payments': () => ({ items: [], nextCursor: null }) });
    const error = await dataProvider.getList({ resource: 'payments', filters: [{ field: 'olderThanMinutes', operator: 'eq', value: 50000 }] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, message: 'olderThanMinutes: must be from 0 to 43200', errors: { olderThanMinutes: ['olderThanMinutes: must be from 0 to 43200'] } });
    expect(api.requests).toEqual([]);
    await dataProvider.getList({ resource: 'payments', pagination: { pageSize: 50 }, filters: [{ field: 'uid', operator: 'eq', value: 12 }, { field: 'state', operator: 'eq', value: 'stuck' }] });
    expect(api.requests[0]!.query).toEqual({ uid: '12', state: 'stuck', limit: '50' });
  });

  it('reads a catalogue list whole (no cursor, no limit)', async () => {
    const api = fakeStaffApi({ 'GET /catalogue/channels': () => [] });
    const answer = await dataProvider.getList({ resource: 'channels', pagination: { pageSize: 20 } });
    expect(answer).toEqual({ data: [], total: 0 });
    expect(api.requests[0]!.query).toEqual({});
  });

  it('keeps what a whole list answers besides its items (the applications queue’s target)', async () => {
    fakeStaffApi({ 'GET /applications/queue': () => ({ items: [applicationItem(5)], targetMinutes: 120 }) });
    const answer = await dataProvider.getList({ resource: 'applications' });
    expect(answer.data.map((row) => row.orderId)).toEqual([5]);
    expect(answer).toMatchObject({ total: 1, targetMinutes: 120 });
  });

  it('reads a resource’s one record without an id when its call takes none (the dashboard)', async () => {
    const api = fakeStaffApi({ 'GET /dashboard': () => dashboardData() });
    const answer = await dataProvider.getOne({ resource: 'dashboard', id: undefined as unknown as number });
    expect(answer.data).toMatchObject({ day: dashboardData().day });
    expect(api.calls('GET /dashboard')).toHaveLength(1);
  });

  it('reads a record under its id with the query in meta.query, checked by the call’s query schema first', async () => {
    const diff = { version: 3, against: 2, changes: [] };
    const api = fakeStaffApi({ 'GET /credit-policy/versions/:version/diff': () => diff });
    const answer = await dataProvider.getOne({ resource: 'credit-policy-diffs', id: 3, meta: { query: { against: 2 } } });
    expect(answer.data).toEqual(diff);
    expect(api.requests[0]).toMatchObject({ params: { version: '3' }, query: { against: '2' } });
    await expect(dataProvider.getOne({ resource: 'credit-policy-diffs', id: 3, meta: { query: { against: 0 } } })).rejects.toMatchObject({ statusCode: 400, errors: { against: ['against: must be a version number'] } });
    await expect(dataProvider.getOne({ resource: 'credit-policy-diffs', id: undefined as unknown as number })).rejects.toMatchObject({ statusCode: 400 });
    expect(api.requests).toHaveLength(1);
  });

  it('updates through the resource’s change call: a POST to the record’s path with the values as the body', async () => {
    sessionStore.set(staffMember(['marketing']), 'csrf-test-token');
    const web = {
      name: 'Pocket web', appDownloadUrl: '/?source=pwa', altDownloadUrl: 'https://apps.example.zm/pocket.apk', packageName: 'zm.co.pocket.app',
      googleLoginEnabled: true, enabled: true,
    };
    const api = fakeStaffApi({ 'POST /catalogue/channels/:code': ({ params, body }) => ({ code: params.code, ...(body as object), updatedAt: '2026-11-29T06:00:00.000Z' }) });
    const answer = await dataProvider.update({ resource: 'channels', id: 'web', variables: web });
    expect(answer.data).toMatchObject({ code: 'web', altDownloadUrl: 'https://apps.example.zm/pocket.apk' });
    expect(api.requests[0]).toMatchObject({ method: 'POST', params: { code: 'web' }, body: web });
    await expect(dataProvider.update({ resource: 'payments', id: 7, variables: {} })).rejects.toMatchObject({ statusCode: 405, message: 'The desk has no edit call for payments' });
  });

});

