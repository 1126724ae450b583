import { z } from 'zod';

import { envelope, intField } from '../common';
import { type BacktestArm, backtestPeriod, type BacktestResult, backtestResult, type LoanOutcomes } from './credit-policy';

/** The most decisions one part of a backtest re-decides (GET .../backtest/part): a long period is a run of parts. */
export const BACKTEST_PART_SIZE = 20_000;
/** The most examples a backtest keeps (the first ones, in the order the decisions were made). */
export const BACKTEST_EXAMPLES = 50;

/** `?from&to&after`: the period, and the last decision id the previous part read (0 or absent: the first part). */
export const backtestPartQuery = backtestPeriod
  .extend({ after: intField(z.number().int().min(0, 'must be a decision id or 0').max(Number.MAX_SAFE_INTEGER, 'must be a decision id or 0')).optional() })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type BacktestPartQuery = z.infer<typeof backtestPartQuery>;

/**
 * GET /api/staff/credit-policy/versions/:version/backtest/part: the backtest of the next (at most BACKTEST_PART_SIZE)
 * decisions of the period after `after`. `total`: the period's decisions (counted on the first part only, else null);
 * `next`: the `after` of the next part, null when this part was the last. Parts merged in order (mergeBacktests) are
 * the whole period's backtest.
 */
export const backtestPart = z.object({ total: z.number().int().nullable(), next: z.number().int().nullable(), part: backtestResult });
export type BacktestPart = z.infer<typeof backtestPart>;
export const backtestPartAnswer = envelope(backtestPart);

const rateBp = (a: BacktestArm, applications: number) => (applications === 0 ? 0 : Math.round(((a.approved + a.review) * 10_000) / applications));

function addOutcomes(a: LoanOutcomes, b: LoanOutcomes): LoanOutcomes {
  return { loans: a.loans + b.loans, paidOnTime: a.paidOnTime + b.paidOnTime, paidLate: a.paidLate + b.paidLate, open: a.open + b.open, late30: a.late30 + b.late30, writtenOff: a.writtenOff + b.writtenOff };
}

function addArms(a: BacktestArm, b: BacktestArm, applications: number): BacktestArm {
  const refusals = { ...a.refusals };
  for (const [code, n] of Object.entries(b.refusals)) refusals[code] = (refusals[code] ?? 0) + n;
  const sum = { approved: a.approved + b.approved, review: a.review + b.review, refused: a.refused + b.refused, approvalRateBp: 0, amount: a.amount + b.amount, limits: a.limits + b.limits, outcomes: addOutcomes(a.outcomes, b.outcomes), refusals };
  return { ...sum, approvalRateBp: rateBp(sum, applications) };
}

/**
 * Two consecutive parts of one backtest as one (`a` the earlier): counts summed, rates over all the applications,
 * the changes in the order first met, the first BACKTEST_EXAMPLES examples. What the one-shot backtest of both answers.
 */
export function mergeBacktests(a: BacktestResult, b: BacktestResult): BacktestResult {
  const applications = a.applications + b.applications;
  const changes = a.changes.map((c) => ({ ...c }));
  for (const c of b.changes) {
    const same = changes.find((x) => x.from === c.from && x.to === c.to);
    if (same) same.count += c.count;
    else changes.push({ ...c });
  }
  return {
    version: a.version, from: a.from, to: a.to, applications,
    decided: addArms(a.decided, b.decided, applications),
    draft: addArms(a.draft, b.draft, applications),
    changes,
    avoided: addOutcomes(a.avoided, b.avoided),
    examples: [...a.examples, ...b.examples].slice(0, BACKTEST_EXAMPLES),
  };
}
