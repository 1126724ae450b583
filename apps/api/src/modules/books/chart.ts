import { asc, inArray, sql } from 'drizzle-orm';

import { type BookChartPayload, bookChartPayload, CHART_MESSAGES, type ChartAccount, type ChartChange } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { ACCOUNTS } from '../../ledger/accounts';
import { badRequest } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import { chartOfAccounts } from './schema';

/** The ledger's accounts (`src/ledger/accounts.ts`): the only accounts the chart maps. */
const LEDGER_ACCOUNTS: readonly string[] = Object.values(ACCOUNTS);

/**
 * The chart of accounts as the desk reads it: every account of the ledger with its general-ledger code and name, or
 * none yet (code and name null); by code, the accounts without one last.
 */
export async function readChart(db: Db | Tx): Promise<ChartAccount[]> {
  const rows = await db.select().from(chartOfAccounts).orderBy(asc(chartOfAccounts.code));
  const mapped = new Map(rows.map((r) => [r.account, r]));
  return [
    ...rows.filter((r) => LEDGER_ACCOUNTS.includes(r.account)).map((r) => ({ account: r.account, code: r.code, name: r.name })),
    ...LEDGER_ACCOUNTS.filter((a) => !mapped.has(a)).map((account) => ({ account, code: null, name: null })),
  ];
}

/**
 * What is wrong with a chart change, in the desk's words (null: nothing): an account the ledger does not have, an
 * account given twice, or a code that would then belong to two accounts (in the request, or another account's today).
 */
export async function chartProblem(tx: Db | Tx, changes: readonly ChartChange[]): Promise<string | null> {
  const seen = new Set<string>();
  for (const c of changes) {
    if (!LEDGER_ACCOUNTS.includes(c.account)) return CHART_MESSAGES.unknownAccount(c.account);
    if (seen.has(c.account)) return CHART_MESSAGES.twice(c.account);
    seen.add(c.account);
  }
  const rows = await tx.select({ account: chartOfAccounts.account, code: chartOfAccounts.code }).from(chartOfAccounts);
  const owner = new Map(rows.filter((r) => !seen.has(r.account)).map((r) => [r.code, r.account]));
  for (const c of changes) {
    const other = owner.get(c.code);
    if (other) return CHART_MESSAGES.sameCode(c.code, c.account, other);
    owner.set(c.code, c.account);
  }
  return null;
}

/**
 * books.chart: finance (or admin) asks to set the general-ledger code and name of one or more ledger accounts; a
 * second finance or admin member approves. The request and the approval both refuse an unknown account, an account
 * twice and a code that would belong to two accounts; the approval writes the accounts' rows of `chart_of_accounts`
 * (approved twice, the same rows). The journal export and the statements read the chart when they are made.
 */
export const bookChartKind = (): ApprovalKind<BookChartPayload> => ({
  kind: 'books.chart',
  payload: bookChartPayload,
  requesters: ['finance', 'admin'],
  checkers: ['finance', 'admin'],
  async validate(tx, { accounts }) {
    const problem = await chartProblem(tx, accounts);
    if (problem) throw badRequest(problem);
  },
  async effect(tx, { accounts }) {
    // Two changes approved at once are checked and written in turn (codes stay unique across both).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('books:chart'))`);
    const problem = await chartProblem(tx, accounts);
    if (problem) throw badRequest(problem);
    const names = accounts.map((a) => a.account);
    const before = await tx.select().from(chartOfAccounts).where(inArray(chartOfAccounts.account, names));
    // Deleted first, then written: a code moving from one of these accounts to another never meets itself.
    await tx.delete(chartOfAccounts).where(inArray(chartOfAccounts.account, names));
    await tx.insert(chartOfAccounts).values(accounts.map(({ account, code, name }) => ({ account, code, name })));
    return {
      entity: 'chart_of_accounts',
      entityId: names.join(','),
      before: { accounts: names.map((account) => before.find((b) => b.account === account) ?? { account, code: null, name: null }) },
      after: { accounts },
    };
  },
});
