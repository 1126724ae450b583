import { BACKTEST_EXAMPLES, type BacktestArm, type BacktestResult } from '@pocket/contracts/api/staff';
import type { CreditPolicyDocument, DecisionOutcome } from '@pocket/contracts/credit-policy';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { ReviewConfig } from '../../config/review';
import type { Db } from '../../db/client';
import { countDecisionsBetween, decide, type DecisionInputs, type DecisionRow, reviewConfigOf } from '../credit-policy/plugin';
import { backtestPage } from './backtest-page';
import { addOutcome, noOutcomes } from './outcomes.repo';

/** Decisions read at a time: the backtest's memory stays flat however long the period. */
export const BACKTEST_PAGE = 2_000;
const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 Lusaka of a YYYY-MM-DD day, as an instant. */
export const lusakaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - LUSAKA_OFFSET_MS);

const arm = (): BacktestArm => ({ approved: 0, review: 0, refused: 0, approvalRateBp: 0, amount: 0, limits: 0, outcomes: noOutcomes(), refusals: {} });

function count(a: BacktestArm, outcome: DecisionOutcome, amount: number, limit: number, refusal: string | null) {
  a[outcome] += 1;
  a.limits += limit;
  if (outcome !== 'refused') a.amount += amount;
  else if (refusal) a.refusals[refusal] = (a.refusals[refusal] ?? 0) + 1;
}

/** The inputs a decision was made from, as recorded (credit_decisions.features and .inputs). */
export function recordedInputs(row: Pick<DecisionRow, 'amount' | 'features' | 'inputs' | 'createdAt'>): DecisionInputs {
  const i = row.inputs as Omit<DecisionInputs, 'amount' | 'features'>;
  return { amount: row.amount, features: row.features, baseLimit: i.baseLimit ?? null, openLoan: Boolean(i.openLoan), overdue: Boolean(i.overdue), review: i.review ?? null, at: i.at ?? row.createdAt.toISOString(), ...(i.bureau ? { bureau: i.bureau } : {}) };
}

interface BacktestParams {
  version: number;
  doc: CreditPolicyDocument;
  from: string;
  to: string;
  settings: ReviewConfig | null;
  now: Date;
  pageSize?: number;
}

/** The period's bounds as instants: 00:00 Lusaka of `from` to 00:00 Lusaka of the day after `to`. */
export const periodOf = (from: string, to: string) => ({ from: lusakaMidnight(from), to: new Date(lusakaMidnight(to).getTime() + DAY_MS) });

/** How many decisions were recorded in the period (Lusaka days, `to` included): the desk's "of M". */
export const decisionsInPeriod = (db: Db, from: string, to: string) => {
  const p = periodOf(from, to);
  return countDecisionsBetween(db, p.from, p.to);
};

/**
 * Re-decides the recorded applications of `from`..`to` (Lusaka days, `to` included) after decision `after`, at most
 * `maxRows` of them (whole pages), with `doc`, beside what was decided: approvals, refusals (by reason), amounts and
 * limits, how the loans made turned out, and the loans the draft would have refused. The same decide() as the apply
 * call, on the features recorded at the time. Pages of BACKTEST_PAGE decisions: memory stays flat. `last`: the id of
 * the last decision read; `more`: whether decisions may remain after it.
 */
export async function backtestFrom(db: Db, p: BacktestParams & { after: number; maxRows: number }): Promise<{ result: BacktestResult; last: number; more: boolean }> {
  const pageSize = p.pageSize ?? BACKTEST_PAGE;
  const { from, to } = periodOf(p.from, p.to);
  const today = lusakaDate(p.now);
  const decided = arm();
  const draft = arm();
  const avoided = noOutcomes();
  const changes = new Map<string, number>();
  const examples: BacktestResult['examples'] = [];
  let applications = 0;
  let after = p.after;
  let more = true;
  while (applications < p.maxRows) {
    const limit = Math.min(pageSize, p.maxRows - applications);
    const rows = await backtestPage(db, from, to, after, limit, today);
    if (rows.length === 0) {
      more = false;
      break;
    }
    after = rows[rows.length - 1]!.id;
    for (const row of rows) {
      applications += 1;
      const inputs = recordedInputs(row);
      const review = inputs.review && p.settings ? reviewConfigOf(p.doc, p.settings) : null;
      const d = decide(p.doc, inputs, review);
      count(decided, row.outcome, row.amount, row.limit, row.refusal);
      count(draft, d.outcome, row.amount, d.limit.limit, d.refusal?.code ?? null);
      const loan = row.loan;
      addOutcome(decided.outcomes, loan);
      if (d.outcome === 'refused') addOutcome(avoided, loan);
      else addOutcome(draft.outcomes, loan);
      if (d.outcome !== row.outcome) {
        const key = `${row.outcome}>${d.outcome}`;
        changes.set(key, (changes.get(key) ?? 0) + 1);
        if (examples.length < BACKTEST_EXAMPLES) {
          examples.push({ decisionId: row.id, uid: row.userId, at: row.createdAt.toISOString(), amount: row.amount, was: row.outcome, now: d.outcome, reason: d.refusal?.code ?? d.hold?.rule ?? null });
        }
      }
    }
    if (rows.length < limit) {
      more = false;
      break;
    }
  }
  for (const a of [decided, draft]) a.approvalRateBp = applications === 0 ? 0 : Math.round(((a.approved + a.review) * 10_000) / applications);
  const result = {
    version: p.version, from: p.from, to: p.to, applications, decided, draft, avoided, examples,
    changes: [...changes].map(([k, n]) => ({ from: k.split('>')[0]!, to: k.split('>')[1]!, count: n })),
  };
  return { result, last: after, more };
}

/** The whole period's backtest in one answer (backtestFrom with no limit). */
export async function backtest(db: Db, p: BacktestParams): Promise<BacktestResult> {
  return (await backtestFrom(db, { ...p, after: 0, maxRows: Number.POSITIVE_INFINITY })).result;
}
