import type { ConductRule, ContactChannel } from '@pocket/contracts/api/staff';

// Lusaka is UTC+2 all year (no daylight saving time).
const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The conduct rules in figures (settings; decision 0058). */
export interface ConductSettings {
  /** Contact from this hour (inclusive) to `untilHour` (exclusive), Lusaka time. */
  fromHour: number;
  untilHour: number;
  perDay: number;
  perWeek: number;
}
export const CONDUCT: ConductSettings = { fromHour: 8, untilHour: 20, perDay: 3, perWeek: 10 };

/** Minutes since midnight, Lusaka time. */
export const lusakaMinutes = (at: Date) => {
  const d = new Date(at.getTime() + LUSAKA_OFFSET_MS);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
};

/** Everything a contact is judged on. */
export interface ContactAttempt {
  at: Date;
  channel: ContactChannel;
  /** Whom it is addressed to. */
  to: 'BORROWER' | 'EMERGENCY_CONTACT' | 'EMPLOYER' | 'OTHER';
  template: string | null;
  /** Free text typed by the agent (never sent). */
  message: string | null;
  /** The case is open (the loan is late and neither paid nor written off). */
  caseOpen: boolean;
  disputed: boolean;
  openComplaint: boolean;
  stopCalls: boolean;
  /** Allowed contacts of the borrower today and in the last 7 days (Lusaka dates), across channels and agents. */
  today: number;
  week: number;
}

/**
 * The first conduct rule the contact breaks, or null when it may go. Order: whom (never a third party), what (templates
 * only), whether at all (debt closed, dispute or complaint open, asked not to be called), when (hours), how often (caps).
 */
export function conductRefusal(c: ContactAttempt, s: ConductSettings = CONDUCT): ConductRule | null {
  if (c.to !== 'BORROWER') return 'borrower-only';
  if (c.message !== null && c.message.trim() !== '') return 'templates-only';
  if (c.channel !== 'CALL' && c.template === null) return 'templates-only';
  if (!c.caseOpen) return 'debt-closed';
  if (c.disputed || c.openComplaint) return 'dispute-open';
  if (c.channel === 'CALL' && c.stopCalls) return 'stop-calls';
  const minutes = lusakaMinutes(c.at);
  if (minutes < s.fromHour * 60 || minutes >= s.untilHour * 60) return 'hours';
  if (c.today >= s.perDay) return 'daily-cap';
  if (c.week >= s.perWeek) return 'weekly-cap';
  return null;
}
