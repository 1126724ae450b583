import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { changePasswordAnswer, changePasswordBody, resetCredentialBody, resetPasswordAnswer, resetTotpAnswer, staffIdParams } from '@pocket/contracts/api/staff';

import type { StaffCredentials } from './credentials';
import { originOf } from './routes';

const tags = ['staff'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** Change one's own password; an admin resets another member's password or TOTP secret. */
export const credentialRoutes: FastifyPluginAsync<{ credentials: StaffCredentials }> = async (app, { credentials }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/staff/session/password', {
    schema: { tags, summary: 'Change your own password (current + new, the strength rule): every other session of the account ends', body: changePasswordBody, response: { 200: changePasswordAnswer } },
    handler: async (req) => ok(await credentials.change(req.staff!, req.body, originOf(req))),
  });

  r.post('/api/staff/staff/:id/reset-password', {
    schema: { tags, summary: 'A new temporary password for another staff member, shown once; their sessions end (admin)', params: staffIdParams, body: resetCredentialBody, response: { 200: resetPasswordAnswer } },
    handler: async (req) => ok(await credentials.resetPassword(req.staff!, req.params.id, req.body.reason, originOf(req))),
  });

  r.post('/api/staff/staff/:id/reset-totp', {
    schema: { tags, summary: 'A new TOTP secret for another staff member, shown once; their sessions end (admin)', params: staffIdParams, body: resetCredentialBody, response: { 200: resetTotpAnswer } },
    handler: async (req) => ok(await credentials.resetTotp(req.staff!, req.params.id, req.body.reason, originOf(req))),
  });
};
