import fp from 'fastify-plugin';

import type { CreateApprovalBody } from '@pocket/contracts/api/staff';

import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin } from '../staff-audit/plugin';
import { ApprovalKinds } from './registry';
import type { ApprovalKind } from './registry';
import { roleGrantKind } from './role-grant';
import { approvalRoutes } from './routes';
import { ApprovalService } from './service';
import { staffResetKind } from './staff-reset';

export type { ApprovalKind, ApprovedRequest, EffectResult } from './registry';
export { approvalRows, openRequestIdOf, openRequestOf, requestsOf, requestsWaiting } from './reads';
export type { RequestListRow, RequestsQuery } from './reads';

/** The maker-checker door: desks register their kinds of request; the engine does the rest. */
export interface ApprovalsDoor {
  register<P>(kind: ApprovalKind<P>): void;
  /** Makes a request of a registered kind for a desk (the same checks and audit row as POST /api/staff/approvals). */
  request(actor: StaffActor, body: CreateApprovalBody, origin: AuditOrigin): Promise<{ id: number; status: 'requested' }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    approvals: ApprovalsDoor;
  }
}

/** Maker-checker (docs/backoffice.md): requests, approvals, rejections, expiry; the staff kinds role.grant and staff.reset. */
export const approvals = fp(
  async (app) => {
    const kinds = new ApprovalKinds();
    kinds.register(roleGrantKind(app.staff));
    kinds.register(staffResetKind(app.staff));
    const service = new ApprovalService(app.db, kinds, app.staffAudit, app.appConfig.now);
    await app.register(approvalRoutes, { service });
    app.decorate('approvals', { register: (kind) => kinds.register(kind), request: (actor, body, origin) => service.request(actor, body, origin) } satisfies ApprovalsDoor);
  },
  { name: 'approvals', dependencies: ['staff', 'staff-audit'] },
);
