import { createHash } from 'node:crypto';

import { and, desc, gte, ne } from 'drizzle-orm';

import type { DeskOperator } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { operatorOf } from '../../providers/mobile-money/operator';
import { sandboxPrompts } from '../../providers/mobile-money/schema';
import { COLUMN_MAPPINGS } from './mapping';
import type { ColumnMapping } from './mapping';

/** How far back the sandbox operator's statement reaches. */
export const SANDBOX_STATEMENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/** A UTC instant as the operator writes a Lusaka wall-clock time. */
export function formatStatementTime(at: Date, format: ColumnMapping['timeFormat']): string {
  const t = new Date(at.getTime() + LUSAKA_OFFSET_MS);
  const [y, m, d, h, min, s] = [t.getUTCFullYear(), two(t.getUTCMonth() + 1), two(t.getUTCDate()), two(t.getUTCHours()), two(t.getUTCMinutes()), two(t.getUTCSeconds())];
  if (format === 'YYYY-MM-DD HH:mm:ss') return `${y}-${m}-${d} ${h}:${min}:${s}`;
  if (format === 'DD-MM-YYYY HH:mm:ss') return `${d}-${m}-${y} ${h}:${min}:${s}`;
  return `${d}/${m}/${y} ${h}:${min}`;
}

/** The operator's word for one of our statuses (the first in its mapping). */
const wordOf = (mapping: ColumnMapping, status: string) => Object.entries(mapping.statuses).find(([, ours]) => ours === status)?.[0] ?? status;

/**
 * The sandbox operator's statement (docs/reconciliation.md, "Trying it in the sandbox"): what the sandbox wallets of one
 * operator's numbers completed or refused in the last 7 days (a prompt still waiting for its PIN is not on it yet), as
 * that operator's CSV export. It is the operator's side of the story (the sandbox's own record of its prompts and
 * transfers), so a transfer Pocket never asked for shows as missing here on import. The transaction id is derived from
 * the reference: the same download imported twice changes nothing.
 */
export async function sandboxStatementCsv(db: Db, operator: DeskOperator, now: Date): Promise<string> {
  const mapping = COLUMN_MAPPINGS[operator];
  const rows = await db
    .select()
    .from(sandboxPrompts)
    .where(and(gte(sandboxPrompts.createdAt, new Date(now.getTime() - SANDBOX_STATEMENT_DAYS * DAY_MS)), ne(sandboxPrompts.status, 'PENDING')))
    .orderBy(desc(sandboxPrompts.createdAt));
  const lines = rows
    .filter((row) => operatorOf(row.msisdn) === operator)
    .reverse()
    .map((row) => [
      `SBX${createHash('sha256').update(row.reference).digest('hex').slice(0, 12).toUpperCase()}`,
      row.reference,
      (row.amount / 100).toFixed(2),
      wordOf(mapping, row.status),
      formatStatementTime(row.createdAt, mapping.timeFormat),
    ]);
  const header = [mapping.transactionId, mapping.reference, mapping.amount, mapping.status, mapping.time];
  return [header, ...lines].map((cells) => cells.join(',')).join('\n') + '\n';
}
