import { z } from 'zod';

import { creditPolicyDocument } from '../../rules/credit-policy';
import { envelope, intField } from '../common';
import { isoTime, staffReason } from './common';

/** The desk's words for a credit policy version's state (docs/credit-policy.md). */
export const POLICY_VERSION_STATUS = ['draft', 'live', 'challenger', 'retired'] as const;

/** One version in the list (GET /api/staff/credit-policy/versions). */
export const policyVersionItem = z.object({
  version: z.number().int(),
  status: z.enum(POLICY_VERSION_STATUS),
  note: z.string(),
  basedOn: z.number().int().nullable(),
  /** The staff member who drafted it (null: the migration's version 1). */
  createdBy: z.number().int().nullable(),
  createdAt: isoTime,
  publishedAt: isoTime.nullable(),
  retiredAt: isoTime.nullable(),
  /** A challenger's share of new applications (whole percent), kept after it ends; null for a version never a challenger. */
  sharePct: z.number().int().nullable(),
  challengerAt: isoTime.nullable(),
});
export type PolicyVersionItem = z.infer<typeof policyVersionItem>;
export const policyVersionsAnswer = envelope(z.object({ items: z.array(policyVersionItem) }));

/** GET /api/staff/credit-policy/versions/:version: the version with its document. */
export const policyVersionDetail = policyVersionItem.extend({ document: creditPolicyDocument });
export type PolicyVersionDetail = z.infer<typeof policyVersionDetail>;
export const policyVersionAnswer = envelope(policyVersionDetail);

export const policyVersionParams = z.object({ version: intField(z.number().int().min(1, 'must be a version number').max(1_000_000, 'must be a version number')) });

/** POST /api/staff/credit-policy/drafts (a new draft from a version) and POST .../drafts/:version (its new text). */
export const policyDraftBody = z.object({
  basedOn: z.number().int().min(1).nullable(),
  document: creditPolicyDocument,
  note: staffReason,
});
export type PolicyDraftBody = z.infer<typeof policyDraftBody>;

/** `?from&to`: the period whose recorded decisions a backtest re-decides (YYYY-MM-DD, Lusaka days; `to` included). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
export const backtestPeriod = z.object({ from: day, to: day });
export const backtestQuery = backtestPeriod.refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type BacktestQuery = z.infer<typeof backtestQuery>;

/** Later outcome of the loans an arm approves (counts): paid on time, paid late, still open, 30+ days late, written off. */
export const loanOutcomes = z.object({
  loans: z.number().int(),
  paidOnTime: z.number().int(),
  paidLate: z.number().int(),
  open: z.number().int(),
  late30: z.number().int(),
  writtenOff: z.number().int(),
});
export type LoanOutcomes = z.infer<typeof loanOutcomes>;

/** One side of a backtest: what was decided, or what the draft would decide, over the same applications. */
export const backtestArm = z.object({
  approved: z.number().int(),
  review: z.number().int(),
  refused: z.number().int(),
  /** approved + review over all, in basis points. */
  approvalRateBp: z.number().int(),
  /** ngwee: the amounts of the applications approved or sent to review. */
  amount: z.number().int(),
  /** Sum of the limits the version gives (ngwee). */
  limits: z.number().int(),
  /** Outcomes of the loans both decided and made (a loan the draft would approve but was refused never existed). */
  outcomes: loanOutcomes,
  /** Refusals by reason code. */
  refusals: z.record(z.string(), z.number().int()),
});
export type BacktestArm = z.infer<typeof backtestArm>;

/** GET /api/staff/credit-policy/versions/:version/backtest: the draft against what was decided, application by application. */
export const backtestResult = z.object({
  version: z.number().int(),
  from: z.string(),
  to: z.string(),
  applications: z.number().int(),
  decided: backtestArm,
  draft: backtestArm,
  /** Applications the draft decides otherwise: was approved now refused, was refused now approved, and so on. */
  changes: z.array(z.object({ from: z.string(), to: z.string(), count: z.number().int() })),
  /** Loans made that the draft would refuse, and how they turned out (what the change would have avoided). */
  avoided: loanOutcomes,
  /** Some applications of the period (at most 50) the draft decides otherwise, for a look. */
  examples: z.array(z.object({ decisionId: z.number().int(), uid: z.number().int(), at: isoTime, amount: z.number().int(), was: z.string(), now: z.string(), reason: z.string().nullable() })),
});
export type BacktestResult = z.infer<typeof backtestResult>;
export const backtestAnswer = envelope(backtestResult);

/** POST /api/staff/credit-policy/versions/:version/publish: a credit-policy.publish request a second person approves. */
export const policyPublishBody = z.object({ reason: staffReason });
/** The version and the very document the checker approves: a draft changed after the request is not published. */
export const policyPublishPayload = z.object({ version: z.number().int().min(1), document: creditPolicyDocument });
export type PolicyPublishPayload = z.infer<typeof policyPublishPayload>;
export const policyPublishAnswer = envelope(z.object({ id: z.number().int(), status: z.literal('requested') }));

/** GET /api/staff/credit-policy/outcomes: each version's decisions and how its loans turned out. */
export const policyOutcomeRow = z.object({
  version: z.number().int(),
  status: z.enum(POLICY_VERSION_STATUS),
  publishedAt: isoTime.nullable(),
  decisions: z.number().int(),
  approved: z.number().int(),
  review: z.number().int(),
  refused: z.number().int(),
  approvalRateBp: z.number().int(),
  outcomes: loanOutcomes,
  /** Of the loans settled: paid on time, in basis points (null before any settled). */
  onTimeRateBp: z.number().int().nullable(),
});
export type PolicyOutcomeRow = z.infer<typeof policyOutcomeRow>;
export const policyOutcomesAnswer = envelope(z.object({ items: z.array(policyOutcomeRow) }));

/** `?against`: the version a diff compares with (absent: the live one). */
export const policyDiffQuery = z.object({ against: intField(z.number().int().min(1, 'must be a version number').max(1_000_000, 'must be a version number')).optional() });
/** One difference between two versions' documents, in words ("Cut-off: 40 → 55"). */
export const policyChange = z.object({ part: z.enum(['eligibility', 'scorecard', 'limit', 'review']), text: z.string() });
export type PolicyChange = z.infer<typeof policyChange>;
/** GET /api/staff/credit-policy/versions/:version/diff: what changes from `against` to `version` (empty: the same rules). */
export const policyDiff = z.object({ version: z.number().int(), against: z.number().int(), changes: z.array(policyChange) });
export type PolicyDiff = z.infer<typeof policyDiff>;
export const policyDiffAnswer = envelope(policyDiff);

/** POST /api/staff/credit-policy/versions/:version/challenger: a draft asked to decide a share of new applications. */
export const challengerBody = z.object({
  sharePct: z.number({ message: 'must be a whole percent from 1 to 50' }).int('must be a whole percent from 1 to 50').min(1, 'must be at least 1%').max(50, 'must be at most 50%'),
  reason: staffReason,
});
/** POST /api/staff/credit-policy/versions/:version/challenger/end: the challenger retired, or promoted to the live version. */
export const challengerEndBody = z.object({ action: z.enum(['retire', 'promote'], { message: 'must be retire or promote' }), reason: staffReason });
/** The `credit-policy.challenger` request a second person approves: start (with the very document and share), retire or promote. */
export const challengerPayload = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start'), version: z.number().int().min(1), document: creditPolicyDocument, sharePct: z.number().int().min(1).max(50) }),
  z.object({ action: z.enum(['retire', 'promote']), version: z.number().int().min(1) }),
]);
export type ChallengerPayload = z.infer<typeof challengerPayload>;

/** `?challenger`: the challenger whose run the report covers (absent: the running one, else the latest). */
export const armReportQuery = z.object({ challenger: intField(z.number().int().min(1, 'must be a version number').max(1_000_000, 'must be a version number')).optional() });
/** One arm's applications of one month (Lusaka, the month the application was decided: the loans' vintage). */
export const armReportRow = z.object({
  month: z.string(),
  arm: z.enum(['champion', 'challenger']),
  /** The versions that decided this arm's applications of the month. */
  versions: z.array(z.number().int()),
  applications: z.number().int(),
  /** Approved or sent to a person. */
  approved: z.number().int(),
  approvalRateBp: z.number().int(),
  /** ngwee: the average amount asked of the applications approved (null: none). */
  averageAmount: z.number().int().nullable(),
  loans: z.number().int(),
  /** Loans whose first bill ran 7 or more days late (paid that late, or still unpaid), and the share of loans. */
  firstPaymentDefault: z.number().int(),
  firstPaymentDefaultBp: z.number().int().nullable(),
  /** Loans with a bill 30 or more days late, and the share of loans. */
  late30: z.number().int(),
  late30Bp: z.number().int().nullable(),
});
export type ArmReportRow = z.infer<typeof armReportRow>;
/** GET /api/staff/credit-policy/challenger/report: the champion and the challenger side by side, month by month. */
export const armReport = z.object({
  challenger: z.number().int(),
  sharePct: z.number().int(),
  from: isoTime,
  to: isoTime.nullable(),
  rows: z.array(armReportRow),
});
export type ArmReport = z.infer<typeof armReport>;
export const armReportAnswer = envelope(armReport);

export const CREDIT_POLICY_MESSAGES = {
  noVersion: 'This credit policy version does not exist',
  notDraft: 'Only a draft can be changed or published; published versions are never edited',
  noBase: 'The version a draft starts from does not exist',
  tooLong: 'A backtest covers at most 366 days',
  alreadyLive: 'This version is already live',
  changedSinceRequest: 'The draft changed after the publish was requested: request it again',
  challengerRunning: 'A challenger is already running: retire or promote it first',
  notChallenger: 'This version is not the running challenger',
  noChallenger: 'No version has run as a challenger yet',
};
