import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { DeskOperator, ReconciliationClass, ReconciliationCounts } from '@pocket/contracts/api/staff';
import { DESK_OPERATORS, RECONCILIATION_CLASSES } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { operatorOf } from '../../providers/mobile-money/operator';
import { openRequestIdOf, openRequestOf as openApprovalOf } from '../approvals/plugin';
import { paymentRows } from '../payments/plugin';
import { reconciliationItems, reconciliationLines, reconciliationStatements } from './schema';
import type { ItemRow, LineRow, StatementRow } from './schema';

/*
 * The desk writes only its own tables (reconciliation_*). It reads the payments module's payments through its door (`paymentRows`), read-only,
 * and its open requests through the approvals' door; money moves only through the payments desk's door.
 */

const CHUNK = 500;
/**
 * The rows in parts of CHUNK, the event loop given a turn between parts: PGlite runs each statement on this thread,
 * and the largest statement's 21,000 lines held it (and the health check) for seconds (issue 42, defect 11).
 */
async function* chunks<T>(all: readonly T[]): AsyncGenerator<T[]> {
  for (let at = 0; at < all.length; at += CHUNK) {
    if (at > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    yield all.slice(at, at + CHUNK);
  }
}
const iso = (d: Date) => d.toISOString();

// The wallet prefixes of each operator (no number portability in Zambia: the prefix names the operator).
const PREFIXES = ['5', '7', '9'].flatMap((a) => ['5', '6', '7'].map((b) => `0${a}${b}`));
const prefixesOf = (operator: DeskOperator) => PREFIXES.filter((p) => operatorOf(`${p}0000000`) === operator);
const byPrefix = sql.join(
  DESK_OPERATORS.map((op) => sql`when left(p.msisdn, 3) in (${sql.join(prefixesOf(op).map((prefix) => sql`${prefix}`), sql`, `)}) then ${op}`),
  sql` `,
);
/**
 * The operator a payment `p` went through: its provider's (the MTN and Airtel adapters each serve one operator); the
 * sandbox serves every wallet, so there its wallet's prefix tells (null once a closed account's number was blanked).
 */
export const PAYMENT_OPERATOR = sql`(case p.provider when 'mtn' then 'MTN' when 'airtel' then 'AIRTEL' else (case ${byPrefix} end) end)`;

/** One import of an operator at a time (two files sharing new lines never race on the line keys). */
export async function lockOperator(tx: Tx, operator: DeskOperator): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reconciliation:${operator}`}))`);
}

export async function statementByHash(tx: Tx, hash: string): Promise<StatementRow | null> {
  const [row] = await tx.select().from(reconciliationStatements).where(eq(reconciliationStatements.contentHash, hash));
  return row ?? null;
}

export async function statementById(tx: Tx, id: number): Promise<StatementRow | null> {
  const [row] = await tx.select().from(reconciliationStatements).where(eq(reconciliationStatements.id, id));
  return row ?? null;
}

/** Inserts the statement unless a file of the same content is there; the row inserted, or null. */
export async function insertStatement(tx: Tx, row: typeof reconciliationStatements.$inferInsert): Promise<StatementRow | null> {
  const [created] = await tx.insert(reconciliationStatements).values(row).onConflictDoNothing({ target: reconciliationStatements.contentHash }).returning();
  return created ?? null;
}

/** The lines of this operator already kept, by transaction id. */
export async function knownLines(tx: Tx, operator: DeskOperator, transactionIds: string[]): Promise<Map<string, LineRow>> {
  const found = new Map<string, LineRow>();
  for await (const part of chunks(transactionIds)) {
    const rows = await tx.select().from(reconciliationLines).where(and(eq(reconciliationLines.operator, operator), inArray(reconciliationLines.transactionId, part)));
    for (const row of rows) found.set(row.transactionId, row);
  }
  return found;
}

export async function insertLines(tx: Tx, rows: Array<typeof reconciliationLines.$inferInsert>): Promise<LineRow[]> {
  const out: LineRow[] = [];
  for await (const part of chunks(rows)) out.push(...(await tx.insert(reconciliationLines).values(part).returning()));
  return out;
}

export interface OurPayment {
  id: number;
  reference: string;
  amount: number;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  operator: DeskOperator | null;
}

/** Our payments with these references (of any operator: the caller compares). */
export async function paymentsByReference(tx: Tx, references: string[]): Promise<Map<string, OurPayment>> {
  const found = new Map<string, OurPayment>();
  for await (const part of chunks([...new Set(references)])) {
    const rows = await selectRows<{ id: number | string; reference: string; amount: number | string; status: OurPayment['status']; operator: DeskOperator | null }>(
      tx,
      sql`select p.id, p.reference, p.amount, p.status, ${PAYMENT_OPERATOR} as operator from ${paymentRows} p where p.reference in (${sql.join(part.map((r) => sql`${r}`), sql`, `)})`,
    );
    for (const r of rows) found.set(r.reference, { id: Number(r.id), reference: r.reference, amount: Number(r.amount), status: r.status, operator: r.operator });
  }
  return found;
}

/** Our payments to or from this operator's wallets that succeeded in the period and are on no line of the operator. */
export async function missingThere(tx: Tx, operator: DeskOperator, from: Date, to: Date): Promise<number[]> {
  const rows = await selectRows<{ id: number | string }>(
    tx,
    sql`select p.id from ${paymentRows} p
         where p.status = 'SUCCESSFUL' and p.finalized_at >= ${iso(from)}::timestamptz and p.finalized_at <= ${iso(to)}::timestamptz
           and ${PAYMENT_OPERATOR} = ${operator}
           and not exists (select 1 from reconciliation_lines l where l.operator = ${operator} and l.reference = p.reference)
         order by p.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Inserts items; a payment already listed as missing from another statement is skipped. */
export async function insertItems(tx: Tx, rows: Array<typeof reconciliationItems.$inferInsert>): Promise<void> {
  for await (const part of chunks(rows)) await tx.insert(reconciliationItems).values(part).onConflictDoNothing();
}

/** How many items of each class a statement has, and how many differences are still open. */
export async function countsOf(tx: Tx, statementId: number): Promise<{ counts: ReconciliationCounts; open: number }> {
  const rows = await selectRows<{ class: ReconciliationClass; n: number | string; open: number | string }>(
    tx,
    sql`select class, count(*) as n, count(*) filter (where class <> 'matched' and resolved_at is null) as open
          from reconciliation_items where statement_id = ${statementId} group by class`,
  );
  const counts = Object.fromEntries(RECONCILIATION_CLASSES.map((c) => [c, 0])) as ReconciliationCounts;
  let open = 0;
  for (const r of rows) {
    counts[r.class] = Number(r.n);
    open += Number(r.open);
  }
  return { counts, open };
}

/** Statements newest first, below the cursor (an id). */
export async function listStatements(tx: Tx, cursor: number | null, limit: number): Promise<StatementRow[]> {
  const q = tx.select().from(reconciliationStatements);
  const filtered = cursor === null ? q : q.where(sql`${reconciliationStatements.id} < ${cursor}`);
  return filtered.orderBy(sql`${reconciliationStatements.id} desc`).limit(limit);
}

/** An item as the desk reads it: its line, our payment and the open request (raw: the driver decides the types). */
export interface ItemViewRow {
  id: number | string;
  statement_id: number | string;
  class: ReconciliationClass;
  approval_id: number | string | null;
  action: 'finalise' | 'record' | null;
  note: string | null;
  resolved_at: Date | string | null;
  line_no: number | string | null;
  transaction_id: string | null;
  l_reference: string | null;
  l_amount: number | string | null;
  l_status: 'SUCCESSFUL' | 'FAILED' | 'PENDING' | null;
  l_time: Date | string | null;
  p_id: number | string | null;
  p_reference: string | null;
  p_kind: string | null;
  p_user_id: number | string | null;
  p_amount: number | string | null;
  p_status: 'PENDING' | 'SUCCESSFUL' | 'FAILED' | null;
  p_msisdn: string | null;
  p_operator: DeskOperator | null;
  open_request_id: number | string | null;
}

const ITEM_SELECT = (now: Date) => sql`
  select i.id, i.statement_id, i.class, i.approval_id, i.action, i.note, i.resolved_at,
         l.line_no, l.transaction_id, l.reference as l_reference, l.amount as l_amount, l.status as l_status, l.time as l_time,
         p.id as p_id, p.reference as p_reference, p.kind as p_kind, p.user_id as p_user_id, p.amount as p_amount, p.status as p_status,
         p.msisdn as p_msisdn, ${PAYMENT_OPERATOR} as p_operator,
         ${openRequestIdOf('reconciliation.resolve', 'itemId', sql`i.id::text`, now)} as open_request_id
    from reconciliation_items i
    left join reconciliation_lines l on l.id = i.line_id
    left join ${paymentRows} p on p.id = i.payment_id`;

export interface ItemFilter {
  statementId: number;
  class?: ReconciliationClass | undefined;
  openOnly: boolean;
  cursor: number | null;
  now: Date;
}

/** A statement's items in id order (the file's order, then the payments missing from it). */
export async function listItems(tx: Tx, f: ItemFilter, limit: number): Promise<ItemViewRow[]> {
  const parts: SQL[] = [sql`i.statement_id = ${f.statementId}`];
  if (f.class) parts.push(sql`i.class = ${f.class}`);
  if (f.openOnly) parts.push(sql`i.class <> 'matched' and i.resolved_at is null`);
  if (f.cursor !== null) parts.push(sql`i.id > ${f.cursor}`);
  return selectRows<ItemViewRow>(tx, sql`${ITEM_SELECT(f.now)} where ${sql.join(parts, sql` and `)} order by i.id asc limit ${limit}`);
}

export async function findItem(tx: Tx, id: number, now: Date): Promise<ItemViewRow | null> {
  const [row] = await selectRows<ItemViewRow>(tx, sql`${ITEM_SELECT(now)} where i.id = ${id}`);
  return row ?? null;
}

/** The item, its row locked for the rest of the transaction, with its line. */
export async function lockItem(tx: Tx, id: number): Promise<{ item: ItemRow; line: LineRow | null } | null> {
  const [item] = await tx.select().from(reconciliationItems).where(eq(reconciliationItems.id, id)).for('update');
  if (!item) return null;
  if (item.lineId === null) return { item, line: null };
  const [line] = await tx.select().from(reconciliationLines).where(eq(reconciliationLines.id, item.lineId));
  return { item, line: line ?? null };
}

/** The open reconciliation.resolve request of an item, if any. */
export async function openRequestOf(tx: Tx, itemId: number, now: Date): Promise<number | null> {
  return openApprovalOf(tx, 'reconciliation.resolve', 'itemId', itemId, now);
}

/** Marks an item resolved, once (a second call changes nothing). */
export async function markResolved(tx: Tx, id: number, r: { approvalId: number; action: 'finalise' | 'record'; note: string; at: Date }): Promise<boolean> {
  const updated = await tx
    .update(reconciliationItems)
    .set({ approvalId: r.approvalId, action: r.action, note: r.note, resolvedAt: r.at })
    .where(and(eq(reconciliationItems.id, id), sql`${reconciliationItems.resolvedAt} is null`))
    .returning({ id: reconciliationItems.id });
  return updated.length === 1;
}

/** Our payment's status and operator, read in the caller's transaction (null: no such payment). */
export async function paymentState(tx: Tx, id: number): Promise<{ status: string; operator: DeskOperator | null } | null> {
  const [row] = await selectRows<{ status: string; operator: DeskOperator | null }>(tx, sql`select p.status, ${PAYMENT_OPERATOR} as operator from ${paymentRows} p where p.id = ${id}`);
  return row ?? null;
}
