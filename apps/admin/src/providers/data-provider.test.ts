import { afterEach, describe, expect, it } from 'vitest';

import { StaffApiError } from '../api/http';
import { sessionStore } from '../auth/session-store';
import { fakeStaffApi, Refusal } from '../test/fake-staff-api';
import { auditEntry, staffMember } from '../test/fixtures';
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
    await expect(dataProvider.custom!({ url: '/staff/4/disable', method: 'post', payload: { reason: 'left Pocket' } })).rejects.toMatchObject({ statusCode: 403 });
    sessionStore.set(staffMember(['admin']), api.csrfToken);
    const answer = await dataProvider.custom!({ url: '/staff/4/disable', method: 'post', payload: { reason: 'left Pocket' } });
    expect(answer.data).toEqual({ id: 4, disabled: true });
    expect(api.calls('POST /staff/:id/disable')[0]!.csrf).toBe(api.csrfToken);
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
      'POST /staff': ({ body }) => ({ id: 9, email: (body as { email: string }).email, temporaryPassword: 'tmp-1', totpSecret: 'ABC', otpauthUrl: 'otpauth://totp/x' }),
    });
    const answer = await dataProvider.create({ resource: 'staff', variables: { email: 'new@pocket.test', name: 'New Person' } });
    expect(answer.data).toMatchObject({ id: 9, email: 'new@pocket.test' });
    expect(api.requests[0]!.body).toEqual({ email: 'new@pocket.test', name: 'New Person' });
  });
});
