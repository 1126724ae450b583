import { sql } from 'drizzle-orm';

import { fromE164, toE164 } from '@pocket/contracts/validators';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { userCredit } from '../../ledger/repo';
import { loanOrderRows, loanPlanRows } from '../lending/plugin';
import { forgetIdempotencyKeys, payerNumberRows, paymentRows } from '../payments/plugin';
import { stageOrderRows } from '../stage/plugin';
import { uploadIdsOf } from '../uploads/plugin';
import { accountOf } from '../user/plugin';
import { IDEMPOTENCY_SCOPES, PHONE_TABLES, USER_TABLES } from './personal-data';

/** What the borrower still owes or has in flight, and the credit we hold for them, in ngwee (docs/data-rights.md, "Close my account"). */
export interface Owed {
  bills: number;
  loanInFlight: number;
  stageDeposit: number;
  paymentInFlight: number;
  /** Money paid beyond the bills (the ledger's `liability:user_credit`), not refunded yet. */
  credit: number;
}

/**
 * One statement: unpaid bills (due less paid less waived), a loan being reviewed or paid out, a phone order whose
 * deposit is unpaid, and payments the operator has not answered yet; and the borrower's credit in the ledger.
 */
export async function owedBy(tx: Tx, userId: number): Promise<Owed> {
  const [row] = await selectRows<Record<Exclude<keyof Owed, 'credit'>, string | number | null>>(
    tx,
    sql`select
      (select coalesce(sum(p.principal_due + p.interest_due + p.fee_due + p.penalty_due
          - p.principal_paid - p.interest_paid - p.fee_paid - p.penalty_paid
          - p.principal_waived - p.interest_waived - p.fee_waived - p.penalty_waived), 0)
        from ${loanPlanRows} p where p.user_id = ${userId} and p.status <> 'SETTLED') as "bills",
      (select coalesce(sum(o.principal), 0) from ${loanOrderRows} o
        where o.user_id = ${userId} and o.status in ('REVIEWING', 'DISBURSING')
          and o.id not in (select so.order_id from ${stageOrderRows} so where so.user_id = ${userId})) as "loanInFlight",
      (select coalesce(sum(s.deposit), 0) from ${stageOrderRows} s join ${loanOrderRows} o on o.id = s.order_id
        where s.user_id = ${userId} and s.deposit_paid_at is null and o.status not in ('CANCELLED', 'REJECTED', 'DISBURSE_FAILED', 'SETTLED')) as "stageDeposit",
      (select coalesce(sum(pm.amount), 0) from ${paymentRows} pm where pm.user_id = ${userId} and pm.status = 'PENDING') as "paymentInFlight"`,
  );
  return {
    bills: Number(row?.bills ?? 0),
    loanInFlight: Number(row?.loanInFlight ?? 0),
    stageDeposit: Number(row?.stageDeposit ?? 0),
    paymentInFlight: Number(row?.paymentInFlight ?? 0),
    credit: await userCredit(tx, userId),
  };
}

/** The account row, locked for the closure (null when there is none). */
export async function lockAccount(tx: Tx, userId: number) {
  return accountOf(tx, userId, true);
}

/** The borrower's numbers (0XXXXXXXXX): the phone, the wallets loans went to and were paid from, confirmed payment accounts. */
async function walletsOf(tx: Tx, userId: number, mobile: string): Promise<string[]> {
  const rows = await selectRows<{ n: string }>(
    tx,
    sql`select o.wallet_msisdn as n from ${loanOrderRows} o where o.user_id = ${userId}
        union select pm.msisdn from ${paymentRows} pm where pm.user_id = ${userId}
        union select pn.msisdn from ${payerNumberRows} pn where pn.user_id = ${userId}`,
  );
  return [...new Set([fromE164(mobile), ...rows.map((r) => r.n).filter((n) => n !== '')])];
}

/** Runs the reviewed list of personal-data.ts for one borrower, in the closure's transaction. Answers the upload ids deleted. */
export async function erasePersonalData(tx: Tx, userId: number, mobile: string, now: Date): Promise<string[]> {
  const wallets = await walletsOf(tx, userId, mobile);
  const uploads = await uploadIdsOf(tx, userId);
  const at = sql`${now.toISOString()}::timestamptz`;
  for (const { table, key, handling } of USER_TABLES) {
    if (handling.action === 'delete') await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(key)} = ${userId}`);
    if (handling.action === 'anonymise') {
      const sets = Object.entries(handling.set).map(([column, value]) => {
        const [before, after] = value.split(':now');
        return after === undefined ? sql`${sql.identifier(column)} = ${sql.raw(value)}` : sql`${sql.identifier(column)} = ${sql.raw(before!)}${at}${sql.raw(after)}`;
      });
      if (table === 'users') sets.push(sql`closed_at = ${at}`, sql`updated_at = ${at}`);
      await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where ${sql.identifier(key)} = ${userId}`);
    }
  }
  for (const { table, column, form, handling } of PHONE_TABLES) {
    const numbers = form === 'e164' ? [...new Set([mobile, ...wallets.map(toE164)])] : wallets;
    for (const n of numbers) {
      if (handling === 'delete') await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${n}`);
      else await tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = '' where ${sql.identifier(column)} = ${n}`);
    }
  }
  await forgetIdempotencyKeys(tx, IDEMPOTENCY_SCOPES(userId));
  return uploads.map((u) => u.id);
}
