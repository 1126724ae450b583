import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';

import type { ReconciliationItem } from '@pocket/contracts/api/staff';
import { STATEMENT_MAX_CHARS } from '@pocket/contracts/api/staff';
import { reconciliationCalls, staffPathOf } from '@pocket/contracts/staff';

import { pendingRepayment as pendingFullRepayment } from '../../../test/lending-helpers';
import { raceApp } from '../../../test/races';
import type { StaffTestSession } from '../../../test/staff-sessions';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { paymentOf } from '../payments/test-support';
import { reconciliationItems, reconciliationStatements } from './schema';

/** A Lusaka wall-clock time `minutes` from now, as YYYY-MM-DD HH:mm:ss. */
const lusaka = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 2 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
const txId = (prefix: string) => `${prefix}${randomUUID().slice(0, 13).replace('-', '.')}`;

/** MTN's statement export (docs/reconciliation.md): its header and a line. */
export const MTN_HEADER = 'Financial Transaction Id,External Transaction Id,Amount,Currency,Status,Date';
export const mtnLine = (reference: string, amount: string, status: string, minutes = 0, id = txId('MP')) => `${id},${reference},"${amount}",ZMW,${status},${lusaka(minutes)}`;

/** Airtel's: statuses TS, TF, TIP; times DD-MM-YYYY HH:mm:ss. */
export const AIRTEL_HEADER = 'Transaction ID,Reference,Amount,Status,Transaction Date';
export const airtelLine = (reference: string, amount: string, status: 'TS' | 'TF' | 'TIP', minutes = 0, id = txId('AT')) => {
  const [date, time] = lusaka(minutes).split(' ') as [string, string];
  const [y, m, d] = date.split('-');
  return `${id},${reference},${amount},${status},${d}-${m}-${y} ${time}`;
};

/**
 * The app of a reconciliation suite (PIN prompts wait for the test, as a wallet owner would) and two finance members
 * (one asks, the other checks).
 */
export async function financeDesk(): Promise<{ app: App; db: Db; finance: StaffTestSession; finance2: StaffTestSession }> {
  const { app, db } = await raceApp({ pendingPrompts: true });
  return { app, db, finance: await signInSandbox(app, 'finance'), finance2: await signInSandbox(app, 'finance2') };
}

/** A suite's desk, set up before its tests (`desk` is filled then), with the steps on it. */
export function reconciliationSuite() {
  const desk = {} as Awaited<ReturnType<typeof financeDesk>>;
  beforeAll(async () => void Object.assign(desk, await financeDesk()));
  return { desk, ...reconciliationSteps(() => desk) };
}

/** The desk's test steps against the real server: payments waiting at (or paid by) the sandbox operator, imports, items. */
export function reconciliationSteps(ctx: () => { app: App; db: Db; finance: StaffTestSession }) {
  /** A borrower with a loan and a full repayment (K1,160.00) waiting at the operator (`prefix`: the wallet's operator). */
  const pendingRepayment = (prefix = '096') => pendingFullRepayment(ctx().app, prefix);

  /** The same, paid: the wallet owner entered the PIN and the operator's answer was applied. */
  async function paidRepayment(prefix = '096') {
    const { app, db } = ctx();
    const p = await pendingRepayment(prefix);
    await app.lending.registry.sandbox!.approve(p.reference, '1234');
    await app.lending.engine.confirm(p.reference);
    expect((await paymentOf(db, p.paymentId))!.status).toBe('SUCCESSFUL');
    return p;
  }

  async function importStatement(session: StaffTestSession, content: string, operator = 'MTN', fileName = 'mtn-statement.csv') {
    return session.call('POST', reconciliationCalls.importStatement.path, { operator, fileName, content });
  }

  async function itemsOf(statementId: number): Promise<ReconciliationItem[]> {
    const all: ReconciliationItem[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; json: { data: { items: ReconciliationItem[]; nextCursor: string | null } } } = await ctx().finance.call(
        'GET',
        `${staffPathOf(reconciliationCalls.items, { id: statementId })}?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      all.push(...res.json.data.items);
      cursor = res.json.data.nextCursor;
    } while (cursor);
    return all;
  }

  return { pendingRepayment, paidRepayment, importStatement, itemsOf };
}

export const byReference = (items: ReconciliationItem[], reference: string) => items.find((i) => i.line?.reference === reference || i.payment?.reference === reference);

/** How many ledger entries a payment booked. */
export async function ledgerEntriesOf(db: Db, paymentId: number) {
  const [row] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ledger_entries where ref = ${`payment:${paymentId}`}`);
  return Number(row!.n);
}

/** The largest statement the desk accepts: MTN lines up to STATEMENT_MAX_CHARS characters (about 21,000 lines). */
export function largestStatement(reference: (i: number) => string = () => randomUUID(), id: (i: number) => string = (i) => `MP${String(i).padStart(10, '0')}`): string {
  const lines = [MTN_HEADER];
  let length = MTN_HEADER.length;
  for (let i = 0; ; i += 1) {
    const line = `${id(i)},${reference(i)},"1,160.00",ZMW,SUCCESSFUL,2026-11-27 10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
    if (length + 1 + line.length > STATEMENT_MAX_CHARS) break;
    lines.push(line);
    length += 1 + line.length;
  }
  return lines.join('\n');
}

/**
 * An MTN statement of the period [from, to] imported by `importedBy` with no line, and one difference on it: the
 * payment `paymentId` the operator's file lacks (missing-there). Written without the import (a books test's month that
 * needs a difference). Answers the difference's id.
 */
export async function addStatementMissingPayment(
  db: Db,
  s: { from: Date; to: Date; importedBy: { id: number; email: string }; paymentId: number; contentHash: string },
): Promise<number> {
  const [statement] = await db
    .insert(reconciliationStatements)
    .values({ operator: 'MTN', fileName: 'mtn.csv', contentHash: s.contentHash, lines: 0, newLines: 0, periodFrom: s.from, periodTo: s.to, importedBy: s.importedBy.id, importedByEmail: s.importedBy.email, importedAt: new Date() })
    .returning({ id: reconciliationStatements.id });
  const [item] = await db.insert(reconciliationItems).values({ statementId: statement!.id, paymentId: s.paymentId, class: 'missing-there' }).returning({ id: reconciliationItems.id });
  return item!.id;
}

/** A difference marked resolved now with `note`, as by hand (the item only). */
export async function markDifferenceResolved(db: Db, itemId: number, note: string): Promise<void> {
  await db.update(reconciliationItems).set({ resolvedAt: new Date(), note }).where(eq(reconciliationItems.id, itemId));
}
