import { addDays, daysBetween, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { MessageKind } from './events';

// Lusaka is UTC+2 all year (no daylight saving time).
const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The conduct rules, in figures (docs/messages.md). */
export const CONDUCT = {
  /** Quiet hours, Lusaka time: from 20:00 to 08:00 only receipts (payments, codes) are sent. */
  quietFromHour: 20,
  quietUntilHour: 8,
  /** Reminders per loan: at most one a Lusaka day and three in any seven consecutive days. */
  remindersPerDay: 1,
  remindersPerWeek: 3,
  weekDays: 7,
} as const;

export const lusakaHour = (at: Date) => new Date(at.getTime() + LUSAKA_OFFSET_MS).getUTCHours();

export function inQuietHours(at: Date): boolean {
  const h = lusakaHour(at);
  return h >= CONDUCT.quietFromHour || h < CONDUCT.quietUntilHour;
}

/** The end of the quiet hours that hold `at` (08:00 Lusaka, the same or the next day); `at` itself outside them. */
export function quietHoursEnd(at: Date): Date {
  if (!inQuietHours(at)) return at;
  const today = lusakaDate(at);
  const day = lusakaHour(at) >= CONDUCT.quietFromHour ? addDays(today, 1) : today;
  return new Date(Date.parse(`${day}T00:00:00Z`) - LUSAKA_OFFSET_MS + CONDUCT.quietUntilHour * HOUR_MS);
}

/** When a message of this kind may go: receipts at once, the rest outside quiet hours. */
export function earliestSend(kind: MessageKind, at: Date): Date {
  return kind === 'receipt' ? at : quietHoursEnd(at);
}

/** Why a reminder for a loan may not be sent today, given the days (YYYY-MM-DD) of its reminders already queued. */
export function reminderCap(days: readonly string[], today: string): 'day' | 'week' | null {
  const recent = days.filter((d) => {
    const ago = daysBetween(d, today);
    return ago >= 0 && ago < CONDUCT.weekDays;
  });
  if (recent.filter((d) => d === today).length >= CONDUCT.remindersPerDay) return 'day';
  if (recent.length >= CONDUCT.remindersPerWeek) return 'week';
  return null;
}

/** Waits before the next try after a gateway failure, by attempts made; then the message is FAILED. */
export const RETRY_BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_BACKOFF_MS.length + 1;

/** Next try after `attempts` failed tries, or null when no tries are left. */
export function retryAt(attempts: number, at: Date): Date | null {
  const wait = RETRY_BACKOFF_MS[attempts - 1];
  return wait === undefined ? null : new Date(at.getTime() + wait);
}

/**
 * Words no message may use (threats, shaming, third parties): consumer-protection complaints about digital lenders
 * are about harassment. The catalogue test renders every text and fails on any of these.
 */
export const FORBIDDEN_WORDS = [
  'arrest', 'police', 'jail', 'prison', 'court', 'legal action', 'lawyer', 'sue', 'criminal', 'crime', 'thief', 'steal',
  'fraud', 'liar', 'cheat', 'shame', 'disgrace', 'embarrass', 'expose', 'public', 'blacklist', 'defaulter', 'debtor',
  'collector', 'seize', 'repossess', 'consequences', 'final warning', 'warning', 'last chance', 'threat', 'family',
  'friends', 'contacts', 'neighbour', 'employer', 'colleague', 'church', 'irresponsible', 'useless', 'immediately', 'or else',
] as const;
