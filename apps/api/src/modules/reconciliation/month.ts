import { sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { paymentRows } from '../payments/plugin';
import { PAYMENT_OPERATOR } from './repo';

/** What the reconciliation knows of a period's payments, for the books' month-end checklist (docs/books.md). */
export interface PeriodReconciliation {
  /** Successful payments of ours finalised in the period that no imported statement has seen: on no line of their operator and listed on no statement as missing there. */
  unseen: number;
  /** Differences (every class but matched) of the period not resolved yet: a line dated in it, or a payment of ours finalised in it. */
  unresolved: number;
}

/**
 * The reconciliation of the instants [from, to). Statements carry no month of their own (their period is the span of
 * their lines' times), so "every statement of the month imported" is judged from the payments: each successful payment
 * of the month must be on a statement line of its operator or listed by an imported statement as missing there.
 */
export async function periodReconciliation(db: Db | Tx, from: Date, to: Date): Promise<PeriodReconciliation> {
  const f = from.toISOString();
  const t = to.toISOString();
  const [row] = await selectRows<{ unseen: number | string; unresolved: number | string }>(
    db,
    sql`select
          (select count(*) from ${paymentRows} p
            where p.status = 'SUCCESSFUL' and p.finalized_at >= ${f}::timestamptz and p.finalized_at < ${t}::timestamptz
              and not exists (select 1 from reconciliation_lines l where l.operator = ${PAYMENT_OPERATOR} and l.reference = p.reference)
              and not exists (select 1 from reconciliation_items i where i.payment_id = p.id and i.class = 'missing-there')) as unseen,
          (select count(*) from reconciliation_items i
            left join reconciliation_lines l on l.id = i.line_id
            left join ${paymentRows} p on p.id = i.payment_id
            where i.class <> 'matched' and i.resolved_at is null
              and ((l.time >= ${f}::timestamptz and l.time < ${t}::timestamptz)
                or (i.line_id is null and p.finalized_at >= ${f}::timestamptz and p.finalized_at < ${t}::timestamptz))) as unresolved`,
  );
  return { unseen: Number(row?.unseen ?? 0), unresolved: Number(row?.unresolved ?? 0) };
}
