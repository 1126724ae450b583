import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sessionCalls, staffAccountCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { clearStaffCookie, setStaffCookie } from './guard';
import type { StaffActor, StaffService } from './service';
import type { StaffSignIn } from './sign-in';
import { knownDeviceOf, rememberDevice } from './staff-device';

const tags = ['staff'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
export const originOf = (req: FastifyRequest) => ({ requestId: req.id, ip: req.ip });
const actor = (req: FastifyRequest): StaffActor => req.staff!;

/** Sign-in, session, sign-out and staff accounts (the guard checked the permission table before each handler). */
export const staffRoutes: FastifyPluginAsync<{ service: StaffService; signIn: StaffSignIn; pepper: string }> = async (app, { service, signIn, pepper }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, sessionCalls.signIn, {
    tags,
    summary: 'Sign in with e-mail, password and TOTP code: sets the pocket_staff cookie (and the device cookie), answers the CSRF token',
    handler: async (req, reply) => {
      const email = req.body.email.trim().toLowerCase();
      const signed = await signIn.signIn(req.body, originOf(req), knownDeviceOf(pepper, email, req));
      setStaffCookie(reply, signed.token);
      rememberDevice(pepper, email, req, reply);
      return ok({ staff: signed.member, csrfToken: signed.csrfToken });
    },
  });

  staffRoute(r, sessionCalls.read, {
    tags,
    summary: 'The signed-in staff member and the CSRF token (401 when not signed in)',
    handler: async (req) => {
      const { sessionId: _s, csrfToken, ...staff } = actor(req);
      return ok({ staff, csrfToken });
    },
  });

  staffRoute(r, sessionCalls.signOut, {
    tags,
    summary: 'Sign out: the session ends and the cookie is cleared',
    handler: async (req, reply) => {
      await service.signOut(actor(req), originOf(req));
      clearStaffCookie(reply);
      return ok(null);
    },
  });

  staffRoute(r, staffAccountCalls.list, {
    tags,
    summary: 'Staff accounts (admin)',
    handler: async (req) => ok(await service.list(req.query)),
  });

  staffRoute(r, staffAccountCalls.create, {
    tags,
    summary: 'Create a staff account without roles or credentials: its enrolment link goes to the e-mail (admin)',
    handler: async (req) => ok(await service.create(actor(req), req.body, originOf(req))),
  });

  staffRoute(r, staffAccountCalls.disable, {
    tags,
    summary: 'Disable a staff account: its sessions end at once (admin)',
    handler: async (req) => ok(await service.disable(actor(req), req.params.id, req.body.reason, originOf(req))),
  });
};
