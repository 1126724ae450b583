import { CONSENT_TEXT_VERSIONS } from '@pocket/contracts/api/consents';
import type { BureauFeature } from '@pocket/contracts/credit-policy';

import type { Tx } from '../../db/client';
import type { BureauEnquiry, CreditBureau } from '../../providers/bureau/port';
import type { ConsentsDoor } from '../consents/plugin';
import type { BureauInput } from './decide';

/** Who the bureau is asked about: read only when the consent is in force (one statement saved otherwise). */
export interface BureauSubject {
  userId: number;
  mobile: string;
  nationalId: () => Promise<string | null>;
}

export interface BureauPart {
  features: Partial<Record<BureauFeature, number>>;
  input: BureauInput;
}

/**
 * The credit bureau's part of one application (docs/credit-policy.md, "The credit bureau"; decision 0067), asked once
 * per application in its transaction: only when the borrower's `bureau` consent is recorded as given (else
 * `no-consent`, not asked); an answer becomes the features bureauScore, bureauOpenLoans, bureauDefaults; any failure is
 * `unavailable` and the application is decided without them.
 */
export async function bureauPart(deps: { bureau: CreditBureau; consents: Pick<ConsentsDoor, 'givenRecord'> }, tx: Tx, subject: BureauSubject, reference: string): Promise<BureauPart> {
  const consent = await deps.consents.givenRecord(tx, subject.userId, 'bureau');
  if (!consent) return { features: {}, input: { status: 'no-consent' } };
  const nationalId = await subject.nationalId();
  if (!nationalId) return { features: {}, input: { status: 'unavailable', why: 'no national ID on the KYC' } };
  const enquiry: BureauEnquiry = { reference, nationalId, mobile: subject.mobile, consent: { version: consent.version || CONSENT_TEXT_VERSIONS.bureau, givenAt: consent.at.toISOString() } };
  let answer;
  try {
    answer = await deps.bureau.enquire(enquiry);
  } catch (err) {
    // An adapter must not throw; if one does, the application still goes on without the bureau.
    answer = { status: 'unavailable' as const, why: err instanceof Error ? err.message.slice(0, 100) : 'failed' };
  }
  switch (answer.status) {
    case 'answered':
      return { features: { bureauScore: answer.score, bureauOpenLoans: answer.openLoans, bureauDefaults: answer.defaults }, input: { status: 'answered', enquiryId: answer.enquiryId } };
    case 'no-record':
      return { features: {}, input: { status: 'no-record', enquiryId: answer.enquiryId } };
    case 'unavailable':
      return { features: {}, input: { status: 'unavailable', why: answer.why } };
  }
}
