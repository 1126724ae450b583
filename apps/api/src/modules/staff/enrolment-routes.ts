import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { enrolmentCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import type { StaffEnrolment } from './enrolment';
import { setStaffCookie } from './guard';
import { originOf } from './routes';
import { rememberDevice } from './staff-device';

const tags = ['staff'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** A newcomer's (or a reset member's) enrolment through their one-time link: open it, then set password and TOTP. */
export const enrolmentRoutes: FastifyPluginAsync<{ enrolment: StaffEnrolment; pepper: string }> = async (app, { enrolment, pepper }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, enrolmentCalls.start, {
    tags,
    summary: 'Open an enrolment link: who it is for and the TOTP secret to add (410 when used, replaced or expired)',
    handler: async (req) => ok(await enrolment.start(req.body.token)),
  });

  staffRoute(r, enrolmentCalls.finish, {
    tags,
    summary: 'Set your password and prove the TOTP secret with a code: the link is used up and you are signed in',
    handler: async (req, reply) => {
      const signed = await enrolment.finish(req.body, originOf(req));
      setStaffCookie(reply, signed.token);
      rememberDevice(pepper, signed.member.email, req, reply);
      return ok({ staff: signed.member, csrfToken: signed.csrfToken });
    },
  });
};
