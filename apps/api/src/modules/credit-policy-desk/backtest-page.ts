import { sql } from 'drizzle-orm';

import type { DecisionOutcome } from '@pocket/contracts/credit-policy';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { creditDecisionRows, type DecisionRow } from '../credit-policy/plugin';
import { loanOrderRows, loanPlanRows } from '../lending/plugin';
import { daysLate, type OrderOutcome, outcomeOf } from './outcomes.repo';

/** What a backtest reads of a recorded decision: its inputs, what was decided, and how its loan turned out. */
export interface BacktestRow extends Pick<DecisionRow, 'id' | 'userId' | 'orderId' | 'amount' | 'features' | 'inputs' | 'createdAt'> {
  outcome: DecisionOutcome;
  /** The limit it gave (limit_make_up.limit). */
  limit: number;
  /** Its first refused reason's code, if refused by one. */
  refusal: string | null;
  loan: OrderOutcome | undefined;
}

interface Raw {
  id: number | string;
  user_id: number | string;
  order_id: number | string | null;
  outcome: DecisionOutcome;
  amount: number | string;
  features: DecisionRow['features'];
  inputs: DecisionRow['inputs'];
  created_at: Date | string;
  limit: number | string;
  refusal: string | null;
  status: string | null;
  settled_late: boolean | null;
  written_off: boolean | null;
  max_late: number | string | null;
}

/**
 * The decisions made from `from` to `to` (excluded) after `afterId`, oldest first, `limit` at a time, each with how its
 * loan turned out by `today`: one statement a page, and only what the backtest reads (the limit and the first refused
 * code, not the whole make-up and reasons).
 */
export async function backtestPage(tx: Tx, from: Date, to: Date, afterId: number, limit: number, today: string): Promise<BacktestRow[]> {
  const rows = await selectRows<Raw>(
    tx,
    sql`select d.id, d.user_id, d.order_id, d.outcome, d.amount, d.features, d.inputs, d.created_at,
          (d.limit_make_up ->> 'limit')::bigint as limit,
          (select r ->> 'code' from jsonb_array_elements(d.reasons) r where r ->> 'result' = 'refused' limit 1) as refusal,
          o.status, o.settled_late, o.written_off_at is not null as written_off,
          (select max(${daysLate(today)}) from ${loanPlanRows} lp where lp.order_id = o.id) as max_late
        from (select * from ${creditDecisionRows} cd
              where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz and id > ${afterId}
              order by id limit ${limit}) d
        left join ${loanOrderRows} o on o.id = d.order_id
        order by d.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id), userId: Number(r.user_id), orderId: r.order_id === null ? null : Number(r.order_id), outcome: r.outcome, amount: Number(r.amount),
    features: r.features, inputs: r.inputs, createdAt: new Date(r.created_at), limit: Number(r.limit), refusal: r.refusal,
    loan: r.status === null ? undefined : { outcome: outcomeOf(r.status, r.settled_late, Boolean(r.written_off)), late30: Number(r.max_late ?? 0) >= 30 },
  }));
}
