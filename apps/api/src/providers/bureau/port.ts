/**
 * The credit bureau port (docs/credit-policy.md, "The credit bureau"; decision 0067): what an application asks a bureau
 * about a borrower, and what the answer says. The lending engine asks it only with the borrower's consent in force;
 * any failure is an `unavailable` answer, never an error that stops the application.
 */
export interface BureauEnquiry {
  /** Ours, unique per application: the bureau's idempotency key (a repeated enquiry is one enquiry there). */
  reference: string;
  nationalId: string;
  /** E.164. */
  mobile: string;
  /** The version of the consent text the borrower agreed to, and when. */
  consent: { version: string; givenAt: string };
}

export type BureauAnswer =
  | { status: 'answered'; enquiryId: string; score: number; openLoans: number; defaults: number }
  /** The bureau holds no record of this person (a thin file): no features. */
  | { status: 'no-record'; enquiryId: string }
  /** Not reached in time, refused our key, or answered something we cannot read: decided without it. */
  | { status: 'unavailable'; why: string };

export interface CreditBureau {
  enquire(enquiry: BureauEnquiry): Promise<BureauAnswer>;
}
