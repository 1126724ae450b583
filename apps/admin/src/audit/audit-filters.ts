import { auditCalls } from '@pocket/contracts/staff';

import { pathOf, withQuery } from '../api/http';

/** The audit page's filter form as typed: dates are UTC days, `until` included. */
export interface AuditFilterForm {
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  from: string;
  until: string;
}

export const NO_FILTERS: AuditFilterForm = { actor: '', action: '', entity: '', entityId: '', from: '', until: '' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's query: `from` the day's start, `to` (exclusive) the start of the day after `until`. */
export function auditQueryOf(form: AuditFilterForm): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['actor', 'action', 'entity', 'entityId'] as const) {
    const value = form[key].trim();
    if (value) query[key] = value;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.from)) query.from = `${form.from}T00:00:00.000Z`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.until)) query.to = new Date(Date.parse(`${form.until}T00:00:00.000Z`) + DAY_MS).toISOString();
  return query;
}

/**
 * The form as the address's filters give it back (a shared link, a reload): `from` its UTC day, `until` the last day
 * before `to` (the day `to` falls in when it is not a day's start); a time that is not one is left empty.
 */
export function auditFormOf(query: Record<string, string>): AuditFilterForm {
  const dayOf = (iso: string | undefined, end: boolean): string => {
    const at = iso ? Date.parse(iso) : Number.NaN;
    if (Number.isNaN(at)) return '';
    return new Date(end && at % DAY_MS === 0 ? at - DAY_MS : at).toISOString().slice(0, 10);
  };
  return {
    actor: query.actor ?? '',
    action: query.action ?? '',
    entity: query.entity ?? '',
    entityId: query.entityId ?? '',
    from: dayOf(query.from, false),
    until: dayOf(query.to, true),
  };
}

/** The CSV export's address, with the same filters (a streamed file, downloaded by the browser with the cookie). */
export function csvHref(query: Record<string, string>): string {
  return withQuery(pathOf(auditCalls.csv), query);
}
