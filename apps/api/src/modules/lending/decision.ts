import type { ReviewConfig } from '../../config/review';
import type { Tx } from '../../db/client';
import { type ArmPolicy, type CreditPolicyDoor, type Decision, decide, type LimitMakeUp, reviewConfigOf, V1 } from '../credit-policy/plugin';
import { nrcNumberOf } from '../kyc/plugin';
import { decisionFacts } from './decision-facts';
import { creditFeatures } from './features';
import { setNewLimitStart } from './repo';

export interface Application {
  productId: number;
  /** ngwee */
  amount: number;
  term: number;
}

const V1_CHAMPION: ArmPolicy = { ...V1, arm: 'champion' };

/**
 * The credit policy's decision on an application, in its transaction (LoanService.apply; the credit bench times it):
 * one statement reads every fact the decision needs (decision-facts.ts: the base limit row locked, the features, the
 * review rules' facts, the policy versions' stamp); the versions that decide come from the process's memory while the
 * stamp is theirs (else read afresh, and the statement read again when the new version's review window or start
 * differs from what it assumed); the credit bureau, when configured and consented to, is asked after it. `review`:
 * the review rules apply (the deployment's `review` settings, or the version's). Answers the decision and the row
 * that records it.
 */
export async function decideApplication(
  tx: Tx,
  deps: { policy: CreditPolicyDoor | null; review: ReviewConfig | null },
  user: { id: number; createdAt: Date; mobile: string },
  ask: Application,
  now: Date,
  review: boolean,
) {
  const door = deps.policy;
  const windowOf = (p: ArmPolicy) => (review && deps.review ? reviewConfigOf(p.document, deps.review).applicationsWindowHours : 0);
  const assumed = door ? door.held(user.id) : V1_CHAMPION;
  const ask1 = { start: assumed.document.limit.start, windowHours: windowOf(assumed), stamp: door?.stamp ?? null };
  let facts = await decisionFacts(tx, user.id, now, ask1);
  const live = door ? await door.forBorrower(tx, user.id, facts.stamp ?? undefined) : V1_CHAMPION;
  const doc = live.document;
  const again = { start: doc.limit.start, windowHours: windowOf(live), stamp: null };
  // A version other than the one assumed (a publish since this process last looked): a row this statement created at
  // the old start takes the new one, and the statement is read again when it assumed another start or review window.
  const restart = facts.limit?.inserted === true && again.start !== ask1.start;
  if (restart) await setNewLimitStart(tx, user.id, again.start);
  // No row (another transaction created it after this statement's snapshot): read again, it is seen and locked now.
  if (restart || again.windowHours !== ask1.windowHours || !facts.limit) facts = { ...(await decisionFacts(tx, user.id, now, again)), stamp: facts.stamp };
  const limit = facts.limit;
  if (!limit) throw new Error(`credit limit row of user ${user.id} missing after its insert`);
  const stored = { base: limit.base, onStart: !limit.raisedAt };
  const openLoan = facts.open.length > 0;
  // The credit bureau, asked once per application and only with the borrower's consent (none configured: not asked;
  // nor while a loan is open, which the engine refuses whatever the bureau says).
  const bureau = door?.bureau && !openLoan ? await door.bureau(tx, { userId: user.id, mobile: user.mobile, nationalId: () => nrcNumberOf(tx, user.id) }) : null;
  const features = { ...creditFeatures(user, now, facts), ...bureau?.features };
  const reviewConfig = review && deps.review ? reviewConfigOf(doc, deps.review) : null;
  const inputs = {
    amount: ask.amount,
    features,
    // A base the ladder never moved (no loan settled, never raised) is the live version's start.
    baseLimit: stored.onStart && features.loansPaidOnTime + features.loansPaidLate === 0 ? null : stored.base,
    openLoan,
    overdue: facts.open.includes('OVERDUE'),
    review: reviewConfig
      ? {
          disbursedBefore: facts.disbursedBefore,
          applicationsInWindow: facts.applicationsInWindow,
          limitRaisedAt: limit.raisedAt?.toISOString() ?? null,
          raisedBy: limit.raisedFrom === null ? null : limit.base - limit.raisedFrom,
        }
      : null,
    at: now.toISOString(),
    ...(bureau ? { bureau: bureau.input } : {}),
  };
  const decision: Decision = decide(doc, inputs, reviewConfig);
  const record = (orderId: number | null) => ({
    userId: user.id, orderId, policyVersion: live.version, arm: live.arm, outcome: decision.outcome, amount: ask.amount, productId: ask.productId, termDays: ask.term,
    features, inputs: { baseLimit: inputs.baseLimit, openLoan: inputs.openLoan, overdue: inputs.overdue, review: inputs.review, at: inputs.at, ...(bureau ? { bureau: bureau.input } : {}) },
    score: decision.score, limitMakeUp: decision.limit satisfies LimitMakeUp, reasons: decision.reasons, createdAt: now,
  });
  return { decision, record };
}
