import { sql } from 'drizzle-orm';

import { addDays, endOfLusakaDay, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS, type Line } from '../../ledger/accounts';
import { book, HOUSE, posting } from '../../ledger/posting';
import { loanOrderRows, loanPlanRows } from '../lending/plugin';
import { readClasses } from './classes';

/** 'YYYY-MM' of a Lusaka date, the month after and before one, and a month's last Lusaka day. */
export const monthOf = (day: string) => day.slice(0, 7);
export const nextMonth = (month: string) => monthOf(addDays(`${month}-28`, 5));
export const previousMonth = (month: string) => monthOf(addDays(`${month}-01`, -1));
export const lastDayOf = (month: string) => addDays(`${nextMonth(month)}-01`, -1);

/** The three kinds of income a non-performing loan's uncollected part is held in suspense for. */
const SUSPENDED = [
  { part: 'fee', income: ACCOUNTS.feeIncome },
  { part: 'interest', income: ACCOUNTS.interestIncome },
  { part: 'penalty', income: ACCOUNTS.penaltyIncome },
] as const;
type Part = (typeof SUSPENDED)[number]['part'];

/** The month's movements, in ngwee (each one a sum of per-loan changes against the previous month end). */
export interface ProvisionMovement {
  /** Loans whose provision grew (new loans, a worse class, more principal). */
  increase: number;
  /** Loans whose provision fell or went (paid, settled, cured to a better class). */
  release: number;
  /** Loans written off in the month: the provision they held is used against the write-off. */
  used: number;
  suspended: Record<Part, number>;
  /** Suspended income recognised again: collected, or the loan performing again. */
  recognised: Record<Part, number>;
  /** Suspended income of loans written off in the month, cleared against the write-off. */
  writtenOff: Record<Part, number>;
}

/** One balanced entry: the allowance's change (expense against allowance), its release and its use on write-offs. */
export const provisionPosting = posting<ProvisionMovement>(['provision'], (m) => ({
  kind: 'provision',
  lines: nonZero([
    { account: ACCOUNTS.provisionExpense, subject: HOUSE, amount: m.increase },
    { account: ACCOUNTS.loanLossAllowance, subject: HOUSE, amount: -m.increase },
    { account: ACCOUNTS.loanLossAllowance, subject: HOUSE, amount: m.release },
    { account: ACCOUNTS.provisionExpense, subject: HOUSE, amount: -m.release },
    { account: ACCOUNTS.loanLossAllowance, subject: HOUSE, amount: m.used },
    { account: ACCOUNTS.writeOffExpense, subject: HOUSE, amount: -m.used },
  ]),
}));

/** One balanced entry: income taken into suspense, recognised from it again, and cleared on write-offs. */
export const suspensePosting = posting<ProvisionMovement>(['income_suspense'], (m) => ({
  kind: 'income_suspense',
  lines: nonZero(
    SUSPENDED.flatMap(({ part, income }) => [
      { account: income, subject: HOUSE, amount: m.suspended[part] },
      { account: ACCOUNTS.incomeInSuspense, subject: HOUSE, amount: -m.suspended[part] },
      { account: ACCOUNTS.incomeInSuspense, subject: HOUSE, amount: m.recognised[part] },
      { account: income, subject: HOUSE, amount: -m.recognised[part] },
      { account: ACCOUNTS.incomeInSuspense, subject: HOUSE, amount: m.writtenOff[part] },
      { account: ACCOUNTS.writeOffExpense, subject: HOUSE, amount: -m.writtenOff[part] },
    ]),
  ),
}));

function nonZero(lines: Line[]): Line[] {
  return lines.filter((l) => l.amount !== 0);
}

const hasLines = (entry: { lines: Line[] }) => entry.lines.length > 0;

export interface ProvisionRun {
  month: string;
  ran: boolean;
  /** Why a month was not provisioned (already run, or closed before it was). */
  skipped?: 'already provisioned' | 'month closed';
  movement?: ProvisionMovement;
  /** The allowance and the suspense held after the run. */
  provision?: number;
  suspended?: number;
}

interface Totals {
  increase: string; release: string; used: string; provision: string; suspended: string;
  susp_fee: string; susp_interest: string; susp_penalty: string;
  back_fee: string; back_interest: string; back_penalty: string;
  wo_fee: string; wo_interest: string; wo_penalty: string;
}

/**
 * The month-end provision of `month` ('YYYY-MM'), in one transaction: each open loan's class from its days past due on
 * the month's last Lusaka day (from its bills as they stand when the job runs), its provision (outstanding principal
 * at the class's rate) and, for a non-performing class, its uncollected fees, interest and penalties (suspense: of
 * the fee only the part already earned, decision 0062: the unearned part was never income); then
 * the change against the previous month end booked as two balanced entries dated the month's last instant
 * (`provision:<month>`, `income-suspense:<month>`). Run twice, the second books nothing.
 */
export async function provisionMonth(db: Db, month: string, now: Date): Promise<ProvisionRun> {
  return db.transaction(async (tx) => {
    const [closed] = await selectRows<{ status: string }>(tx, sql`select status from ledger_periods where month = ${month}`);
    if (closed?.status === 'closed') return { month, ran: false, skipped: 'month closed' };
    const [mine] = await selectRows<{ month: string }>(
      tx,
      sql`insert into provision_runs (month, ran_at, provision, suspended) values (${month}, ${now.toISOString()}::timestamptz, 0, 0) on conflict do nothing returning month`,
    );
    if (!mine) return { month, ran: false, skipped: 'already provisioned' };
    await readClasses(tx);
    const last = lastDayOf(month);
    const end = endOfLusakaDay(last);
    const [prev] = await selectRows<{ month: string | null }>(tx, sql`select max(month) as month from provision_runs where month < ${month}`);
    await recordLoans(tx, month, last, end);
    const [t] = await selectRows<Totals>(tx, totalsQuery(month, prev?.month ?? null, end));
    const n = (v: string | undefined) => Number(v ?? 0);
    const movement: ProvisionMovement = {
      increase: n(t?.increase),
      release: n(t?.release),
      used: n(t?.used),
      suspended: { fee: n(t?.susp_fee), interest: n(t?.susp_interest), penalty: n(t?.susp_penalty) },
      recognised: { fee: n(t?.back_fee), interest: n(t?.back_interest), penalty: n(t?.back_penalty) },
      writtenOff: { fee: n(t?.wo_fee), interest: n(t?.wo_interest), penalty: n(t?.wo_penalty) },
    };
    if (hasLines(provisionPosting.entry(`provision:${month}`, movement))) await book(tx, provisionPosting, `provision:${month}`, movement, end);
    if (hasLines(suspensePosting.entry(`income-suspense:${month}`, movement))) await book(tx, suspensePosting, `income-suspense:${month}`, movement, end);
    const provision = n(t?.provision);
    const suspended = n(t?.suspended);
    await tx.execute(sql`update provision_runs set provision = ${provision}, suspended = ${suspended} where month = ${month}`);
    return { month, ran: true, movement, provision, suspended };
  });
}

/** Each loan open at the month end, with its class, provision and suspended income (loan_provisions). */
async function recordLoans(tx: Tx, month: string, last: string, end: Date) {
  const owed = (part: string) => sql.raw(`sum(p.${part}_due - p.${part}_paid - p.${part}_waived) filter (where p.status <> 'SETTLED')`);
  await tx.execute(sql`
    with loans as (
      select o.id as order_id,
        min(p.due_date) filter (where p.status <> 'SETTLED') as oldest_due,
        coalesce(${owed('principal')}, 0) as principal, coalesce(${owed('fee')}, 0) as fee,
        coalesce(${owed('interest')}, 0) as interest, coalesce(${owed('penalty')}, 0) as penalty
      from ${loanOrderRows} o join ${loanPlanRows} p on p.order_id = o.id
      where o.status in ('REPAYING', 'OVERDUE') and o.written_off_at is null and o.disbursed_at <= ${end.toISOString()}::timestamptz
      group by o.id
    ), dated as (
      select l.*, greatest(0, coalesce(${last}::date - l.oldest_due::date, 0)) as dpd from loans l
    )
    insert into loan_provisions (month, order_id, class_code, days_past_due, principal, rate_bp, provision, suspended_fee, suspended_interest, suspended_penalty)
    select ${month}, d.order_id, c.code, d.dpd, d.principal, c.rate_bp, floor((d.principal * c.rate_bp + 5000) / 10000),
      case when c.non_performing then greatest(0, d.fee - coalesce(a.fee - a.earned, 0)) else 0 end, case when c.non_performing then greatest(0, d.interest - coalesce(a.interest - a.interest_earned, 0)) else 0 end,
      case when c.non_performing then d.penalty else 0 end
    from dated d join provision_classes c on d.dpd >= c.from_days and (c.to_days is null or d.dpd <= c.to_days)
      left join fee_accruals a on a.order_id = d.order_id`);
}

/** Per loan, this month end against the previous one (a loan in either), summed by movement. */
function totalsQuery(month: string, prev: string | null, end: Date) {
  const grow = (col: string) => sql.raw(`coalesce(sum(greatest(coalesce(c.${col}, 0) - coalesce(p.${col}, 0), 0)), 0)`);
  const fall = (col: string, writtenOff: boolean) =>
    sql.raw(`coalesce(sum(greatest(coalesce(p.${col}, 0) - coalesce(c.${col}, 0), 0)) filter (where ${writtenOff ? '' : 'not '}w.written_off), 0)`);
  return sql`
    with c as (select * from loan_provisions where month = ${month}),
      p as (select * from loan_provisions where month = ${prev ?? ''}),
      b as (select coalesce(c.order_id, p.order_id) as order_id from c full join p on p.order_id = c.order_id),
      w as (select b.order_id, coalesce(o.written_off_at <= ${end.toISOString()}::timestamptz, false) as written_off from b left join ${loanOrderRows} o on o.id = b.order_id)
    select ${grow('provision')} as increase, ${fall('provision', false)} as release, ${fall('provision', true)} as used,
      coalesce(sum(c.provision), 0) as provision,
      coalesce(sum(c.suspended_fee + c.suspended_interest + c.suspended_penalty), 0) as suspended,
      ${grow('suspended_fee')} as susp_fee, ${grow('suspended_interest')} as susp_interest, ${grow('suspended_penalty')} as susp_penalty,
      ${fall('suspended_fee', false)} as back_fee, ${fall('suspended_interest', false)} as back_interest, ${fall('suspended_penalty', false)} as back_penalty,
      ${fall('suspended_fee', true)} as wo_fee, ${fall('suspended_interest', true)} as wo_interest, ${fall('suspended_penalty', true)} as wo_penalty
    from w left join c on c.order_id = w.order_id left join p on p.order_id = w.order_id`;
}

/**
 * The provisioning job: every month end not yet provisioned, oldest first, up to the month before today (Lusaka, by
 * business time). The first run provisions only the month just ended; a month closed before it was provisioned is
 * left (its close stands).
 */
export async function runProvisioningJob(db: Db, now: () => number): Promise<ProvisionRun[]> {
  const target = previousMonth(monthOf(lusakaDate(now())));
  const [last] = await selectRows<{ month: string | null }>(db, sql`select max(month) as month from provision_runs`);
  const runs: ProvisionRun[] = [];
  for (let m = last?.month ? nextMonth(last.month) : target; m <= target; m = nextMonth(m)) runs.push(await provisionMonth(db, m, new Date(now())));
  return runs;
}
