import { sql } from 'drizzle-orm';

import { BOOKS_MESSAGES, type BookStatements, type BookStatementLine, type BookStatementSection } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { conflict } from '../../plugins/errors';
import { addMonths } from './month';

type Kind = 'asset' | 'liability' | 'equity' | 'income' | 'expense';
const KINDS: Record<string, Kind> = { asset: 'asset', liability: 'liability', equity: 'equity', income: 'income', expense: 'expense' };
const BY_DIGIT: Record<string, Kind> = { '1': 'asset', '2': 'liability', '3': 'equity', '4': 'income', '5': 'expense' };

/** An account's kind: its name's prefix (`asset:cash`), else its code's first digit (1 assets ... 5 expenses). */
export function kindOf(account: string, code: string): Kind {
  const kind = KINDS[account.split(':')[0]!] ?? BY_DIGIT[code[0] ?? ''];
  if (!kind) throw new Error(`The ledger account ${account} is neither an asset, a liability, equity, income nor an expense: give it a code in the chart of accounts.`);
  return kind;
}

interface Figures {
  account: string;
  code: string;
  name: string;
  kind: Kind;
  /** Signed balances (debit positive) at the end of the month and of the previous one, and the two months' movements. */
  closing: number;
  opening: number;
  previousOpening: number;
}

/** Each account's balances from the trial balance's daily totals (ledger_day_totals, Lusaka days). */
async function figures(db: Tx, month: string): Promise<Figures[]> {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const previous = `${addMonths(month, -1)}-01`;
  const rows = await selectRows<{ account: string; code: string | null; name: string | null; closing: number | string; opening: number | string; previous_opening: number | string }>(
    db,
    sql`select t.account, c.code, c.name,
               sum(t.amount) as closing,
               sum(case when t.day < ${first}::date then t.amount else 0 end) as opening,
               sum(case when t.day < ${previous}::date then t.amount else 0 end) as previous_opening
          from ledger_day_totals t left join chart_of_accounts c on c.account = t.account
         where t.day < ${next}::date
         group by t.account, c.code, c.name`,
  );
  const unmapped = rows.filter((r) => r.code === null).map((r) => r.account).sort();
  if (unmapped.length > 0) throw conflict(BOOKS_MESSAGES.statementsNoCode(month, unmapped));
  return rows
    .map((r) => ({ account: r.account, code: r.code!, name: r.name ?? r.account, kind: kindOf(r.account, r.code!), closing: Number(r.closing), opening: Number(r.opening), previousOpening: Number(r.previous_opening) }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

const section = (lines: BookStatementLine[]): BookStatementSection => ({ lines, total: lines.reduce((t, l) => t + l.amount, 0), previous: lines.reduce((t, l) => t + l.previous, 0) });
const line = (f: Figures, amount: number, previous: number): BookStatementLine => ({ account: f.account, code: f.code, name: f.name, amount, previous });

/**
 * The statements of a closed month (docs/books.md): the trial balance at its end, the income statement of its
 * movements and the balance sheet at its end, each with the previous month's figures. Credits are shown positive for
 * liabilities, equity and income. Retained earnings are every income less every expense to date, so the balance sheet
 * balances (assets = liabilities + equity) and the month's net income is the change in retained earnings.
 */
export async function statementsOf(db: Tx, month: string): Promise<BookStatements> {
  const [period] = await selectRows<{ status: string }>(db, sql`select status from ledger_periods where month = ${month}`);
  if (period?.status !== 'closed') throw conflict(BOOKS_MESSAGES.statementsNotClosed(month));
  const all = await figures(db, month);
  const of = (kind: Kind) => all.filter((f) => f.kind === kind);
  const credit = (n: number) => (n === 0 ? 0 : -n);

  const income = section(of('income').map((f) => line(f, credit(f.closing - f.opening), credit(f.opening - f.previousOpening))));
  const expenses = section(of('expense').map((f) => line(f, f.closing - f.opening, f.opening - f.previousOpening)));
  const earnings = all.filter((f) => f.kind === 'income' || f.kind === 'expense');
  const retained = { account: 'retained-earnings', code: '3900', name: 'Retained earnings (income less expenses to date)', amount: credit(earnings.reduce((t, f) => t + f.closing, 0)), previous: credit(earnings.reduce((t, f) => t + f.opening, 0)) };
  const trial = all.filter((f) => f.closing !== 0).map((f) => ({ account: f.account, code: f.code, name: f.name, debit: f.closing > 0 ? f.closing : 0, credit: f.closing < 0 ? -f.closing : 0 }));

  return {
    month,
    previousMonth: addMonths(month, -1),
    trialBalance: { lines: trial, debits: trial.reduce((t, l) => t + l.debit, 0), credits: trial.reduce((t, l) => t + l.credit, 0) },
    incomeStatement: { income, expenses, netIncome: income.total - expenses.total, previousNetIncome: income.previous - expenses.previous },
    balanceSheet: {
      assets: section(of('asset').map((f) => line(f, f.closing, f.opening))),
      liabilities: section(of('liability').map((f) => line(f, credit(f.closing), credit(f.opening)))),
      equity: section([...of('equity').map((f) => line(f, credit(f.closing), credit(f.opening))), retained]),
    },
  };
}
