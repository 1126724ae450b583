import { sql } from 'drizzle-orm';

import { type BookFeeRecognitionPayload, bookFeeRecognitionPayload, FEE_RECOGNITION_MESSAGES, type FeeRecognition } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { conflict } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';

export type { FeeRecognition };

/** The setting in force (`books_settings.fee_recognition`, seeded `over_term`) and when its last approved change took effect. */
export async function readFeeRecognition(db: Db | Tx): Promise<{ feeRecognition: FeeRecognition; changedAt: string | null }> {
  const [row] = await selectRows<{ fee_recognition: FeeRecognition; changed_at: string | Date | null }>(
    db,
    sql`select s.fee_recognition, (select max(c.changed_at) from fee_recognition_changes c) as changed_at from books_settings s where s.id = 1`,
  );
  return { feeRecognition: row?.fee_recognition ?? 'over_term', changedAt: row?.changed_at ? new Date(row.changed_at).toISOString() : null };
}

/**
 * books.fee-recognition: finance (or admin) asks to recognise the service fee over the loan's term or at disbursement;
 * a second finance or admin member approves. Both refuse a request for the setting already in force. The approval
 * writes `books_settings` and a `fee_recognition_changes` row at the approval's time: the fee accrual takes, for each
 * loan, the setting in force when it was paid out, so the change applies to loans paid out after the approval; fees
 * deferred before it go on being earned over their terms (decision 0062).
 */
export const bookFeeRecognitionKind = (): ApprovalKind<BookFeeRecognitionPayload> => ({
  kind: 'books.fee-recognition',
  payload: bookFeeRecognitionPayload,
  requesters: ['finance', 'admin'],
  checkers: ['finance', 'admin'],
  async validate(tx, { feeRecognition }) {
    const { feeRecognition: now } = await readFeeRecognition(tx);
    if (now === feeRecognition) throw conflict(FEE_RECOGNITION_MESSAGES.unchanged(now));
  },
  async effect(tx, { feeRecognition }, { approvalId, decidedAt }) {
    // Two changes approved at once are written in turn (the second sees the first's setting).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('books:fee-recognition'))`);
    const [row] = await selectRows<{ fee_recognition: FeeRecognition }>(tx, sql`select fee_recognition from books_settings where id = 1 for update`);
    const before = row?.fee_recognition ?? 'over_term';
    if (before === feeRecognition) throw conflict(FEE_RECOGNITION_MESSAGES.unchanged(before));
    const changedAt = decidedAt.toISOString();
    await tx.execute(sql`insert into books_settings (id, fee_recognition) values (1, ${feeRecognition}) on conflict (id) do update set fee_recognition = excluded.fee_recognition`);
    await tx.execute(
      sql`insert into fee_recognition_changes (changed_at, before, after, approval_id) values (${changedAt}::timestamptz, ${before}, ${feeRecognition}, ${approvalId})`,
    );
    return { entity: 'books_settings', entityId: 'fee_recognition', before: { feeRecognition: before }, after: { feeRecognition, changedAt } };
  },
});
