import type { ReviewRule } from '@pocket/contracts/api/staff';
import type { CreditFeature, CreditFeatures, CreditPolicyDocument, DecisionOutcome, LimitLadder, RefusalCode } from '@pocket/contracts/credit-policy';
import { BUREAU_FEATURES, DEVICE_FEATURES, refusalText } from '@pocket/contracts/credit-policy';
import { formatKwacha } from '@pocket/contracts/money';

import type { ReviewConfig } from '../../config/review';
import { type Hold, holdFor } from './review-rules';

/** What the limit is made of (ngwee): the ladder's base, the questionnaire's bonus, VIP's raise, then what is free. */
export interface LimitMakeUp {
  /** The borrower's base on the ladder (the stored one, or the ladder's start for a new borrower). */
  base: number;
  fromStart: boolean;
  questionnaireBonus: number;
  vipBoost: number;
  /** Whether the VIP cap cut the limit. */
  capped: boolean;
  limit: number;
  /** Nothing while a loan is open or overdue (one at a time). */
  available: number;
}

/** One line of why: what passed, what refused, what sent the application to a person. */
export interface DecisionReason {
  code: string;
  result: 'passed' | 'refused' | 'review';
  /** What the rule saw, in words, for the desk. */
  note: string;
}

/** What the review rules look at besides the amount (null: the rules are not asked, e.g. the sandbox's ready-made loans). */
export interface ReviewInputs {
  disbursedBefore: number;
  applicationsInWindow: number;
  /** ISO time of the base limit's last raise, and by how much it was raised. */
  limitRaisedAt: string | null;
  raisedBy: number | null;
}

/**
 * What became of asking the credit bureau (docs/credit-policy.md, "The credit bureau"): `answered` (its features are in
 * the features), `no-record`, `unavailable` (failed or too slow: decided without it), `no-consent` (not asked).
 * Absent when no bureau is configured.
 */
export type BureauInput =
  | { status: 'answered'; enquiryId: string }
  | { status: 'no-record'; enquiryId: string }
  | { status: 'unavailable'; why: string }
  | { status: 'no-consent' };

/** Everything a decision is made from; recorded with it, so a backtest re-decides the same application. */
export interface DecisionInputs {
  /** The credit bureau's part (absent: no bureau configured). */
  bureau?: BureauInput;
  amount: number;
  features: CreditFeatures;
  /** The stored base limit (null: none yet, the ladder's start). */
  baseLimit: number | null;
  openLoan: boolean;
  overdue: boolean;
  review: ReviewInputs | null;
  /** ISO time of the application. */
  at: string;
}

export interface Decision {
  outcome: DecisionOutcome;
  score: number | null;
  limit: LimitMakeUp;
  reasons: DecisionReason[];
  /** Refused: the main reason (the first) and every one, with the borrower's text. */
  refusal: { code: RefusalCode; message: string; codes: RefusalCode[] } | null;
  /** Held for a person: the review rule. */
  hold: Hold | null;
}

/** The limit from the ladder: the same arithmetic as the constants it replaced (docs/credit-policy.md). */
export function limitOf(l: LimitLadder, baseLimit: number | null, questionnaire: boolean, vip: boolean, open: boolean, score: number | null = null): LimitMakeUp {
  const base = baseLimit ?? firstLimit(l, score);
  const questionnaireBonus = questionnaire ? l.questionnaireBonus : 0;
  const withBonus = base + questionnaireBonus;
  const raised = withBonus + Math.floor((withBonus * l.vipBoostBp) / 10_000);
  const limit = vip ? Math.min(l.vipMax, raised) : withBonus;
  return { base, fromStart: baseLimit === null, questionnaireBonus, vipBoost: limit - withBonus, capped: vip && raised > l.vipMax, limit, available: open ? 0 : limit };
}

/** A new borrower's first limit: the highest score band the score reaches, else the ladder's start. */
export function firstLimit(l: LimitLadder, score: number | null): number {
  if (score === null) return l.start;
  const band = (l.firstLimitByScore ?? []).filter((b) => score >= b.minScore).at(-1);
  return band?.limit ?? l.start;
}

/** The base after a loan settles: up a step when paid on time (to the cap), down a fall when late (never below 0). */
export function baseAfterSettlement(l: LimitLadder, base: number, onTime: boolean): number {
  return onTime ? Math.min(l.max, base + l.stepOnTime) : Math.max(0, base - l.fallLate);
}

/** The review thresholds in force: the version's own, or the deployment's settings. */
export function reviewConfigOf(doc: CreditPolicyDocument, settings: ReviewConfig): ReviewConfig {
  return doc.review ? { ...settings, ...doc.review } : settings;
}

/** Why a feature may be absent from an application's features (the KYC's time features: none recorded, or a decision before them). */
const MISSING_KYC_TIME: Partial<Record<CreditFeature, string>> = { ageYears: 'no date of birth recorded', daysSinceKyc: 'no KYC completion recorded' };
const missingWhy = (feature: CreditFeature) =>
  (DEVICE_FEATURES as readonly string[]).includes(feature)
    ? 'no device reported'
    : (BUREAU_FEATURES as readonly string[]).includes(feature)
      ? 'no bureau answer'
      : (MISSING_KYC_TIME[feature] ?? 'not recorded with this decision');

/** A feature absent from the inputs (a bureau feature without an answer, no device reported) scores no points. */
const pointsOf = (bins: ReadonlyArray<{ from: number; to: number | null; points: number }>, value: number | undefined) =>
  value === undefined ? 0 : (bins.find((b) => value >= b.from && (b.to === null || value < b.to))?.points ?? 0);

/**
 * Decides one application with a policy version: the engine's own refusals (overdue, an open loan), the version's
 * eligibility rules and scorecard, the limit, then the review rules (`review`: the thresholds in force, null when
 * none). Pure: the apply call and a backtest run the same function on the same inputs.
 */
export function decide(doc: CreditPolicyDocument, inputs: DecisionInputs, review: ReviewConfig | null): Decision {
  const f = inputs.features;
  const score = doc.scorecard ? doc.scorecard.characteristics.reduce((sum, c) => sum + pointsOf(c.bins, f[c.feature]), 0) : null;
  const limit = limitOf(doc.limit, inputs.baseLimit, f.questionnaire === 1, f.vip === 1, inputs.openLoan || inputs.overdue, score);
  const reasons: DecisionReason[] = [];
  const refused: RefusalCode[] = [];
  const refuse = (code: RefusalCode, reasonCode: string, note: string) => {
    refused.push(code);
    reasons.push({ code: reasonCode, result: 'refused', note });
  };
  if (inputs.bureau) reasons.push({ code: `bureau:${inputs.bureau.status}`, result: 'passed', note: bureauNote(inputs.bureau, f) });
  if (inputs.overdue) refuse('overdue', 'overdue', 'A bill is overdue');
  if (inputs.openLoan && !inputs.overdue) refuse('open-loan', 'open-loan', 'A loan is in progress');
  if (refused.length === 0) {
    for (const rule of doc.eligibility) {
      const value = f[rule.feature];
      if (value === undefined) {
        // A bureau feature without an answer (no consent, or the bureau failed), a device feature without a device
        // report: the rule is not applied.
        reasons.push({ code: `rule:${rule.code}`, result: 'passed', note: `${rule.feature}: ${missingWhy(rule.feature)}, not applied` });
        continue;
      }
      const fails = rule.when === 'above' ? value > rule.value : value < rule.value;
      const note = `${rule.feature} ${value}: refused when ${rule.when} ${rule.value}`;
      if (fails) refuse(rule.code, `rule:${rule.code}`, note);
      else reasons.push({ code: `rule:${rule.code}`, result: 'passed', note });
    }
  }
  if (doc.scorecard && score !== null) {
    if (refused.length === 0) {
      const note = `Score ${score}, cut-off ${doc.scorecard.cutoff}`;
      if (score < doc.scorecard.cutoff) refuse('score', 'score', note);
      else reasons.push({ code: 'score', result: 'passed', note });
    }
  }
  if (refused.length === 0) {
    const note = `${formatKwacha(inputs.amount)} asked, ${formatKwacha(limit.available)} available`;
    if (inputs.amount > limit.available) refuse('above-limit', 'above-limit', note);
    else reasons.push({ code: 'limit', result: 'passed', note });
  }
  if (refused.length > 0) {
    const code = refused[0]!;
    return { outcome: 'refused', score, limit, reasons, refusal: { code, codes: refused, message: refusalText(code, formatKwacha(limit.available)) }, hold: null };
  }
  const hold = review && inputs.review ? holdFor(reviewFacts(inputs, inputs.review, limit.available), review) : null;
  if (hold) {
    reasons.push({ code: `review:${hold.rule satisfies ReviewRule}`, result: 'review', note: hold.note });
    return { outcome: 'review', score, limit, reasons, refusal: null, hold };
  }
  return { outcome: 'approved', score, limit, reasons, refusal: null, hold: null };
}

function reviewFacts(inputs: DecisionInputs, r: ReviewInputs, available: number) {
  return {
    amount: inputs.amount,
    disbursedBefore: r.disbursedBefore,
    applicationsInWindow: r.applicationsInWindow,
    limitRaisedAt: r.limitRaisedAt === null ? null : new Date(r.limitRaisedAt),
    availableBeforeRaise: r.raisedBy === null ? null : Math.max(0, available - r.raisedBy),
    now: new Date(inputs.at),
  };
}

/** The bureau's line of why, for the desk. */
export function bureauNote(b: BureauInput, f: CreditFeatures): string {
  switch (b.status) {
    case 'answered': {
      const open = f.bureauOpenLoans ?? 0;
      const defaults = f.bureauDefaults ?? 0;
      return `Credit bureau: score ${f.bureauScore ?? '-'}, ${open} open ${open === 1 ? 'loan' : 'loans'} elsewhere, ${defaults} ${defaults === 1 ? 'default' : 'defaults'} elsewhere`;
    }
    case 'no-record':
      return 'Credit bureau: no record of this person; decided without bureau features';
    case 'unavailable':
      return `Credit bureau unavailable (${b.why}): decided without it`;
    case 'no-consent':
      return 'Credit bureau not asked: no consent recorded';
  }
}
