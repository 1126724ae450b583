import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { idColumn, timestampColumn } from '../../db/columns';

/**
 * Security events (issue 42, defect 4): refused staff sign-ins, slow-downs under attack and bulk reveals, counted per
 * kind, detail, address, subject and hour. Apart from the business audit (staff_audit) and off its chain's lock: a
 * flood of refused sign-ins adds at most a few rows an hour per address and subject, and never touches the audit.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: idColumn(),
    /** e.g. `sign-in.refused`, `sign-in.slowed`, `sign-in.account-slowed`, `sign-in.address-slowed`, `reveal.bulk`. */
    kind: text('kind').notNull(),
    /** What more the kind says (a refusal's reason: `wrong password`...); '' when nothing. */
    detail: text('detail').notNull().default(''),
    /** The caller's address; '' when none. */
    ip: text('ip').notNull().default(''),
    /** Whom it is about: the e-mail typed at sign-in, the staff member who revealed; '' when nobody. */
    subject: text('subject').notNull().default(''),
    /** The start of the hour the events fell in. */
    windowStart: timestampColumn('window_start').notNull(),
    /** How many fell in that hour (see service.ts: exact, or brought up to date at the 1st, 2nd, 4th, 8th...). */
    count: integer('count').notNull(),
    /** Whether an admin should look (an attack, a bulk reveal), as opposed to a plain refusal. */
    alert: boolean('alert').notNull().default(false),
    firstAt: timestampColumn('first_at').notNull(),
    lastAt: timestampColumn('last_at').notNull(),
  },
  (t) => [
    uniqueIndex('security_events_key_uq').on(t.kind, t.detail, t.ip, t.subject, t.windowStart),
    index('security_events_last_idx').on(t.lastAt),
  ],
);

export type SecurityEventRow = typeof securityEvents.$inferSelect;
