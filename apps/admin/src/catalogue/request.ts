import type { FieldSpec, Values } from './content-form';

/** The reason field of a maker-checker request (kept in the audit, read by the checker). */
export const REASON_FIELD: FieldSpec = { key: 'reason', label: 'Reason (kept in the audit)', type: 'textarea' };

/**
 * A ContentForm body for POST /approvals: `kind`, the payload `toPayload` makes (or the field to correct) and the
 * reason typed.
 */
export const requestBody =
  (kind: string, toPayload: (v: Values) => Record<string, unknown> | string) =>
  (v: Values): Record<string, unknown> | string => {
    const payload = toPayload(v);
    if (typeof payload === 'string') return payload;
    const reason = String(v.reason ?? '').trim();
    if (reason.length < 3) return 'Reason: say why (at least 3 characters); it is kept in the audit.';
    return { kind, payload, reason };
  };

/** Tomorrow's Lusaka date, YYYY-MM-DD: the first date a price request usually names. */
export const lusakaTomorrow = () => new Date(Date.now() + 26 * 60 * 60 * 1000).toISOString().slice(0, 10);
