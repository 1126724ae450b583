import { randomUUID } from 'node:crypto';

import fp from 'fastify-plugin';


import type { Tx } from '../../db/client';
import type { CreditBureau } from '../../providers/bureau/port';
import { type BureauPart, bureauPart, type BureauSubject } from './bureau';
import { decide } from './decide';
import { type ArmPolicy, type LivePolicy, readForBorrower, readLive, recordDecision, V1 } from './store';

export { type BureauPart, type BureauSubject } from './bureau';
export { baseAfterSettlement, type BureauInput, decide, type Decision, type DecisionInputs, type DecisionReason, limitOf, type LimitMakeUp, reviewConfigOf, type ReviewInputs } from './decide';
export { type ApplicationFacts, type Hold, holdFor } from './review-rules';
export { creditDecisions, creditPolicyVersions, type DecisionRow, type PolicyArm, type PolicyVersionRow } from './schema';
export { armOf } from './split';
export { addDraft, type ArmPolicy, type Challenger, countDecisionsBetween, endChallenger, readChallenger, readForBorrower, startChallenger, decisionsOfBorrower, decisionsOfOrder, findVersion, type LivePolicy, listVersions, type NewDecision, publish, readLive, recordDecision, updateDraft, V1 } from './store';

/** How stale the live version may be on the reads that only show a limit (the apply reads it in its transaction). */
export const LIVE_POLICY_MAX_AGE_MS = 5_000;

/** The decider's door (`app.creditPolicy`): the live version, the decision, its record. */
export interface CreditPolicyDoor {
  /** The live version, read in the caller's transaction (the apply's, the settlement's). */
  live(tx: Tx): Promise<LivePolicy>;
  /** The version that decides this borrower's application, and its arm: the challenger's share or the live version. */
  forBorrower(tx: Tx, userId: number): Promise<ArmPolicy>;
  /** The live version as last read, for the reads that only show a limit: at most LIVE_POLICY_MAX_AGE_MS old. */
  current(): LivePolicy;
  /** Tells this process a publish happened (its next current() is read afresh). */
  published(live: LivePolicy): void;
  decide: typeof decide;
  record: typeof recordDecision;
  /**
   * The credit bureau's part of an application, asked once in its transaction and only with the borrower's consent
   * (docs/credit-policy.md, "The credit bureau"); null when no bureau is configured.
   */
  bureau: ((tx: Tx, subject: BureauSubject) => Promise<BureauPart>) | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    creditPolicy: CreditPolicyDoor;
  }
}

/**
 * Credit policy as data (docs/credit-policy.md): versions of the policy (credit_policy_versions), the decider that
 * decides every application with the live one, and the record of each decision (credit_decisions). Lending asks it
 * through this door; the desk (credit-policy-desk) drafts, backtests and publishes. `bureau`: the credit bureau port
 * (an HTTP adapter to the bureau, or to the sandbox bureau), asked only with the borrower's consent.
 */
export const creditPolicy = fp<{ bureau?: CreditBureau | null }>(
  async (app, opts) => {
    const bureau = opts.bureau ?? null;
    let cached: LivePolicy = V1;
    let readAt = 0;
    let reading = false;
    const refresh = () => {
      if (reading) return;
      reading = true;
      readAt = Date.now();
      readLive(app.db)
        .then((live) => {
          cached = live;
        })
        .catch((err: unknown) => app.log.error({ err }, 'credit policy: reading the live version failed'))
        .finally(() => {
          reading = false;
        });
    };
    cached = await readLive(app.db);
    readAt = Date.now();
    const door: CreditPolicyDoor = {
      live: async (tx) => {
        const live = await readLive(tx);
        cached = live;
        readAt = Date.now();
        return live;
      },
      forBorrower: async (tx, userId) => {
        const chosen = await readForBorrower(tx, userId);
        if (chosen.arm === 'champion') {
          cached = { version: chosen.version, document: chosen.document };
          readAt = Date.now();
        }
        return chosen;
      },
      current: () => {
        if (Date.now() - readAt >= LIVE_POLICY_MAX_AGE_MS) refresh();
        return cached;
      },
      published: (live) => {
        cached = live;
        readAt = Date.now();
      },
      decide,
      record: recordDecision,
      bureau: bureau && ((tx, subject) => bureauPart({ bureau, consents: app.consents }, tx, subject, `APP-${randomUUID()}`)),
    };
    app.decorate('creditPolicy', door);
  },
  { name: 'credit-policy', dependencies: ['context', 'consents'] },
);
