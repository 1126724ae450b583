import { DELINQUENCY_BUCKETS, type DelinquencyBucket } from '@pocket/contracts/api/staff';

/** Collections settings (docs/collections.md): the buckets, and from which bucket a case goes to a person. */
export interface CollectionsSettings {
  buckets: readonly DelinquencyBucket[];
  /** Cases in this bucket or a later one are assigned to an agent; earlier ones are left to the automatic reminders. */
  personFrom: string;
}

export const COLLECTIONS_SETTINGS: CollectionsSettings = { buckets: DELINQUENCY_BUCKETS, personFrom: '8-30' };

/** 1 for the first bucket, 2 for the next... (0: none). */
export const rankOf = (settings: CollectionsSettings, code: string) => settings.buckets.findIndex((b) => b.code === code) + 1;
