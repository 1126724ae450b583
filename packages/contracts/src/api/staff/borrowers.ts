import { z } from 'zod';

import { envelope, idField } from '../common';
import { isoTime, page, pageQuery, staffReason } from './common';
import { revealReason } from './reveal-reason';

/** GET /api/staff/borrowers?q: a phone (any form), a name, an NRC or an order id. */
export const borrowerSearchQuery = pageQuery.extend({ q: z.string().trim().min(1, 'type a phone, a name, an NRC or an order id').max(100) });
export type BorrowerSearchQuery = z.infer<typeof borrowerSearchQuery>;

export const borrowerListItem = z.object({
  uid: z.number().int(),
  /** Masked: `096****210`. */
  phone: z.string(),
  /** Masked: `J*** B****`; null before KYC. */
  name: z.string().nullable(),
  kycStatus: z.string(),
  blocked: z.boolean(),
  createdAt: isoTime,
});
export type BorrowerListItem = z.infer<typeof borrowerListItem>;
export const borrowerListData = page(borrowerListItem);
export type BorrowerListData = z.infer<typeof borrowerListData>;
export const borrowerListAnswer = envelope(borrowerListData);

const loose = z.record(z.string(), z.unknown());

/** GET /api/staff/borrowers/:uid: the borrower's page, personal data masked. Money in ngwee (integers). */
export const borrowerPage = z.object({
  profile: z.object({
    uid: z.number().int(),
    phone: z.string(),
    name: z.string().nullable(),
    /** Masked: only the last digit and the slashes shown. */
    nrc: z.string().nullable(),
    blocked: z.boolean(),
    blockedReason: z.string().nullable(),
    registerChannel: z.string().nullable(),
    deviceBrand: z.string().nullable(),
    /** How many times staff reset the phone's trusted devices (trust is a signed cookie, so browsers are not counted). */
    deviceResets: z.number().int(),
    createdAt: isoTime,
  }),
  kyc: z.object({ status: z.string(), sections: z.array(z.string()) }),
  loans: z.array(loose),
  payments: z.array(loose),
  vip: loose.nullable(),
  stageOrders: z.array(loose),
  signIns: z.array(loose),
  staffActions: z.array(loose),
  /** The credit policy's decisions on the borrower's applications, newest first (docs/credit-policy.md). */
  creditDecisions: z.array(loose).optional(),
});
export type BorrowerPage = z.infer<typeof borrowerPage>;
export const borrowerPageAnswer = envelope(borrowerPage);

export const REVEAL_FIELDS = ['phone', 'name', 'nrc', 'photos'] as const;
export const revealField = z.enum(REVEAL_FIELDS);
export type RevealField = z.infer<typeof revealField>;
/**
 * POST /api/staff/borrowers/:uid/reveal: risk may reveal all; support phone and name only. The reason says why in
 * words or a ticket reference (reveal-reason.ts); each staff member has an hourly cap (429 past it).
 */
export const revealBody = z.object({ field: revealField, reason: revealReason });
export type RevealBody = z.infer<typeof revealBody>;
/** value: the clear text; for photos a list of image URLs (JSON text), each GET /api/staff/borrowers/:uid/photos/:side. */
export const revealData = z.object({ field: revealField, value: z.string().nullable() });
export const revealAnswer = envelope(revealData);

/**
 * GET /api/staff/borrowers/:uid/photos/:side (risk): the re-encoded image; each view is an audit row. Refused (403)
 * unless the same staff member revealed `photos` of this borrower, with a reason, in the last 30 minutes.
 */
export const PHOTO_SIDES = ['nrcFront', 'nrcBack'] as const;
export type PhotoSide = (typeof PHOTO_SIDES)[number];
export const borrowerPhotoParams = z.object({ uid: idField, side: z.enum(PHOTO_SIDES) });

export const borrowerReasonBody = z.object({ reason: staffReason });
export type BorrowerReasonBody = z.infer<typeof borrowerReasonBody>;
export const blockData = z.object({ uid: z.number().int(), blocked: z.boolean() });
export const blockAnswer = envelope(blockData);
export const resetDevicesData = z.object({ uid: z.number().int(), devices: z.literal(0) });
export const resetDevicesAnswer = envelope(resetDevicesData);

/** The borrower app's words when a blocked borrower tries to borrow. */
export const BLOCKED_MESSAGE = 'Your account is on hold, so you cannot borrow for now. Please contact Pocket support';

export const REVEAL_MESSAGES = {
  capped: (perHour: number, minutes: number) => `You have revealed ${perHour} fields in the last hour, the most allowed. Try again in ${minutes} min`,
  photosFirst: 'Reveal the KYC photos with a reason first',
} as const;
