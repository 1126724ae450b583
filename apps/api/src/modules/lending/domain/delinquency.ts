import { daysBetween } from '@pocket/contracts/lusaka-date';
import type { BusinessDate } from '@pocket/contracts/lusaka-date';

/**
 * Days past due of a loan: whole Lusaka calendar days from the due date of its oldest unpaid bill to today. A bill is
 * due until 23:59:59.999 Lusaka on its due date, so a bill due today is 0 days past due and one due yesterday is 1.
 * A loan without an unpaid bill (null) is 0.
 */
export function daysPastDue(oldestUnpaidDue: BusinessDate | null, today: BusinessDate): number {
  if (oldestUnpaidDue === null) return 0;
  return Math.max(0, daysBetween(oldestUnpaidDue, today));
}

/** A delinquency bucket: loans `from` to `to` days past due (inclusive; `to` null: and more). */
export interface Bucket {
  code: string;
  from: number;
  to: number | null;
}

/** The bucket of a loan `dpd` days past due, or null when it is not late (0) or no bucket holds it. */
export function bucketOf(dpd: number, buckets: readonly Bucket[]): Bucket | null {
  if (dpd <= 0) return null;
  return buckets.find((b) => dpd >= b.from && (b.to === null || dpd <= b.to)) ?? null;
}

/** Refuses buckets that leave a gap, overlap or do not start at day 1 (settings are checked before use). */
export function checkBuckets(buckets: readonly Bucket[]): string | null {
  if (buckets.length === 0) return 'buckets: at least one bucket is needed';
  let next = 1;
  for (const [i, b] of buckets.entries()) {
    if (b.from !== next) return `buckets: "${b.code}" must start at day ${next}`;
    if (b.to === null) return i === buckets.length - 1 ? null : `buckets: only the last bucket may be open-ended ("${b.code}" is not last)`;
    if (b.to < b.from) return `buckets: "${b.code}" ends before it starts`;
    next = b.to + 1;
  }
  return `buckets: the last bucket must be open-ended (to: null)`;
}
