import { sql } from 'drizzle-orm';

import { BOOKS_MESSAGES, type BookProvisions, SUSPENDED_INCOME } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { conflict } from '../../plugins/errors';
import { lastDayOf } from './provisioning';

/** A month end's provision in one class (docs/books.md "Provisioning"), in ngwee. */
export interface ClassProvision {
  classCode: string;
  name: string;
  loans: number;
  principal: number;
  provision: number;
  /** Fees, interest and penalties held in suspense (non-performing classes only). */
  suspended: number;
}

/**
 * The provisions of a provisioned month by class, in the classes' order (every class in force, empty ones with zeros),
 * for the reports of provisions by class. A class the month's loans were in that is no longer in force (the classes
 * changed since, a `books.classes` request) comes after them, named by its code: the month keeps its figures. The
 * month's movement is in its `provision:<month>` entry.
 */
export async function provisionsByClass(db: Db, month: string): Promise<ClassProvision[]> {
  const rows = await selectRows<{ code: string; name: string; loans: string; principal: string; provision: string; suspended: string }>(
    db,
    sql`with p as (select * from loan_provisions where month = ${month}),
          c as (select code, name, position from provision_classes
                union all
                select distinct p.class_code, p.class_code, 2147483647 from p where p.class_code not in (select code from provision_classes))
        select c.code, c.name, count(p.order_id) as loans, coalesce(sum(p.principal), 0) as principal, coalesce(sum(p.provision), 0) as provision,
          coalesce(sum(p.suspended_fee + p.suspended_interest + p.suspended_penalty), 0) as suspended
        from c left join p on p.class_code = c.code
        group by c.code, c.name, c.position order by c.position, c.code`,
  );
  return rows.map((r) => ({ classCode: r.code, name: r.name, loans: Number(r.loans), principal: Number(r.principal), provision: Number(r.provision), suspended: Number(r.suspended) }));
}

const INCOME = { fee: ACCOUNTS.feeIncome, interest: ACCOUNTS.interestIncome, penalty: ACCOUNTS.penaltyIncome } as const;

/**
 * The provision and income report of a provisioned month (docs/books.md "Reading the provision and income report"):
 * its provisions by class at the month end; the movement as booked in its `provision:<month>` entry (increase: the
 * provision expense's debit; release: its credit; used on write-offs: the write-off expense's credit); its income moved
 * into suspense (an income account's debit in `income-suspense:<month>`) and recognised from it (its credit), and the
 * suspense cleared on write-offs; and the service fee and interest of its accrual days (deferred, earned). Aggregates only.
 * Refuses a month without a provision run.
 */
export async function provisionReport(db: Db, month: string): Promise<BookProvisions> {
  const [run] = await selectRows<{ ran_at: string | Date }>(db, sql`select ran_at from provision_runs where month = ${month}`);
  if (!run) throw conflict(BOOKS_MESSAGES.notProvisioned(month));
  const classes = await provisionsByClass(db, month);
  const lines = await selectRows<{ ref: string; account: string; debit: string; credit: string }>(
    db,
    sql`select e.ref, l.account, sum(greatest(l.amount, 0)) as debit, sum(greatest(-l.amount, 0)) as credit
          from ledger_entries e join ledger_lines l on l.entry_id = e.id
         where e.ref in (${`provision:${month}`}, ${`income-suspense:${month}`})
         group by e.ref, l.account`,
  );
  const side = (ref: string, account: string, which: 'debit' | 'credit') => Number(lines.find((l) => l.ref === `${ref}:${month}` && l.account === account)?.[which] ?? 0);
  const [fee] = await selectRows<{ through: string | null; deferred: string | null; earned: string | null; interest_deferred: string | null; interest_earned: string | null }>(
    db,
    sql`select to_char(max(day), 'YYYY-MM-DD') as through, sum(deferred) as deferred, sum(earned) as earned,
            sum(interest_deferred) as interest_deferred, sum(interest_earned) as interest_earned
          from fee_accrual_days where day between ${`${month}-01`}::date and ${lastDayOf(month)}::date`,
  );
  const sum = (key: 'loans' | 'principal' | 'provision' | 'suspended') => classes.reduce((t, c) => t + c[key], 0);
  return {
    month,
    ranAt: new Date(run.ran_at).toISOString(),
    classes,
    totals: { loans: sum('loans'), principal: sum('principal'), provision: sum('provision'), suspended: sum('suspended') },
    movement: {
      increase: side('provision', ACCOUNTS.provisionExpense, 'debit'),
      release: side('provision', ACCOUNTS.provisionExpense, 'credit'),
      used: side('provision', ACCOUNTS.writeOffExpense, 'credit'),
    },
    fee: { accruedThrough: fee?.through ?? null, deferred: Number(fee?.deferred ?? 0), earned: Number(fee?.earned ?? 0) },
    interest: { deferred: Number(fee?.interest_deferred ?? 0), earned: Number(fee?.interest_earned ?? 0) },
    suspense: SUSPENDED_INCOME.map((kind) => ({
      kind,
      held: side('income-suspense', INCOME[kind], 'debit'),
      recognised: side('income-suspense', INCOME[kind], 'credit'),
    })),
    suspenseWrittenOff: side('income-suspense', ACCOUNTS.writeOffExpense, 'credit'),
  };
}
