import type { FastifyPluginAsync } from 'fastify';

import { auditCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import type { SecurityEventLog } from './service';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** GET /api/staff/security-events (admin; registered after the staff guard, which checks the permission table). */
export const securityEventRoutes: FastifyPluginAsync<{ log: SecurityEventLog }> = async (app, { log }) => {
  staffRoute(app, auditCalls.securityEvents, {
    tags: ['staff: security'],
    summary: 'Security events: refused sign-ins, slow-downs under attack, bulk reveals (admin)',
    handler: async (req) => ok(await log.list(req.query)),
  });
};
