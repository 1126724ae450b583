import { type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { ledgerEntries, ledgerLines } from '../../ledger/schema';
import { keptSessionReads, readThroughBooks } from '../borrower-books/plugin';
import { appliedCouponFrom, appliedCouponFromJson } from '../coupon/plugin';
import { questionnaireAnswered } from '../kyc/plugin';
import { billPaymentsInFlightOf, grantedExtensionFeesOf, paymentFromJson } from '../payments/plugin';
import { membershipFromJson, membershipOfUser } from '../vip/plugin';
import { orderFromJson, planFromJson, productFromJson } from './bill-fragments';
import type { LedgerFigures } from './bill-lines';
import { creditLimits, loanOrders, loanPlans, loanProducts } from './schema';

type Json = Record<string, unknown>;

/**
 * getMyLoanInfo's read, one statement (issue 34: it was 15, one per bill among them): the active session of the token
 * (the same condition as every signed call) and, for its user, what the limit is made of (the base limit row, the
 * questionnaire, the VIP membership), the user's credit, and every loan with its bills, products, applied coupons,
 * payments in flight, ledger figures and granted extension fees, each as JSON; queryLoanDetail's read is the same for
 * one loan (9 statements before). Prepared; outside any transaction. Kept between calls (`keptSessionReads`): while the
 * borrower's books and the catalogue are as this process last read them, a small statement reads the session and the
 * two versions only.
 */
const loansBySession = (oneOrder: boolean) => keptSessionReads(oneOrder ? 'loan_detail_by_session' : 'my_loans_by_session', (user) => {
  // Every loan of the user, or (queryLoanDetail) the one asked for when it is the user's.
  const mine = oneOrder ? sql`o.user_id = ${user} and o.id = ${sql.placeholder('orderId')}` : sql`o.user_id = ${user}`;
  return { always: {}, kept: {
    ...limitColumns(user),
    credit: sql<string | number>`(select coalesce(sum(l.amount), 0) from ${ledgerLines} l where l.account = ${ACCOUNTS.userCredit} and l.subject = 'user:' || ${user})`,
    orders: sql<Json[] | null>`(select json_agg(o order by o.id) from ${loanOrders} o where ${mine})`,
    ...billColumns(billsOf(user, sql`(select o.id from ${loanOrders} o where ${mine})`)),
  } };
});

/** What the user's limit is made of (the base limit row, the questionnaire, the VIP membership): three columns. */
export function limitColumns(user: SQL) {
  return {
    limitRow: sql<Json | null>`(select row_to_json(cl) from ${creditLimits} cl where cl.user_id = ${user})`,
    questionnaire: questionnaireAnswered(user),
    membership: membershipOfUser(user),
  };
}

/**
 * The bills of some loans and what their views are made of, as JSON columns of one statement: the bills, the loans'
 * products, applied coupons, payments in flight, ledger figures and granted extension fees (read by `decodeBills`).
 * `bills` says which bills, as a condition on `p` (loan_plans) that names the user's id (`p.user_id = ...`, see
 * `billsOf`). Each column reads from these bills on, through indexes (issue 34, tenth pass): written as `in (the
 * bills)`, without statistics (autovacuum off, a fresh database), PostgreSQL scanned the bills and read the applied
 * coupons, the payments in flight and the successful extension payments of the whole book, keeping the user's.
 */
export function billColumns(bills: SQL) {
  const plans = sql`${loanPlans} p`;
  return {
    plans: sql<Json[] | null>`(select json_agg(p order by p.order_id, p.loan_period) from ${plans} where ${bills})`,
    products: sql<Json[] | null>`(select json_agg(pr) from ${loanProducts} pr where pr.id in (select lo.product_id from ${plans} join ${loanOrders} lo on lo.id = p.order_id where ${bills}))`,
    applied: appliedCoupons(bills),
    pending: paymentsInFlight(bills),
    figures: sql<Array<{ subject: string; couponWaived: number; fromCredit: number }> | null>`(select json_agg(f) from (
        select l.subject, coalesce(-sum(l.amount) filter (where e.kind = 'coupon_waiver'), 0) as "couponWaived",
          coalesce(-sum(l.amount) filter (where e.ref = 'credit:' || l.subject), 0) as "fromCredit"
        from ${plans} join ${ledgerLines} l on l.subject = 'plan:' || p.id join ${ledgerEntries} e on e.id = l.entry_id
        where ${bills} group by l.subject) f)`,
    // Each bill's granted extension fees summed for that bill (the aggregate keeps the lateral read apart: PostgreSQL
    // read every successful extension payment of the book through the status index).
    fees: sql<Array<{ planId: number; total: number }> | null>`(select json_agg(f) from (
        select p.id as "planId", x.total from ${plans} cross join lateral ${grantedExtensionFeesOf(sql`p.id`)} x
        where ${bills} and x.paid > 0) f)`,
  };
}

// Each bill's applied coupon and payment in flight are read for that bill: `offset 0` keeps the lateral read apart,
// so that PostgreSQL cannot turn it into a read of every applied coupon, or every payment in flight, of the book
// through the partial unique index (one per bill) and keep the bills' (which it did, issue 34, tenth pass).

/** The coupons applied to some bills (`bills`: a condition on `p`) with their coupon, as JSON `{ uc, c }`. */
export const appliedCoupons = (bills: SQL) => sql<Array<{ uc: Json; c: Json }> | null>`(select json_agg(json_build_object('uc', uc, 'c', c))
  from ${loanPlans} p cross join ${appliedCouponFrom(sql`p.id`)} where ${bills})`;

/** The repayments and extension fees in flight of some bills (`bills`: a condition on `p`), newest first, as JSON. */
export const paymentsInFlight = (bills: SQL) => sql<Json[] | null>`(select json_agg(pm order by pm.id desc) from ${loanPlans} p cross join lateral ${billPaymentsInFlightOf(sql`p.id`)} pm
  where ${bills})`;

/**
 * The bills of the user's loans `orderIds` names (a subquery of loan order ids), as `billColumns` takes them: the
 * user's bills (loan_plans_user_idx; a bill's user is its loan's) whose loan is one of them.
 */
export const billsOf = (user: SQL, orderIds: SQL) => sql`p.user_id = ${user} and p.order_id in ${orderIds}`;

type BillsColumns = { [K in keyof ReturnType<typeof billColumns>]: ReturnType<typeof billColumns>[K]['_']['type'] };
type LimitColumns = { [K in keyof ReturnType<typeof limitColumns>]: ReturnType<typeof limitColumns>[K]['_']['type'] };

/** The limit's parts from `limitColumns`. */
export function decodeLimit(row: LimitColumns) {
  return {
    baseLimit: row.limitRow ? limitRow(row.limitRow).baseLimit : null,
    questionnaire: row.questionnaire,
    membership: row.membership ? membershipFromJson(row.membership) : null,
  };
}

/** The bills and their parts from `billColumns`, as `planViewsFrom` takes them. */
export function decodeBills(row: BillsColumns) {
  const figures: LedgerFigures = new Map(
    (row.figures ?? []).map((f) => [Number(f.subject.slice('plan:'.length)), { couponWaived: Number(f.couponWaived), fromCredit: Number(f.fromCredit) }]),
  );
  return {
    plans: (row.plans ?? []).map(planFromJson),
    products: new Map((row.products ?? []).map(productFromJson).map((p) => [p.id, p])),
    applied: new Map((row.applied ?? []).map((json) => [Number(json.uc.applied_plan_id), appliedCouponFromJson(json)])),
    pending: (row.pending ?? []).map(paymentFromJson),
    figures,
    fees: new Map((row.fees ?? []).map((f) => [Number(f.planId), Number(f.total)])),
  };
}
const myLoansBySession = loansBySession(false);
const loanDetailBySession = loansBySession(true);

const limitRow = jsonRowDecoder(creditLimits);


export type MyLoansRead = NonNullable<Awaited<ReturnType<typeof readMyLoansBySession>>>['data'];

/** Null when the session is not active; with `orderId`, `orders` holds that loan only if it is the user's. */
export async function readMyLoansBySession(db: Db, session: { tokenHash: string; now: string }, orderId?: number) {
  const found = await readThroughBooks(
    db,
    orderId === undefined ? 'my_loans' : `loan_detail:${orderId}`,
    session.tokenHash,
    {
      check: async () => (await (orderId === undefined ? myLoansBySession : loanDetailBySession).check(db).execute(session))[0],
      full: async () => (orderId === undefined ? await myLoansBySession.full(db).execute(session) : await loanDetailBySession.full(db).execute({ ...session, orderId }))[0],
    },
    (row) => ({ ...decodeLimit(row), credit: Number(row.credit), orders: (row.orders ?? []).map(orderFromJson), ...decodeBills(row) }),
  );
  if (!found) return null;
  const userId = found.row.userId;
  return { userId, data: { userId, ...found.data } };
}
