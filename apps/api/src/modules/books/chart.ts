import { asc, inArray, sql } from 'drizzle-orm';

import { type BookChartPayload, bookChartPayload, CHART_MESSAGES, type ChartAccount } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
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
 * account given twice (to set or to remove), a code that would then belong to two accounts (in the request, or another
 * account's today; a code removed in the same request is free), an account to remove that has no code, or one that has
 * lines in the ledger (every journal export and statement of their months needs its code).
 */
export async function chartProblem(tx: Db | Tx, { accounts, remove = [] }: BookChartPayload): Promise<string | null> {
  const seen = new Set<string>();
  for (const account of [...accounts.map((c) => c.account), ...remove]) {
    if (!LEDGER_ACCOUNTS.includes(account)) return CHART_MESSAGES.unknownAccount(account);
    if (seen.has(account)) return CHART_MESSAGES.twice(account);
    seen.add(account);
  }
  const rows = await tx.select({ account: chartOfAccounts.account, code: chartOfAccounts.code }).from(chartOfAccounts);
  for (const account of remove) {
    if (!rows.some((r) => r.account === account)) return CHART_MESSAGES.noCode(account);
    // The trial balance's daily totals hold a row for every day an account has lines (ledger_day_totals).
    const [first] = await selectRows<{ day: string | null }>(tx, sql`select to_char(min(day), 'YYYY-MM-DD') as day from ledger_day_totals where account = ${account}`);
    if (first?.day) return CHART_MESSAGES.hasLines(account, first.day);
  }
  const owner = new Map(rows.filter((r) => !seen.has(r.account)).map((r) => [r.code, r.account]));
  for (const c of accounts) {
    const other = owner.get(c.code);
    if (other) return CHART_MESSAGES.sameCode(c.code, c.account, other);
    owner.set(c.code, c.account);
  }
  return null;
}

/**
 * books.chart: finance (or admin) asks to set the general-ledger code and name of one or more ledger accounts, or to
 * remove an account's code (an account without a line in the ledger); a second finance or admin member approves. The
 * request and the approval both refuse what `chartProblem` finds; the approval writes the accounts' rows of
 * `chart_of_accounts` and deletes the removed ones' (approved twice, the same rows). The journal export and the
 * statements read the chart when they are made, and refuse a month with a line of an account without a code.
 */
export const bookChartKind = (): ApprovalKind<BookChartPayload> => ({
  kind: 'books.chart',
  payload: bookChartPayload,
  requesters: ['finance', 'admin'],
  checkers: ['finance', 'admin'],
  async validate(tx, payload) {
    const problem = await chartProblem(tx, payload);
    if (problem) throw badRequest(problem);
  },
  async effect(tx, payload) {
    // Two changes approved at once are checked and written in turn (codes stay unique across both).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('books:chart'))`);
    const problem = await chartProblem(tx, payload);
    if (problem) throw badRequest(problem);
    const { accounts, remove = [] } = payload;
    const names = [...accounts.map((a) => a.account), ...remove];
    const before = await tx.select().from(chartOfAccounts).where(inArray(chartOfAccounts.account, names));
    // Deleted first, then written: a code moving from one of these accounts to another never meets itself.
    await tx.delete(chartOfAccounts).where(inArray(chartOfAccounts.account, names));
    if (accounts.length > 0) await tx.insert(chartOfAccounts).values(accounts.map(({ account, code, name }) => ({ account, code, name })));
    const unmapped = (account: string) => ({ account, code: null, name: null });
    return {
      entity: 'chart_of_accounts',
      entityId: names.join(','),
      before: { accounts: names.map((account) => before.find((b) => b.account === account) ?? unmapped(account)) },
      after: { accounts: [...accounts, ...remove.map(unmapped)] },
    };
  },
});
