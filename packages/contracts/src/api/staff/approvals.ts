import { z } from 'zod';

import { envelope, idField, plainText } from '../common';
import { isoTime, page, pageQuery, staffReason, staffRole } from './common';

export const APPROVAL_STATUS = ['requested', 'approved', 'rejected', 'expired'] as const;
export const approvalStatus = z.enum(APPROVAL_STATUS);
export type ApprovalStatus = z.infer<typeof approvalStatus>;

/** A request expires this long after it was made. */
export const APPROVAL_TTL_MS = 24 * 60 * 60 * 1000;

/** Payload of kind `role.grant`: give `role` to staff member `staffId`. */
export const roleGrantPayload = z.object({ staffId: idField, role: staffRole });
export type RoleGrantPayload = z.infer<typeof roleGrantPayload>;

/** The kinds known to the contract (the server registers each kind with its roles and effect). */
export const APPROVAL_KINDS = ['role.grant', 'staff.reset', 'product.price', 'payment.resolve', 'adjustment.refund', 'adjustment.waive', 'adjustment.write-off', 'adjustment.extend', 'collections.restructure', 'collections.ladder', 'books.close', 'books.classes', 'books.chart', 'books.fee-recognition'] as const;
export const approvalKind = z.string().regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/, 'must be a kind such as role.grant');

/** POST /api/staff/approvals: the payload is checked against the kind's own schema on the server. */
export const createApprovalBody = z.object({
  kind: approvalKind,
  payload: z.record(z.string(), z.unknown()),
  reason: staffReason,
});
export type CreateApprovalBody = z.infer<typeof createApprovalBody>;
export const createApprovalData = z.object({ id: z.number().int(), status: z.literal('requested') });
export const createApprovalAnswer = envelope(createApprovalData);

export const approval = z.object({
  id: z.number().int(),
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  reason: z.string(),
  status: approvalStatus,
  requestedBy: z.object({ id: z.number().int(), email: z.string() }),
  requestedAt: isoTime,
  decidedBy: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  decidedAt: isoTime.nullable(),
  /** The approver's note or the rejection's reason. */
  decisionNote: z.string().nullable(),
  expiresAt: isoTime,
});
export type Approval = z.infer<typeof approval>;
export const approvalAnswer = envelope(approval);

/** GET /api/staff/approvals: the requests of kinds the caller may check (and the caller's own). */
export const approvalListQuery = pageQuery.extend({ status: approvalStatus.optional() });
export type ApprovalListQuery = z.infer<typeof approvalListQuery>;
export const approvalListData = page(approval);
export type ApprovalListData = z.infer<typeof approvalListData>;
export const approvalListAnswer = envelope(approvalListData);

/** POST /api/staff/approvals/:id/approve and /reject. */
export const approveBody = z.object({ note: plainText(500).optional() });
export type ApproveBody = z.infer<typeof approveBody>;
export const rejectBody = z.object({ reason: staffReason });
export type RejectBody = z.infer<typeof rejectBody>;

export const APPROVAL_MESSAGES = {
  notFound: 'This request does not exist',
  ownRequest: 'You cannot check your own request',
  aboutYou: 'You cannot check a request about yourself',
  notYourKind: 'Your role may not check this kind of request',
  notRequestKind: 'Your role may not request this',
  unknownKind: 'There is no such kind of request',
  alreadyDecided: (status: string) => `This request is already ${status}`,
  expired: 'This request has expired (requests last 24 h)',
} as const;
