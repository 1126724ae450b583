import { type SQL, sql } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Tx } from '../../db/client';
import { selectRowsPrepared } from '../../db/rows';
import { kycFeatureFactsColumn, type KycFeatureFacts, questionnaireAnswered } from '../kyc/plugin';
import { declinedRepaymentsColumn } from '../payments/plugin';
import { deviceCountColumns } from '../telemetry/plugin';
import { isActive, membershipFromJson, membershipOfUser } from '../vip/plugin';
import type { FeatureFacts } from './features';
import { OPEN_LOAN_STATUSES } from './loan.service';
import { creditLimits, loanOrders, loanPlans } from './schema';

const HOUR_MS = 60 * 60 * 1000;

/** Everything the credit decision of an application reads, from one statement in its transaction. */
export interface DecisionFacts extends FeatureFacts {
  /** The credit policy versions' stamp, when asked for (null: not asked). */
  stamp: string | null;
  /** The base limit row, locked; `inserted`: this statement created it at `start` (it was missing). Null: lost a race (read it again). */
  limit: { base: number; raisedAt: Date | null; raisedFrom: number | null; inserted: boolean } | null;
  /** The statuses of the borrower's open loans. */
  open: string[];
  /** Loans of the borrower ever paid out, and applications made after `since` (the review rules' facts). */
  disbursedBefore: number;
  applicationsInWindow: number;
}

type Row = {
  limit_row: { base_limit: number | string; raised_at: string | null; raised_from: number | string | null; inserted: boolean } | null;
  on_time: number | string; late: number | string; written_off: number | string; open: string[] | null; disbursed: number | string; in_window: number | string;
  extensions: number | string; max_days_late: number | string; questionnaire: boolean; membership: Record<string, unknown> | null;
  devices: number | string; others: number | string; declined: number | string; kyc: KycFeatureFacts; stamp: string | null;
};

/**
 * What the credit decision of `userId`'s application reads, in ONE statement of its transaction (docs/performance.md,
 * "Credit policy at scale"): the base limit row (created at `start` when missing, as `baseLimit` does; locked), the
 * loans (paid on time, late, written off, open, paid out, made within the review window), the bills (extensions, most
 * days late), the questionnaire and the KYC features' answers (kyc's columns), the VIP membership (vip's), the device counts (telemetry's), the declined repayments (payments'), and the
 * credit policy versions' stamp (`stamp`, credit-policy's column). Each other room's part is its own fragment, through
 * its door. `windowHours`: the review rules' applications window (0 when no review rule applies).
 */
export async function decisionFacts(tx: Tx, userId: number, now: Date, o: FactsAsk): Promise<DecisionFacts> {
  const [row] = await selectRowsPrepared<Row>(tx, 'decision_facts', decisionFactsQuery(userId, now, o));
  const r = row!;
  const l = r.limit_row;
  const membership = r.membership ? membershipFromJson(r.membership) : null;
  return {
    stamp: r.stamp,
    limit: l && { base: Number(l.base_limit), raisedAt: l.raised_at === null ? null : new Date(l.raised_at), raisedFrom: l.raised_from === null ? null : Number(l.raised_from), inserted: l.inserted },
    open: r.open ?? [],
    disbursedBefore: Number(r.disbursed),
    applicationsInWindow: Number(r.in_window),
    onTime: Number(r.on_time),
    late: Number(r.late),
    writtenOff: Number(r.written_off),
    maxDaysLate: Number(r.max_days_late),
    extensions: Number(r.extensions),
    questionnaire: r.questionnaire,
    vip: isActive(membership, now),
    devices: Number(r.devices),
    otherAccounts: Number(r.others),
    declinedPayments: Number(r.declined),
    kyc: r.kyc,
  };
}

/** `start`: the base limit of a row created now; `windowHours`: the review window; `stamp`: the policy stamp column, or null. */
export interface FactsAsk {
  start: number;
  windowHours: number;
  stamp: SQL<string> | null;
}

/** decisionFacts' statement (the bench explains it). */
export function decisionFactsQuery(userId: number, now: Date, o: FactsAsk): SQL {
  const u = sql`${userId}::bigint`;
  const today = lusakaDate(now);
  const since = new Date(now.getTime() - o.windowHours * HOUR_MS).toISOString();
  const device = deviceCountColumns(userId);
  const open = sql.join(OPEN_LOAN_STATUSES.map((s) => sql`${s}`), sql`, `);
  return sql`with ins as (
        insert into ${creditLimits} (user_id, base_limit) values (${u}, ${o.start}) on conflict (user_id) do nothing
        returning base_limit, raised_at, raised_from, true as inserted),
      cl as (select base_limit, raised_at, raised_from, false as inserted from ${creditLimits} where user_id = ${u} for update),
      o as (select
          count(*) filter (where ${loanOrders.status} = 'SETTLED' and ${loanOrders.settledLate} = false) as on_time,
          count(*) filter (where ${loanOrders.status} = 'SETTLED' and ${loanOrders.settledLate} = true) as late,
          count(*) filter (where ${loanOrders.writtenOffAt} is not null) as written_off,
          json_agg(${loanOrders.status}) filter (where ${loanOrders.status} in (${open})) as open,
          count(*) filter (where ${loanOrders.disbursedAt} is not null) as disbursed,
          count(*) filter (where ${loanOrders.createdAt} > ${since}::timestamptz) as in_window
        from ${loanOrders} where ${loanOrders.userId} = ${u}),
      p as (select coalesce(sum(${loanPlans.extensions}), 0) as extensions,
          coalesce(max(greatest(0, coalesce(((${loanPlans.settledAt} at time zone 'UTC') + interval '2 hours')::date, ${today}::date) - ${loanPlans.dueDate}::date)), 0) as max_days_late
        from ${loanPlans} where ${loanPlans.userId} = ${u})
      select (select row_to_json(l) from (select * from ins union all select * from cl) l limit 1) as limit_row,
        o.on_time, o.late, o.written_off, o.open, o.disbursed, o.in_window, p.extensions, p.max_days_late,
        ${questionnaireAnswered(u)} as questionnaire, ${membershipOfUser(u)} as membership,
        ${kycFeatureFactsColumn(u)} as kyc, ${device.devices} as devices, ${device.others} as others,
        ${declinedRepaymentsColumn(sql`(select ${loanOrders.id} from ${loanOrders} where ${loanOrders.userId} = ${u})`)} as declined, ${o.stamp ?? sql`null::text`} as stamp
      from o, p`;
}
