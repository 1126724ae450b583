import { z } from 'zod';

import { envelope, idField } from '../common';
import { isoTime, page, pageQuery, staffRole } from './common';

/** GET /api/staff/audit and /audit.csv (admin): filters, newest first. `from`/`to` are ISO times (to exclusive). */
export const auditQuery = pageQuery.extend({
  actor: z.string().max(200).optional(),
  action: z.string().max(100).optional(),
  entity: z.string().max(100).optional(),
  entityId: idField.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: isoTime,
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  roles: z.array(staffRole),
  /** e.g. `staff.sign-in`, `staff.sign-in.failed`, `borrower.reveal`, `approval.approve`. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditListData = page(auditEntry);
export type AuditListData = z.infer<typeof auditListData>;
export const auditListAnswer = envelope(auditListData);

/** The columns of /api/staff/audit.csv, in order. */
export const AUDIT_CSV_COLUMNS = ['id', 'at', 'actorId', 'actorEmail', 'roles', 'action', 'entity', 'entityId', 'before', 'after', 'reason', 'requestId', 'ip'] as const;

/** A point of the chain: how many rows up to a row, and that row's id and hash. */
export const auditChainPoint = z.object({ rows: z.number().int(), headId: z.number().int().nullable(), headHash: z.string().nullable() });
export type AuditChainPoint = z.infer<typeof auditChainPoint>;

/**
 * One place the chain does not hold. `link`: the row does not follow the one before (a row missing or changed before
 * it); `hash`: the row's fields do not give its hash under the key (changed, or written without the key); `checkpoint`:
 * a checkpoint's count or head is not what the table holds (rows removed), or the checkpoint itself is forged.
 */
export const auditChainBreak = z.object({
  kind: z.enum(['link', 'hash', 'checkpoint']),
  /** The row (for a checkpoint: its head row). */
  id: z.number().int().nullable(),
  message: z.string(),
  /** What a checkpoint said, and what the table holds at that point. */
  expected: auditChainPoint.nullable(),
  found: auditChainPoint.nullable(),
});
export type AuditChainBreak = z.infer<typeof auditChainBreak>;

/**
 * GET /api/staff/audit/verify (issue 42): walks the whole keyed chain and checks it against every checkpoint. brokenAt
 * is the first row named by a break; `breaks` lists every break (the first 1,000; `breakCount` counts them all);
 * `expected` is the newest checkpoint (rows and head it counted), `found` the table now.
 */
export const auditVerifyData = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  brokenAt: z.number().int().nullable(),
  breaks: z.array(auditChainBreak),
  breakCount: z.number().int(),
  expected: auditChainPoint.extend({ at: z.string() }).nullable(),
  found: auditChainPoint,
  checkpoints: z.number().int(),
});
export type AuditVerifyData = z.infer<typeof auditVerifyData>;
export const auditVerifyAnswer = envelope(auditVerifyData);

export const auditEntryParams = z.object({ id: idField });
