import { randomUUID } from 'node:crypto';

import type { SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';

import type { Db, Tx } from '../../db/client';
import type { CreditBureau } from '../../providers/bureau/port';
import { type BureauPart, bureauPart, type BureauSubject } from './bureau';
import { decide } from './decide';
import { type ArmPolicy, armFor, type DecidingPolicies, type LivePolicy, policyStamp, readDeciding, readLive, recordDecision } from './store';

export { type BureauPart, type BureauSubject } from './bureau';
export { baseAfterSettlement, type BureauInput, decide, type Decision, type DecisionInputs, type DecisionReason, limitOf, type LimitMakeUp, reviewConfigOf, type ReviewInputs } from './decide';
export { type ApplicationFacts, type Hold, holdFor } from './review-rules';
export { creditDecisionRows } from './reads';
export type { DecisionRow, PolicyArm, PolicyVersionRow } from './schema';
export { armOf } from './split';
export { addDraft, type ArmPolicy, armFor, type DecidingPolicies, policyStamp, readDeciding, type Challenger, countDecisionsBetween, endChallenger, readChallenger, readForBorrower, startChallenger, decisionsOfBorrower, decisionsOfOrder, findVersion, type LivePolicy, listVersions, type NewDecision, publish, readLive, recordDecision, updateDraft, V1 } from './store';

/** How stale the live version may be on the reads that only show a limit (the apply reads it in its transaction). */
export const LIVE_POLICY_MAX_AGE_MS = 5_000;

/** The decider's door (`app.creditPolicy`): the live version, the decision, its record. */
export interface CreditPolicyDoor {
  /** The live version, read in the caller's transaction (the apply's, the settlement's). */
  live(tx: Tx): Promise<LivePolicy>;
  /**
   * The version that decides this borrower's application, and its arm: the challenger's share or the live version.
   * `stamp`: the versions' stamp (`stamp` below) as the application's statement read it in its transaction: while it
   * is the stamp of the versions this process holds, they decide from memory (no statement); else, or without a
   * stamp, they are read afresh in `tx` and held.
   */
  forBorrower(tx: Tx, userId: number, stamp?: string): Promise<ArmPolicy>;
  /** The version this process holds for this borrower (no statement): what the application's statement assumes before its stamp is checked. */
  held(userId: number): ArmPolicy;
  /** The column of the versions' stamp (store.ts `policyStamp`), for the application's one statement. */
  stamp: SQL<string>;
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
 * The door without the bureau (the plugin adds it; the credit bench builds one on its database): the versions that
 * decide are held in memory, read once here and afresh whenever an application's stamp shows they changed.
 */
export async function policyDoor(db: Db, onError: (err: unknown) => void): Promise<Omit<CreditPolicyDoor, 'bureau'>> {
  let held: DecidingPolicies = await readDeciding(db);
  let cached: LivePolicy = held.live;
  let readAt = Date.now();
  let reading = false;
  const refresh = () => {
    if (reading) return;
    reading = true;
    readAt = Date.now();
    readLive(db)
      .then((live) => {
        cached = live;
      })
      .catch(onError)
      .finally(() => {
        reading = false;
      });
  };
  return {
    live: async (tx) => {
      const live = await readLive(tx);
      cached = live;
      readAt = Date.now();
      return live;
    },
    forBorrower: async (tx, userId, stamp) => {
      if (stamp === undefined || stamp !== held.stamp) held = await readDeciding(tx);
      cached = held.live;
      readAt = Date.now();
      return armFor(held, userId);
    },
    held: (userId) => armFor(held, userId),
    stamp: policyStamp,
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
  };
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
    const door: CreditPolicyDoor = {
      ...(await policyDoor(app.db, (err) => app.log.error({ err }, 'credit policy: reading the live version failed'))),
      bureau: bureau && ((tx, subject) => bureauPart({ bureau, consents: app.consents }, tx, subject, `APP-${randomUUID()}`)),
    };
    app.decorate('creditPolicy', door);
  },
  { name: 'credit-policy', dependencies: ['context', 'consents'] },
);
