import { z } from 'zod';

import { envelope } from '../common';
import type { DelinquencyBucket } from './collections';

/*
 * The reminder ladder as settings (docs/collections.md, "The ladder"): which automatic reminder goes on which day past
 * due, per bucket. Stored as data (the latest approved version wins; none: the defaults below); changed only through a
 * `collections.ladder` request a second person approves (maker-checker).
 */

/**
 * The channels a step may use. SMS: the messages engine's routing (by Web Push too where the borrower allowed it, and
 * SMS for reminders). PUSH: a Web Push notification alone, to the borrower's subscribed browsers; a borrower without a
 * subscription gets the SMS instead (docs/collections.md, "Push steps"). USSD-prompt steps are not built.
 */
export const LADDER_CHANNELS = ['SMS', 'PUSH'] as const;
export type LadderChannel = (typeof LADDER_CHANNELS)[number];

/** Days late that send lending's own bill reminders (bill.late.1, .3, .7); any other day sends collections' "late reminder". */
export const BILL_REMINDER_DAYS: readonly number[] = [1, 3, 7];

export const ladderStep = z.object({
  bucket: z.string().min(1, 'must name a bucket').max(20, 'must be at most 20 characters'),
  day: z.number({ error: 'must be a number of days past due' }).int('must be a whole number of days').min(1, 'must be 1 or more'),
  channel: z.enum(LADDER_CHANNELS, { error: 'must be SMS or PUSH' }),
});
export type LadderStep = z.infer<typeof ladderStep>;

/** The payload of a `collections.ladder` request: the whole ladder as it will be. */
export const ladderPayload = z.object({ steps: z.array(ladderStep).max(40, 'must be at most 40 steps') });
export type LadderPayload = z.infer<typeof ladderPayload>;

/** Today's behaviour, the defaults: an SMS (or push) on days 1, 3 and 7 past due, none later. */
export const DEFAULT_LADDER: readonly LadderStep[] = [
  { bucket: '1-7', day: 1, channel: 'SMS' },
  { bucket: '1-7', day: 3, channel: 'SMS' },
  { bucket: '1-7', day: 7, channel: 'SMS' },
];

/** What is wrong with a ladder against the buckets (its first problem, named), or null. */
export function ladderProblem(steps: readonly LadderStep[], buckets: readonly DelinquencyBucket[]): string | null {
  const seen = new Set<number>();
  for (const [i, s] of steps.entries()) {
    const bucket = buckets.find((b) => b.code === s.bucket);
    if (!bucket) return `steps.${i}.bucket: "${s.bucket}" is not a bucket (${buckets.map((b) => b.code).join(', ')})`;
    if (s.day < bucket.from || (bucket.to !== null && s.day > bucket.to)) return `steps.${i}.day: day ${s.day} is not in bucket ${bucket.code}`;
    if (s.channel === 'PUSH' && BILL_REMINDER_DAYS.includes(s.day)) return `steps.${i}.channel: day ${s.day} sends lending's bill reminder (SMS, and push where allowed); a PUSH step needs another day`;
    if (seen.has(s.day)) return `steps.${i}.day: day ${s.day} already has a step (one reminder a day at most)`;
    seen.add(s.day);
  }
  return null;
}

export const ladderData = z.object({
  steps: z.array(ladderStep),
  /** True while no version was ever approved (the defaults apply). */
  isDefault: z.boolean(),
  /** The approval that made this version (null: the defaults). */
  approvalId: z.number().int().nullable(),
  changedAt: z.string().nullable(),
});
export type LadderData = z.infer<typeof ladderData>;
export const ladderAnswer = envelope(ladderData);
