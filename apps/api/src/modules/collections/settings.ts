import { DELINQUENCY_BUCKETS, type DelinquencyBucket } from '@pocket/contracts/api/staff';

/** Collections settings (docs/collections.md): the buckets, and from which bucket a case goes to a person. */
export interface CollectionsSettings {
  buckets: readonly DelinquencyBucket[];
  /** Cases in this bucket or a later one are assigned to an agent; earlier ones are left to the automatic reminders. */
  personFrom: string;
  /**
   * The USSD code a ladder's USSD step gives the borrower (docs/collections.md, "USSD steps"): the sandbox's until a
   * code is agreed with the networks (docs/ussd.md, "Not yet").
   */
  ussdCode: string;
}

export const COLLECTIONS_SETTINGS: CollectionsSettings = { buckets: DELINQUENCY_BUCKETS, personFrom: '8-30', ussdCode: '*384*123#' };

/** 1 for the first bucket, 2 for the next... (0: none). */
export const rankOf = (settings: CollectionsSettings, code: string) => settings.buckets.findIndex((b) => b.code === code) + 1;
