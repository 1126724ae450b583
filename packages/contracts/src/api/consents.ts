import { z } from 'zod';

import { envelope } from './common';
import { MESSAGE_SETTINGS_NOTE } from './messages';

/**
 * Consents (docs/data-rights.md, "Consents"): every consent the borrower gives or withdraws is recorded with its time
 * and the version of the text they saw. Terms and privacy are given at login, face biometrics at KYC; location and
 * marketing messages can be withdrawn and given again in /set; the credit bureau check (issue 45) is given and withdrawn
 * there too (or on the face-verification screen), and only with it is a credit bureau asked about an application.
 */
export const CONSENT_KINDS = ['terms', 'privacy', 'face', 'location', 'marketing', 'bureau'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The version (date) of each consent's text; a new text means a new version. */
export const CONSENT_TEXT_VERSIONS: Record<ConsentKind, string> = {
  terms: '2026-11-22',
  privacy: '2026-11-27',
  face: '2026-11-22',
  location: '2026-11-22',
  marketing: '2026-11-27',
  bureau: '2026-11-29',
};

/** The consents the borrower may withdraw (and give again) in the app. */
export const WITHDRAWABLE_CONSENTS = ['location', 'marketing', 'bureau'] as const;
export type WithdrawableConsent = (typeof WITHDRAWABLE_CONSENTS)[number];

export const CONSENT_TEXTS = {
  location: 'Location from this browser',
  locationNote: 'Used only to protect your account against fraud. When off, the app does not ask for your location.',
  marketing: 'Offers by SMS',
  /** The messages engine's own note (issue 31): reminders are not marketing. */
  marketingNote: MESSAGE_SETTINGS_NOTE,
  faceWithdraw: 'To withdraw your consent to face verification, please write to us from Help: without it we cannot lend to you.',
  locationOff: 'Location is switched off in Settings, so it is not collected',
  bureau: 'Credit bureau check',
  bureauNote: 'When on, we ask a credit bureau about your loans elsewhere each time you apply, and use its answer in the decision. Off: we decide from your record with Pocket only.',
} as const;

export const consentView = z.object({
  kind: z.enum(CONSENT_KINDS),
  given: z.boolean(),
  /** The version of the text; null when no record exists yet (the default applies). */
  version: z.string().nullable(),
  /** ISO time of the latest record; null when none. */
  at: z.string().nullable(),
});
export type ConsentView = z.infer<typeof consentView>;

/** GET /api/consents and the answer of POST: the latest state of each consent. */
export const consentsView = z.object({ items: z.array(consentView) });
export type ConsentsView = z.infer<typeof consentsView>;
export const consentsAnswer = envelope(consentsView);

/** POST /api/consents (signed): give or withdraw location, marketing or the bureau check; face is given at KYC (never withdrawn here). */
export const consentBody = z
  .object({
    kind: z.enum(['location', 'marketing', 'face', 'bureau'], { message: 'kind must be location, marketing, face or bureau' }),
    given: z.boolean(),
    /** Where it was given: the face-verification screen (kyc) or the consents page (set, the default). */
    from: z.enum(['set', 'kyc']).optional(),
  })
  .strict();
export type ConsentBody = z.infer<typeof consentBody>;
