import { z } from 'zod';

import { envelope, noControlChars } from './common';

/**
 * The borrower's data rights (docs/data-rights.md): download everything Pocket holds about them (behind a fresh SMS
 * code, prepared in the background, the link valid 24 hours) and ask for a correction the desk's support role answers.
 */

/** How long a prepared export may be downloaded. */
export const DATA_EXPORT_VALID_HOURS = 24;

export const DATA_RIGHTS_MESSAGES = {
  codeSent: 'We sent a 4-digit code by SMS to your number. Enter it to confirm it is you.',
  resend: (seconds: number) => `Please wait ${seconds} seconds before asking for another code`,
  tooManyCodes: 'You asked for 5 codes today. Please try again tomorrow.',
  expired: 'This code has expired. Tap "Send code" to get a new one.',
  wrongCode: 'The code is not right. Check the SMS and try again.',
  triesExhausted: 'Too many wrong codes. Tap "Send code" to get a new one.',
  busy: 'Your data is already being prepared. It will be ready in a few minutes.',
  linkExpired: 'This download link has expired. Ask for your data again from Settings > Download my data.',
} as const;

/** POST /api/data-export/sendCode (signed, no body): a code to the borrower's own number. */
export const dataExportSendAnswer = envelope(z.object({ nextSendInSeconds: z.number().int(), expiresInSeconds: z.number().int() }));

/** POST /api/data-export (signed): the code from that SMS starts preparing the files. */
export const dataExportBody = z.object({ code: z.string().regex(/^\d{4}$/, 'code must be the 4-digit code from the SMS') }).strict();
export type DataExportBody = z.infer<typeof dataExportBody>;

export const DATA_EXPORT_STATES = ['NONE', 'PREPARING', 'READY', 'EXPIRED', 'FAILED'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportView = z.object({
  state: z.enum(DATA_EXPORT_STATES),
  /** ISO times; null when not (yet) known. */
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Download addresses while READY: the link itself is the key (no sign-in needed), for 24 hours. */
  jsonUrl: z.string().nullable(),
  htmlUrl: z.string().nullable(),
});
export type DataExportView = z.infer<typeof dataExportView>;
/** GET /api/data-export and POST /api/data-export: the latest export's state. */
export const dataExportAnswer = envelope(dataExportView);

/** What a borrower may ask to correct; the desk may apply the identity fields itself. */
export const CORRECTION_FIELDS = {
  fullName: 'Full name',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  nrcNumber: 'NRC number',
  contacts: 'Emergency contacts',
  work: 'Work information',
  address: 'Address or other personal information',
  other: 'Something else',
} as const;
export type CorrectionField = keyof typeof CORRECTION_FIELDS;
export const correctionField = z.enum(Object.keys(CORRECTION_FIELDS) as [CorrectionField, ...CorrectionField[]], {
  message: 'Please choose what is wrong',
});
/** Fields the desk can correct in the profile from the answer (the KYC identity). */
export const APPLICABLE_CORRECTION_FIELDS = ['fullName', 'dateOfBirth', 'gender', 'nrcNumber'] as const satisfies readonly CorrectionField[];
export type ApplicableCorrectionField = (typeof APPLICABLE_CORRECTION_FIELDS)[number];

export const CORRECTION_TEXT_MIN = 5;
export const CORRECTION_TEXT_MAX = 1000;
export const CORRECTION_TEXT_TOO_SHORT = `Please tell us what is wrong and what is right in at least ${CORRECTION_TEXT_MIN} characters`;

/** POST /api/data-corrections (signed; takes Idempotency-Key). */
export const correctionBody = z
  .object({
    field: correctionField,
    text: noControlChars(z.string().trim().min(CORRECTION_TEXT_MIN, CORRECTION_TEXT_TOO_SHORT).max(CORRECTION_TEXT_MAX, `must be at most ${CORRECTION_TEXT_MAX} characters`)),
  })
  .strict();
export type CorrectionBody = z.infer<typeof correctionBody>;

export const correctionView = z.object({
  /** `COR-000042` */
  reference: z.string(),
  field: correctionField,
  text: z.string(),
  status: z.enum(['OPEN', 'ANSWERED']),
  createdAt: z.string(),
  answer: z.string().nullable(),
  /** True when the desk changed the field in the profile with its answer. */
  corrected: z.boolean(),
  answeredAt: z.string().nullable(),
});
export type CorrectionView = z.infer<typeof correctionView>;
export const correctionAnswer = envelope(correctionView);
/** GET /api/data-corrections: the caller's requests, newest first. */
export const correctionListAnswer = envelope(z.object({ items: z.array(correctionView) }));
