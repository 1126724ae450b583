import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';

import { STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { envelope } from '../../plugins/envelope';
import { staffGuard } from './guard';
import type { Permission } from './permissions';
import type { StaffActor, StaffService } from './service';

const admin: StaffActor = { id: 1, email: 'a@pocket.test', name: 'A', roles: ['admin'], sessionId: 1, csrfToken: 'csrf' };

/** The guard alone on a bare server: a route missing from the table is refused to everyone, even a signed-in admin. */
async function server(permissions: Record<string, Permission>) {
  const app = Fastify();
  await app.register(envelope);
  await app.register(fp(async () => {}, { name: 'context' }));
  const service = { actorOf: async (token: string) => (token === 'good' ? admin : null) } as unknown as StaffService;
  await app.register(staffGuard, { service, permissions, routes: [] });
  app.get('/api/staff/listed', async () => ({ code: 200, msg: 'ok', data: 'listed' }));
  app.get('/api/staff/forgotten', async () => ({ code: 200, msg: 'ok', data: 'forgotten' }));
  return app;
}

describe('the staff guard', () => {
  it('denies by default: a route without an entry answers 403 to everyone', async () => {
    const app = await server({ 'GET /api/staff/listed': ['admin'] });
    const cookie = 'pocket_staff=good';
    expect((await app.inject({ method: 'GET', url: '/api/staff/listed', headers: { cookie } })).json().data).toBe('listed');
    const forgotten = await app.inject({ method: 'GET', url: '/api/staff/forgotten', headers: { cookie } });
    expect(forgotten.statusCode).toBe(403);
    expect(forgotten.json().msg).toBe(STAFF_SESSION_MESSAGES.forbidden);
    expect((await app.inject({ method: 'GET', url: '/api/staff/forgotten' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/staff/listed' })).statusCode).toBe(401);
    await app.close();
  });
});
