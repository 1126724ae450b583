import type { PolicyChange } from '@pocket/contracts/api/staff';
import { CREDIT_FEATURE_LABELS, type CreditFeature, type CreditPolicyDocument, type EligibilityRule, type LimitLadder, REFUSAL_TEXTS, type ReviewThresholds, type Scorecard } from '@pocket/contracts/credit-policy';
import { formatKwacha } from '@pocket/contracts/money';

/**
 * What changes from one version's document to another's, field by field, in the words a risk officer reads
 * ("Cut-off: 40 → 55"): eligibility rules added, removed or changed, the scorecard's features, bins and cut-off, the
 * limit ladder, the review thresholds. Pure: the desk's diff call answers it.
 */
export function diffPolicies(from: CreditPolicyDocument, to: CreditPolicyDocument): PolicyChange[] {
  return [...eligibilityChanges(from.eligibility, to.eligibility), ...scorecardChanges(from.scorecard, to.scorecard), ...limitChanges(from.limit, to.limit), ...reviewChanges(from.review, to.review)];
}

const feature = (f: CreditFeature) => CREDIT_FEATURE_LABELS[f];
const arrow = (a: string, b: string) => `${a} → ${b}`;
const told = (code: EligibilityRule['code']) => REFUSAL_TEXTS[code].why;
const ruleWords = (r: EligibilityRule) => `refused when ${feature(r.feature)} is ${r.when} ${r.value} (“${told(r.code)}”)`;

function eligibilityChanges(from: EligibilityRule[], to: EligibilityRule[]): PolicyChange[] {
  // A rule is known by its feature and direction: the same pair in both is a changed rule.
  const key = (r: EligibilityRule) => `${r.feature}:${r.when}`;
  const before = new Map(from.map((r) => [key(r), r]));
  const after = new Map(to.map((r) => [key(r), r]));
  const out: PolicyChange[] = [];
  for (const [k, r] of before) if (!after.has(k)) out.push({ part: 'eligibility', text: `Rule removed: ${ruleWords(r)}` });
  for (const [k, r] of after) {
    const was = before.get(k);
    if (!was) out.push({ part: 'eligibility', text: `Rule added: ${ruleWords(r)}` });
    else {
      const name = `Rule on ${feature(r.feature)} (${r.when})`;
      if (was.value !== r.value) out.push({ part: 'eligibility', text: `${name}: ${arrow(String(was.value), String(r.value))}` });
      if (was.code !== r.code) out.push({ part: 'eligibility', text: `${name}, the borrower is told: ${arrow(`“${told(was.code)}”`, `“${told(r.code)}”`)}` });
    }
  }
  return out;
}

const binsWords = (bins: Scorecard['characteristics'][number]['bins']) => bins.map((b) => `${b.from}-${b.to ?? ''}:${b.points}`).join(', ');

function scorecardChanges(from: Scorecard | null, to: Scorecard | null): PolicyChange[] {
  if (!from && !to) return [];
  if (!from) return [{ part: 'scorecard', text: `Scorecard added: cut-off ${to!.cutoff}; ${to!.characteristics.map((c) => `${feature(c.feature)} ${binsWords(c.bins)}`).join('; ')}` }];
  if (!to) return [{ part: 'scorecard', text: 'Scorecard removed: no application is refused on its score' }];
  const out: PolicyChange[] = [];
  if (from.cutoff !== to.cutoff) out.push({ part: 'scorecard', text: `Cut-off: ${arrow(String(from.cutoff), String(to.cutoff))}` });
  const before = new Map(from.characteristics.map((c) => [c.feature, c]));
  const after = new Map(to.characteristics.map((c) => [c.feature, c]));
  for (const [f, c] of before) if (!after.has(f)) out.push({ part: 'scorecard', text: `No longer scored: ${feature(f)} (was ${binsWords(c.bins)})` });
  for (const [f, c] of after) {
    const was = before.get(f);
    if (!was) out.push({ part: 'scorecard', text: `Now scored: ${feature(f)} ${binsWords(c.bins)}` });
    else if (binsWords(was.bins) !== binsWords(c.bins)) out.push({ part: 'scorecard', text: `${feature(f)} bins: ${arrow(binsWords(was.bins), binsWords(c.bins))}` });
  }
  return out;
}

const percent = (bp: number) => `${bp / 100}%`;
const LADDER: Array<[keyof Omit<LimitLadder, 'firstLimitByScore'>, string, (n: number) => string]> = [
  ['start', 'Starting limit', formatKwacha],
  ['stepOnTime', 'Raise after a loan paid on time', formatKwacha],
  ['fallLate', 'Fall after a loan paid late', formatKwacha],
  ['max', 'Cap', formatKwacha],
  ['questionnaireBonus', 'Questionnaire bonus', formatKwacha],
  ['vipBoostBp', 'VIP raise', percent],
  ['vipMax', 'VIP cap', formatKwacha],
];
const bandsWords = (l: LimitLadder) => (l.firstLimitByScore ?? []).map((b) => `score ${b.minScore}+: ${formatKwacha(b.limit)}`).join(', ') || 'the starting limit for everyone';

function limitChanges(from: LimitLadder, to: LimitLadder): PolicyChange[] {
  const out: PolicyChange[] = LADDER.filter(([k]) => from[k] !== to[k]).map(([k, name, words]) => ({ part: 'limit', text: `${name}: ${arrow(words(from[k]), words(to[k]))}` }));
  if (bandsWords(from) !== bandsWords(to)) out.push({ part: 'limit', text: `First limit by score: ${arrow(bandsWords(from), bandsWords(to))}` });
  return out;
}

const REVIEW: Array<[keyof ReviewThresholds, string, (n: number) => string]> = [
  ['amountAbove', 'Sent to a person: amount above', formatKwacha],
  ['firstLoanAbove', 'Sent to a person: first loan above', formatKwacha],
  ['applications', 'Sent to a person: the Nth application in the window', (n) => (n === 0 ? 'off' : String(n))],
  ['applicationsWindowHours', 'Applications window', (n) => `${n} hours`],
  ['limitRaisedDays', 'Sent to a person: within days of a limit raise', (n) => (n === 0 ? 'off' : `${n} days`)],
];
const SETTINGS = 'the deployment’s review settings';
const reviewWords = (r: ReviewThresholds) => REVIEW.map(([k, name, words]) => `${name.replace('Sent to a person: ', '')} ${words(r[k])}`).join(', ');

function reviewChanges(from: ReviewThresholds | null, to: ReviewThresholds | null): PolicyChange[] {
  if (!from && !to) return [];
  if (!from || !to) return [{ part: 'review', text: `Review thresholds: ${arrow(from ? reviewWords(from) : SETTINGS, to ? reviewWords(to) : SETTINGS)}` }];
  return REVIEW.filter(([k]) => from[k] !== to[k]).map(([k, name, words]) => ({ part: 'review', text: `${name}: ${arrow(words(from[k]), words(to[k]))}` }));
}
