import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  createStaffAnswer,
  createStaffBody,
  disableStaffAnswer,
  disableStaffBody,
  staffIdParams,
  staffListAnswer,
  staffListQuery,
  staffSessionAnswer,
  staffSignInBody,
  staffSignOutAnswer,
} from '@pocket/contracts/api/staff';

import { clearStaffCookie, setStaffCookie } from './guard';
import type { StaffActor, StaffService } from './service';

const tags = ['staff'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
export const originOf = (req: FastifyRequest) => ({ requestId: req.id, ip: req.ip });
const actor = (req: FastifyRequest): StaffActor => req.staff!;

/** Sign-in, session, sign-out and staff accounts (the guard checked the permission table before each handler). */
export const staffRoutes: FastifyPluginAsync<{ service: StaffService }> = async (app, { service }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/staff/session', {
    schema: { tags, summary: 'Sign in with e-mail, password and TOTP code: sets the pocket_staff cookie, answers the CSRF token', body: staffSignInBody, response: { 200: staffSessionAnswer } },
    handler: async (req, reply) => {
      const signed = await service.signIn(req.body, originOf(req));
      setStaffCookie(reply, signed.token);
      return ok({ staff: signed.member, csrfToken: signed.csrfToken });
    },
  });

  r.get('/api/staff/session', {
    schema: { tags, summary: 'The signed-in staff member and the CSRF token (401 when not signed in)', response: { 200: staffSessionAnswer } },
    handler: async (req) => {
      const { sessionId: _s, csrfToken, ...staff } = actor(req);
      return ok({ staff, csrfToken });
    },
  });

  r.delete('/api/staff/session', {
    schema: { tags, summary: 'Sign out: the session ends and the cookie is cleared', response: { 200: staffSignOutAnswer } },
    handler: async (req, reply) => {
      await service.signOut(actor(req), originOf(req));
      clearStaffCookie(reply);
      return ok(null);
    },
  });

  r.get('/api/staff/staff', {
    schema: { tags, summary: 'Staff accounts (admin)', querystring: staffListQuery, response: { 200: staffListAnswer } },
    handler: async (req) => ok(await service.list(req.query)),
  });

  r.post('/api/staff/staff', {
    schema: { tags, summary: 'Create a staff account without roles: the temporary password and TOTP secret are shown once (admin)', body: createStaffBody, response: { 200: createStaffAnswer } },
    handler: async (req) => ok(await service.create(actor(req), req.body, originOf(req))),
  });

  r.post('/api/staff/staff/:id/disable', {
    schema: { tags, summary: 'Disable a staff account: its sessions end at once (admin)', params: staffIdParams, body: disableStaffBody, response: { 200: disableStaffAnswer } },
    handler: async (req) => ok(await service.disable(actor(req), req.params.id, req.body.reason, originOf(req))),
  });
};
