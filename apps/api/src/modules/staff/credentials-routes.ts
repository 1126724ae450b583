import type { FastifyPluginAsync } from 'fastify';

import { sessionCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import type { StaffCredentials } from './credentials';
import { originOf } from './routes';
import { knownDeviceOf } from './staff-device';

const tags = ['staff'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** Change one's own password. (Resets are `staff.reset` requests: approvals/staff-reset.ts.) */
export const credentialRoutes: FastifyPluginAsync<{ credentials: StaffCredentials; pepper: string }> = async (app, { credentials, pepper }) => {
  staffRoute(app, sessionCalls.changePassword, {
    tags,
    summary: 'Change your own password (current + new, the strength rule): every other session of the account ends',
    handler: async (req) => ok(await credentials.change(req.staff!, req.body, originOf(req), knownDeviceOf(pepper, req.staff!.email, req))),
  });
};
