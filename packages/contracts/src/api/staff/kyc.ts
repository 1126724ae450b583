import { z } from 'zod';

import { envelope, idField } from '../common';
import { isoTime, page, pageQuery, staffReason } from './common';

/**
 * Why the rules sent a borrower's KYC to a person (docs/lending.md, "KYC: the rules and the person"):
 * nrc-shared: another account saved the same NRC number; device-shared: the phone the borrower used for KYC reported
 * the device id of another account; resubmitted: a person rejected the KYC before and the borrower changed it since;
 * identity-corrected: risk corrected a verified identity field from a data-correction request (issue 42), to be checked
 * against the NRC photos again.
 */
export const KYC_REVIEW_FLAGS = ['nrc-shared', 'device-shared', 'resubmitted', 'identity-corrected'] as const;
export type KycReviewFlag = (typeof KYC_REVIEW_FLAGS)[number];

/** Where the borrower's app sends them after a rejection: a KYC page to redo, or support. */
export type KycNextStep = 'identity' | 'face' | 'personal' | 'support';

/**
 * The fixed list of reasons a person may reject a KYC with. `label` is the desk's words; `why` and `next` are what the
 * borrower reads in the app and in the SMS (why, and what to do next); `step` is where the app's button goes.
 */
export const KYC_REJECT_REASONS = {
  'photo-unreadable': {
    label: 'NRC photos unreadable',
    why: 'We could not read the photos of your NRC.',
    next: 'Take clear photos of the front and back of your NRC in good light, then submit your identity again.',
    step: 'identity',
  },
  'details-mismatch': {
    label: 'Typed details differ from the NRC',
    why: 'The details you typed do not match your NRC.',
    next: 'Check your NRC number, name and date of birth, correct them, then submit your identity again.',
    step: 'identity',
  },
  'face-mismatch': {
    label: 'Selfie does not match the NRC photo',
    why: 'Your selfie does not match the photo on your NRC.',
    next: 'Take a new selfie facing the camera in good light, then submit it again.',
    step: 'face',
  },
  'nrc-other-account': {
    label: 'NRC belongs to another account',
    why: 'This NRC is already used by another Pocket account.',
    next: 'Sign in with the account you opened first. If that account is not yours, contact Pocket support.',
    step: 'support',
  },
  'shared-device': {
    label: 'Device used by other accounts',
    why: 'This phone was used to open other Pocket accounts.',
    next: 'Please contact Pocket support so we can confirm who you are.',
    step: 'support',
  },
  'suspected-fraud': {
    label: 'Identity could not be confirmed',
    why: 'We could not confirm your identity.',
    next: 'Please contact Pocket support.',
    step: 'support',
  },
} as const satisfies Record<string, { label: string; why: string; next: string; step: KycNextStep }>;
export type KycRejectReason = keyof typeof KYC_REJECT_REASONS;
export const KYC_REJECT_REASON_CODES = Object.keys(KYC_REJECT_REASONS) as [KycRejectReason, ...KycRejectReason[]];
export const kycRejectReason = z.enum(KYC_REJECT_REASON_CODES, { message: `reasonCode must be one of ${KYC_REJECT_REASON_CODES.join(', ')}` });

export const KYC_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycReviewStatus = (typeof KYC_REVIEW_STATUSES)[number];

/** GET /api/staff/kyc/queue: the cases waiting for a person, oldest first (cursor paged). */
export const kycQueueQuery = pageQuery;
export type KycQueueQuery = z.infer<typeof kycQueueQuery>;

export const kycQueueItem = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  /** Masked: `096****210`. */
  phone: z.string(),
  /** Masked: `M**** B****`. */
  name: z.string(),
  flags: z.array(z.enum(KYC_REVIEW_FLAGS)),
  openedAt: isoTime,
  /** Minutes waiting so far. */
  ageMinutes: z.number().int(),
});
export type KycQueueItem = z.infer<typeof kycQueueItem>;
export const kycQueueData = page(kycQueueItem);
export type KycQueueData = z.infer<typeof kycQueueData>;
export const kycQueueAnswer = envelope(kycQueueData);

/** What another account shares with this one. */
export const KYC_LOOK_ALIKE_MATCHES = ['nrc', 'phone', 'device'] as const;
export const kycLookAlike = z.object({
  uid: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
  matches: z.array(z.enum(KYC_LOOK_ALIKE_MATCHES)),
  /** The other account's latest KYC case, if a person saw it. */
  reviewStatus: z.enum(KYC_REVIEW_STATUSES).nullable(),
  createdAt: isoTime,
});
export type KycLookAlike = z.infer<typeof kycLookAlike>;

/** The KYC photos of a case (nrcFront, nrcBack: the identity step; face: the selfie). */
export const KYC_PHOTOS = ['nrcFront', 'nrcBack', 'face'] as const;
export type KycPhoto = (typeof KYC_PHOTOS)[number];

/** GET /api/staff/kyc/:id: one case, identity fields masked (the borrowers desk's reveal shows them, audited). */
export const kycCase = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  status: z.enum(KYC_REVIEW_STATUSES),
  flags: z.array(z.enum(KYC_REVIEW_FLAGS)),
  openedAt: isoTime,
  ageMinutes: z.number().int(),
  decidedAt: isoTime.nullable(),
  reasonCode: kycRejectReason.nullable(),
  identity: z.object({
    phone: z.string(),
    name: z.string(),
    nrc: z.string(),
    /** The year only (`1990-**-**`). */
    dateOfBirth: z.string(),
    gender: z.string(),
  }),
  /** Province, district, employment, income: not identifying on their own. */
  personal: z.record(z.string(), z.string()),
  /** Each GET /api/staff/kyc/:id/photos/:photo (risk), an audit row per view. */
  photos: z.array(z.object({ photo: z.enum(KYC_PHOTOS), url: z.string() })),
  lookAlikes: z.array(kycLookAlike),
});
export type KycCase = z.infer<typeof kycCase>;
export const kycCaseAnswer = envelope(kycCase);

export const kycPhotoParams = z.object({ id: idField, photo: z.enum(KYC_PHOTOS, { message: `photo must be one of ${KYC_PHOTOS.join(', ')}` }) });

/** POST /api/staff/kyc/:id/approve: an optional note for the audit. */
export const kycApproveBody = z.object({ note: staffReason.optional() });
export type KycApproveBody = z.infer<typeof kycApproveBody>;
/** POST /api/staff/kyc/:id/reject: a reason code from the fixed list, and an optional note for the audit. */
export const kycRejectBody = z.object({ reasonCode: kycRejectReason, note: staffReason.optional() });
export type KycRejectBody = z.infer<typeof kycRejectBody>;
export const kycDecisionData = z.object({ id: z.number().int(), uid: z.number().int(), status: z.enum(KYC_REVIEW_STATUSES) });
export type KycDecisionData = z.infer<typeof kycDecisionData>;
export const kycDecisionAnswer = envelope(kycDecisionData);
