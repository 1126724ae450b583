import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addDays } from '@pocket/contracts/lusaka-date';

import { CONDUCT, earliestSend, inQuietHours, lusakaHour, quietHoursEnd, reminderCap, retryAt } from './conduct';
import { paymentFailure } from './events';

const lusaka = (isoLocal: string) => new Date(`${isoLocal}+02:00`);
const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') }).map((ms) => new Date(ms));

describe('conduct rules (issue 31)', () => {
  it('quiet hours are 20:00 to 08:00 Lusaka time (UTC+2)', () => {
    expect(inQuietHours(lusaka('2026-05-01T19:59:59'))).toBe(false);
    expect(inQuietHours(lusaka('2026-05-01T20:00:00'))).toBe(true);
    expect(inQuietHours(lusaka('2026-05-02T07:59:59'))).toBe(true);
    expect(inQuietHours(lusaka('2026-05-02T08:00:00'))).toBe(false);
    expect(quietHoursEnd(lusaka('2026-05-01T21:30:00'))).toEqual(lusaka('2026-05-02T08:00:00'));
    expect(quietHoursEnd(lusaka('2026-05-02T03:00:00'))).toEqual(lusaka('2026-05-02T08:00:00'));
  });

  it('property: only receipts may go in quiet hours; anything else goes at the first 08:00 after, never later', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom('receipt', 'reminder', 'marketing' as const), (at, kind) => {
        const send = earliestSend(kind, at);
        if (kind === 'receipt') return send.getTime() === at.getTime();
        if (!inQuietHours(at)) return send.getTime() === at.getTime();
        return !inQuietHours(send) && lusakaHour(send) === CONDUCT.quietUntilHour && send > at && send.getTime() - at.getTime() <= 12 * 3600_000;
      }),
    );
  });

  it('property: following the caps, no loan ever gets two reminders a day or four in seven days', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 60 }), (offers) => {
        const sent: string[] = [];
        for (const offset of [...offers].sort((a, b) => a - b)) {
          const day = addDays('2026-05-01', offset);
          if (reminderCap(sent, day) === null) sent.push(day);
        }
        for (let d = 0; d <= 40; d += 1) {
          const day = addDays('2026-05-01', d);
          if (sent.filter((x) => x === day).length > CONDUCT.remindersPerDay) return false;
          const week = sent.filter((x) => x <= day && x > addDays(day, -CONDUCT.weekDays));
          if (week.length > CONDUCT.remindersPerWeek) return false;
        }
        return true;
      }),
    );
  });

  it('the schedule of one bill: due in 3 days, tomorrow and today go; late day 1 and 3 wait for the week; day 7 goes', () => {
    const due = '2026-05-15';
    const sent: string[] = [];
    const outcome = [-3, -1, 0, 1, 3, 7].map((offset) => {
      const day = addDays(due, offset);
      const cap = reminderCap(sent, day);
      if (cap === null) sent.push(day);
      return cap ?? 'sent';
    });
    expect(outcome).toEqual(['sent', 'sent', 'sent', 'week', 'week', 'sent']);
  });

  it('a failed send is tried again after 1, 5, 15 and 60 minutes, then given up', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect([1, 2, 3, 4, 5].map((n) => retryAt(n, at)?.getTime() ?? null).map((t) => (t === null ? null : (t - at.getTime()) / 60_000))).toEqual([1, 5, 15, 60, null]);
  });

  it("an operator's failure text becomes what the borrower can act on", () => {
    expect(paymentFailure('Declined by the wallet owner')).toBe('declined');
    expect(paymentFailure('The payment request did not reach the operator')).toBe('unreached');
    expect(paymentFailure('LOW_BALANCE: insufficient funds')).toBe('funds');
    expect(paymentFailure('PAYER_NOT_FOUND')).toBe('other');
  });
});
