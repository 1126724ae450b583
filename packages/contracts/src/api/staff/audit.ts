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

/** GET /api/staff/audit/verify: walks the hash chain; brokenAt is the id of the first row that does not follow. */
export const auditVerifyData = z.object({ ok: z.boolean(), rows: z.number().int(), brokenAt: z.number().int().nullable() });
export type AuditVerifyData = z.infer<typeof auditVerifyData>;
export const auditVerifyAnswer = envelope(auditVerifyData);

export const auditEntryParams = z.object({ id: idField });
