import fp from 'fastify-plugin';

import type { Db, Tx } from '../../db/client';
import type { UserDoor } from '../user/plugin';
import { correctIdentityField, type IdentityCorrection, type IdentityField } from './correction';
import { findIdentity, listSections } from './repo';
import { borrowRefusalOf } from './review-state';
import * as reviews from './reviews.repo';
import type { LookAlikeRow, QueueRow, ReviewRow } from './reviews.repo';
import { kycRoutes } from './routes';
import { KycService } from './service';

export type { LookAlikeRow, QueueRow, ReviewRow } from './reviews.repo';
export { rejectionOf } from './review-state';
export { ageOn, kycStepsOf } from './service';
export { kycFeatureFactsColumn, type KycFeatureFacts, kycProfileColumns, questionnaireAnswered } from './columns';
export { IDENTITY_CORRECTION_MESSAGES, type IdentityCorrection } from './correction';
// Reads in the caller's transaction (the loan's KYC gate).
export { identitySaved, nrcNumberOf, sectionsSaved } from './repo';
export { kycIdentityRows, kycSectionRows, kycSectionsOf } from './reads';

/** A case with what a person needs to decide it: the identity, the saved sections (face, base, work...). */
export interface ReviewCase {
  review: ReviewRow;
  identity: Awaited<ReturnType<typeof findIdentity>>;
  sections: Record<string, Record<string, unknown>>;
  /** The borrower's own mobile (E.164). */
  mobile: string;
}

/**
 * The KYC module's door: the borrower's steps (the sandbox's ready-made borrowers go through them), and for the KYC
 * desk (docs/backoffice.md) cases for a person and their decision.
 */
export interface KycDoor {
  steps: KycService['steps'];
  saveIdentity: KycService['saveIdentity'];
  saveSection: KycService['saveSection'];
  /** Pending cases, oldest first, after the cursor's (openedAt, id). */
  queue(after: { openedAt: Date; id: number } | null, limit: number): Promise<QueueRow[]>;
  case(id: number): Promise<ReviewCase | null>;
  lookAlikes(userId: number): Promise<LookAlikeRow[]>;
  /** Decides a pending case in the caller's transaction; null when the case is not pending (decided before). */
  decide(tx: Tx, id: number, change: { status: 'approved' | 'rejected'; reasonCode: string | null; decidedBy: number; at: Date }): Promise<ReviewRow | null>;
  /**
   * Risk's correction of one identity field (docs/data-rights.md), in the caller's transaction: the same rules as the
   * borrower's own form (400), a real change (400), an NRC no other account holds (409); KYC is re-opened for a person.
   * Null when there is no identity yet.
   */
  correctIdentity(tx: Tx, userId: number, field: IdentityField, value: string, at: Date): Promise<IdentityCorrection | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    kyc: KycDoor;
  }
}

export function kycDoorFor(db: Db, service: KycService, users: Pick<UserDoor, 'findUserById'>): KycDoor {
  return {
    steps: (userId) => service.steps(userId),
    saveIdentity: (userId, body) => service.saveIdentity(userId, body),
    saveSection: (userId, body) => service.saveSection(userId, body),
    queue: (after, limit) => reviews.pendingReviews(db, after, limit),
    case: async (id) => {
      const review = await reviews.reviewById(db, id);
      if (!review) return null;
      const [identity, saved, user] = await Promise.all([findIdentity(db, review.userId), listSections(db, review.userId), users.findUserById(db, review.userId)]);
      return { review, identity, mobile: user?.mobile ?? '', sections: Object.fromEntries(saved.map((s) => [s.section, s.data as Record<string, unknown>])) };
    },
    lookAlikes: (userId) => reviews.lookAlikes(db, userId),
    decide: (tx, id, change) => reviews.decideReview(tx, id, change),
    correctIdentity: (tx, userId, field, value, at) => correctIdentityField(tx, userId, field, value, at),
  };
}

/**
 * KYC (cerCodes 1-4): the borrower's routes, the rules that send a KYC to a person, the borrow guard that waits for
 * that person, and the door the KYC desk uses.
 */
export const kyc = fp(
  async (app) => {
    const service = new KycService({ db: app.db, now: app.appConfig.now, uploadUsable: (userId, id) => app.uploads.service.usable(userId, id), users: app.users });
    app.decorate('kyc', kycDoorFor(app.db, service, app.users));
    app.extensions.borrowGuards.push(async (tx, userId) => borrowRefusalOf(await reviews.latestReview(tx, userId)));
    await app.register(kycRoutes, { service });
  },
  { name: 'kyc', dependencies: ['context', 'uploads', 'user'] },
);
