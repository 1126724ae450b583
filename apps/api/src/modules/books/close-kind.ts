import { sql } from 'drizzle-orm';

import { type BookClosePayload, bookClosePayload } from '@pocket/contracts/api/staff';

import { conflict } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import { closeRefusal } from './close';

/**
 * books.close: finance (or admin) asks for a month's close, a second finance or admin member approves. The request and
 * the approval both run the month's blockers and checks (docs/books.md) and refuse naming the first that fails; the
 * approval closes the month in ledger_periods (closed by the approver, at the approval's time), after which the
 * database refuses every ledger entry dated inside it (decision 0059).
 */
export const bookCloseKind = (now: () => number, inFlightDays: number): ApprovalKind<BookClosePayload> => ({
  kind: 'books.close',
  payload: bookClosePayload,
  requesters: ['finance', 'admin'],
  checkers: ['finance', 'admin'],
  async validate(tx, { month }) {
    const refusal = await closeRefusal(tx, month, now(), inFlightDays);
    if (refusal) throw conflict(refusal);
  },
  async effect(tx, { month }, { decidedBy, decidedAt }) {
    // Two closes approved at once take the periods' rows in turn (the second sees the first's close).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('books:close'))`);
    const refusal = await closeRefusal(tx, month, now(), inFlightDays, true);
    if (refusal) throw conflict(refusal);
    const closedAt = decidedAt.toISOString();
    await tx.execute(
      sql`insert into ledger_periods (month, status, closed_by, closed_at) values (${month}, 'closed', ${decidedBy}, ${closedAt}::timestamptz)
          on conflict (month) do update set status = 'closed', closed_by = excluded.closed_by, closed_at = excluded.closed_at`,
    );
    return { entity: 'ledger_period', entityId: month, before: { status: 'open' }, after: { status: 'closed', closedBy: decidedBy, closedAt } };
  },
});
