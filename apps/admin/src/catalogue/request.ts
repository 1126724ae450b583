import type { z } from 'zod';

import { createApprovalBody } from '@pocket/contracts/api/staff';

import type { FieldSpec, Values } from './content-form';

/** The approvals call's body (createApprovalBody) with a kind's payload as the server checks it (vipPricePayload...). */
export const approvalRequest = (payload: z.ZodType) => createApprovalBody.extend({ payload });

/** The reason field of a maker-checker request (kept in the audit, read by the checker). */
export const REASON_FIELD: FieldSpec = { key: 'reason', label: 'Reason (kept in the audit)', type: 'textarea' };

/**
 * A ContentForm body for POST /approvals: `kind`, the payload `toPayload` makes (or the field it cannot read) and the
 * reason typed; the approvals call's schema with the kind's payload checks it before it goes.
 */
export const requestBody =
  (kind: string, toPayload: (v: Values) => Record<string, unknown> | string) =>
  (v: Values): Record<string, unknown> | string => {
    const payload = toPayload(v);
    if (typeof payload === 'string') return payload;
    return { kind, payload, reason: String(v.reason ?? '') };
  };

/** Tomorrow's Lusaka date, YYYY-MM-DD: the first date a price request usually names. */
export const lusakaTomorrow = () => new Date(Date.now() + 26 * 60 * 60 * 1000).toISOString().slice(0, 10);
