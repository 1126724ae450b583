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
 * subscription gets the SMS instead (docs/collections.md, "Push steps"). USSD: Africa's Talking's USSD is started by the
 * borrower's dial only (no network-initiated session in its API), so the step sends by SMS alone a text that gives the
 * USSD code and the menu's choices, for a phone without data (docs/collections.md, "USSD steps").
 */
export const LADDER_CHANNELS = ['SMS', 'PUSH', 'USSD'] as const;
export type LadderChannel = (typeof LADDER_CHANNELS)[number];

/** Days late that send lending's own bill reminders (bill.late.1, .3, .7); any other day sends collections' "late reminder". */
export const BILL_REMINDER_DAYS: readonly number[] = [1, 3, 7];

/**
 * The approved catalogue texts (apps/api/src/i18n/texts/sms.ts, English, Bemba and Nyanja) a ladder step may send, by
 * channel; never free text. The first of each is the channel's default (a step saved before steps named their text).
 */
export const LADDER_TEXTS: Record<LadderChannel, readonly string[]> = {
  SMS: ['sms.collections.late-reminder', 'sms.collections.hardship-offer'],
  PUSH: ['sms.collections.late-reminder.push', 'sms.collections.late-reminder', 'sms.collections.hardship-offer'],
  USSD: ['sms.collections.late-reminder.ussd', 'sms.collections.promise-offer.ussd'],
};
export const LADDER_TEXT_NAMES: Record<string, string> = {
  'sms.collections.late-reminder': 'Late bill reminder',
  'sms.collections.late-reminder.push': 'Late bill reminder (short, for a notification)',
  'sms.collections.hardship-offer': 'A payment plan is possible',
  'sms.collections.late-reminder.ussd': 'Late bill reminder: dial the USSD code to repay or promise',
  'sms.collections.promise-offer.ussd': 'Promise a date: dial the USSD code and choose 6',
};

export const ladderStep = z.object({
  bucket: z.string().min(1, 'must name a bucket').max(20, 'must be at most 20 characters'),
  day: z.number({ error: 'must be a number of days past due' }).int('must be a whole number of days').min(1, 'must be 1 or more'),
  channel: z.enum(LADDER_CHANNELS, { error: 'must be SMS, PUSH or USSD' }),
  /** The catalogue text the step sends (one of LADDER_TEXTS[channel]); none on days 1, 3 and 7 (lending's own texts). */
  text: z.string().min(1, 'must name a catalogue text').max(80, 'must be at most 80 characters').optional(),
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

/** The text a step sends: its own, or its channel's default; none on lending's bill reminder days. */
export const stepText = (s: LadderStep): string | null => (BILL_REMINDER_DAYS.includes(s.day) ? null : (s.text ?? LADDER_TEXTS[s.channel][0]!));

/** What is wrong with a ladder against the buckets (its first problem, named), or null. */
export function ladderProblem(steps: readonly LadderStep[], buckets: readonly DelinquencyBucket[]): string | null {
  const seen = new Set<number>();
  for (const [i, s] of steps.entries()) {
    const bucket = buckets.find((b) => b.code === s.bucket);
    if (!bucket) return `steps.${i}.bucket: "${s.bucket}" is not a bucket (${buckets.map((b) => b.code).join(', ')})`;
    if (s.day < bucket.from || (bucket.to !== null && s.day > bucket.to)) return `steps.${i}.day: day ${s.day} is not in bucket ${bucket.code}`;
    if (s.channel !== 'SMS' && BILL_REMINDER_DAYS.includes(s.day)) return `steps.${i}.channel: day ${s.day} sends lending's bill reminder (SMS, and push where allowed); a ${s.channel} step needs another day`;
    if (s.text !== undefined && BILL_REMINDER_DAYS.includes(s.day)) return `steps.${i}.text: day ${s.day} sends lending's bill reminder with its own text; leave the text out`;
    if (s.text !== undefined && !LADDER_TEXTS[s.channel].includes(s.text)) return `steps.${i}.text: "${s.text}" is not an approved text for ${s.channel === 'SMS' ? 'an' : 'a'} ${s.channel} step (${LADDER_TEXTS[s.channel].join(', ')})`;
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

/**
 * GET /api/staff/collections/buckets: the buckets the server uses (its settings; the ladder is checked against them)
 * and the first bucket whose cases go to a person.
 */
export const collectionBucketsData = z.object({
  buckets: z.array(z.object({ code: z.string(), from: z.number().int(), to: z.number().int().nullable() })),
  personFrom: z.string(),
});
export type CollectionBucketsData = z.infer<typeof collectionBucketsData>;
export const collectionBucketsAnswer = envelope(collectionBucketsData);
