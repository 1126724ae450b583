import { CREDIT_FEATURES, type CreditFeature, type CreditPolicyDocument, RULE_REFUSAL_CODES } from '@pocket/contracts/credit-policy';
import { deskKwacha } from '@pocket/contracts/money';

import { toBp } from '../catalogue/units';

/** A policy document as a person types it: every number a text field, bins as `from-to:points` lines. */
export interface PolicyFields {
  limit: Record<LimitKey, string>;
  reviewFromSettings: boolean;
  review: Record<ReviewKey, string>;
  rules: Array<{ code: string; feature: string; when: string; value: string }>;
  scored: boolean;
  cutoff: string;
  characteristics: Array<{ feature: string; bins: string }>;
  /** First limits by score band: `score:K` lines. */
  bands: string;
}

export const LIMIT_FIELDS = [
  ['start', 'Starting limit (K)'],
  ['stepOnTime', 'Added after a loan paid on time (K)'],
  ['fallLate', 'Taken off after a loan paid late (K)'],
  ['max', 'Cap (K)'],
  ['questionnaireBonus', 'Added for the questionnaire (K)'],
  ['vipMax', 'VIP cap (K)'],
] as const;
type LimitKey = (typeof LIMIT_FIELDS)[number][0] | 'vipBoost';

export const REVIEW_FIELDS = [
  ['amountAbove', 'Any application above (K)', 'kwacha'],
  ['firstLoanAbove', 'A first loan above (K)', 'kwacha'],
  ['applications', 'The Nth application in the window (0: off)', 'count'],
  ['applicationsWindowHours', 'Window (hours)', 'count'],
  ['limitRaisedDays', 'Days after a limit raise (0: off)', 'count'],
] as const;
type ReviewKey = (typeof REVIEW_FIELDS)[number][0];

const k = (ngwee: number) => String(ngwee / 100);

/** Bins as lines: `0-3:0` (3 excluded), `3-:10` (no end). */
export const binsText = (bins: ReadonlyArray<{ from: number; to: number | null; points: number }>) => bins.map((b) => `${b.from}-${b.to ?? ''}:${b.points}`).join('\n');

export function fieldsOf(doc: CreditPolicyDocument): PolicyFields {
  const r = doc.review;
  return {
    limit: { ...(Object.fromEntries(LIMIT_FIELDS.map(([key]) => [key, k(doc.limit[key])])) as Record<LimitKey, string>), vipBoost: String(doc.limit.vipBoostBp / 100) },
    reviewFromSettings: r === null,
    review: {
      amountAbove: r ? k(r.amountAbove) : '3000',
      firstLoanAbove: r ? k(r.firstLoanAbove) : '1000',
      applications: String(r?.applications ?? 4),
      applicationsWindowHours: String(r?.applicationsWindowHours ?? 24),
      limitRaisedDays: String(r?.limitRaisedDays ?? 3),
    },
    rules: doc.eligibility.map((e) => ({ code: e.code, feature: e.feature, when: e.when, value: String(e.value) })),
    scored: doc.scorecard !== null,
    cutoff: String(doc.scorecard?.cutoff ?? 0),
    characteristics: (doc.scorecard?.characteristics ?? []).map((c) => ({ feature: c.feature, bins: binsText(c.bins) })),
    bands: (doc.limit.firstLimitByScore ?? []).map((b) => `${b.minScore}:${k(b.limit)}`).join('\n'),
  };
}

const whole = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);
const signed = (text: string) => (/^-?\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null);

function binsOf(text: string, feature: string): Array<{ from: number; to: number | null; points: number }> | string {
  const bins = [];
  for (const line of text.split(/\n|;/).map((l) => l.trim()).filter(Boolean)) {
    const m = /^(\d+)\s*-\s*(\d*)\s*:\s*(-?\d+)$/.exec(line);
    if (!m) return `Bins of ${feature}: write each as from-to:points, e.g. 0-3:0 or 3-:10 (no end), not "${line}"`;
    bins.push({ from: Number(m[1]), to: m[2] === '' ? null : Number(m[2]), points: Number(m[3]) });
  }
  return bins.length ? bins : `Bins of ${feature}: at least one`;
}

/**
 * The document the fields say, or the first field a person must correct (the server checks the rest: bins in order,
 * a cap above the start, features never allowed).
 */
export function documentOf(f: PolicyFields): CreditPolicyDocument | string {
  const limit: Record<string, number> = {};
  for (const [key, label] of LIMIT_FIELDS) {
    const value = deskKwacha(f.limit[key]);
    if (value === null) return `${label}: enter an amount in Kwacha, e.g. 500 or 1,050.50`;
    limit[key] = value;
  }
  const vipBoostBp = toBp(f.limit.vipBoost);
  if (vipBoostBp === null) return 'VIP raise (%): enter a percentage, e.g. 50';
  let review: CreditPolicyDocument['review'] = null;
  if (!f.reviewFromSettings) {
    const r: Record<string, number> = {};
    for (const [key, label, kind] of REVIEW_FIELDS) {
      const value = kind === 'kwacha' ? deskKwacha(f.review[key]) : whole(f.review[key]);
      if (value === null) return `${label}: enter ${kind === 'kwacha' ? 'an amount in Kwacha' : 'a whole number'}`;
      r[key] = value;
    }
    review = r as NonNullable<CreditPolicyDocument['review']>;
  }
  const eligibility = [];
  for (const [i, rule] of f.rules.entries()) {
    const value = whole(rule.value);
    if (value === null) return `Rule ${i + 1}: the value must be a whole number`;
    if (!(RULE_REFUSAL_CODES as readonly string[]).includes(rule.code)) return `Rule ${i + 1}: choose a reason`;
    eligibility.push({ code: rule.code as (typeof RULE_REFUSAL_CODES)[number], feature: rule.feature as CreditFeature, when: rule.when === 'below' ? ('below' as const) : ('above' as const), value });
  }
  let scorecard: CreditPolicyDocument['scorecard'] = null;
  if (f.scored) {
    const cutoff = signed(f.cutoff);
    if (cutoff === null) return 'Cut-off: enter a whole number of points';
    const characteristics = [];
    for (const c of f.characteristics) {
      const bins = binsOf(c.bins, c.feature);
      if (typeof bins === 'string') return bins;
      characteristics.push({ feature: c.feature as CreditFeature, bins });
    }
    if (characteristics.length === 0) return 'Scorecard: add at least one feature, or turn the scorecard off';
    scorecard = { characteristics, cutoff };
  }
  const bands = [];
  for (const line of f.bands.split(/\n|;/).map((l) => l.trim()).filter(Boolean)) {
    const m = /^(-?\d{1,5})\s*:\s*(.+)$/.exec(line);
    const value = m ? deskKwacha(m[2]!) : null;
    if (!m || value === null) return `First limit by score: write each band as score:Kwacha, e.g. 30:800, not "${line}"`;
    bands.push({ minScore: Number(m[1]), limit: value });
  }
  if (bands.length > 0 && !scorecard) return 'First limit by score: turn the scorecard on, or leave the bands empty';
  const ladder = { ...(limit as Omit<CreditPolicyDocument['limit'], 'vipBoostBp' | 'firstLimitByScore'>), vipBoostBp, ...(bands.length ? { firstLimitByScore: bands } : {}) };
  return { eligibility, scorecard, limit: ladder, review };
}

export const newRule = () => ({ code: RULE_REFUSAL_CODES[0], feature: CREDIT_FEATURES[0], when: 'below', value: '0' });
export const newCharacteristic = () => ({ feature: 'loansPaidOnTime', bins: '0-1:0\n1-:10' });
