import { describe, expect, it } from 'vitest';

import { refusalOf } from '@pocket/contracts/api/staff';

import { type ContactAttempt, conductRefusal } from './conduct';

const at = (lusaka: string) => new Date(`${lusaka}+02:00`);
const ok: ContactAttempt = {
  at: at('2026-11-27T10:00:00'), channel: 'CALL', to: 'BORROWER', template: null, message: null, caseOpen: true, disputed: false, openComplaint: false, stopCalls: false, today: 0, week: 0,
};

describe('conduct rules (decision 0058), the pure check', () => {
  it('contact hours are 08:00 to 20:00 Lusaka: 07:59 and 20:00 are refused, 08:00 and 19:59 allowed', () => {
    const when = (t: string) => conductRefusal({ ...ok, at: at(`2026-11-27T${t}`) });
    expect(['07:59:59', '08:00:00', '19:59:59', '20:00:00', '20:01:00', '23:30:00', '00:10:00'].map(when)).toEqual(['hours', null, null, 'hours', 'hours', 'hours', 'hours']);
    // A ladder's push notification keeps the same hours.
    expect(conductRefusal({ ...ok, channel: 'PUSH', template: 'late-reminder', at: at('2026-11-27T20:01:00') })).toBe('hours');
    // So does a ladder's USSD step (its SMS giving the USSD code).
    expect(conductRefusal({ ...ok, channel: 'USSD', template: 'late-reminder.ussd', at: at('2026-11-27T20:01:00') })).toBe('hours');
  });

  it('the caps: the fourth contact of a day and the eleventh of 7 days are refused', () => {
    expect(conductRefusal({ ...ok, today: 2, week: 9 })).toBeNull();
    expect(conductRefusal({ ...ok, today: 3, week: 3 })).toBe('daily-cap');
    expect(conductRefusal({ ...ok, today: 0, week: 10 })).toBe('weekly-cap');
  });

  it('whom, what and whether: a third party, free text, a closed debt, a dispute or complaint, calls after "stop calling"', () => {
    expect(conductRefusal({ ...ok, to: 'EMERGENCY_CONTACT' })).toBe('borrower-only');
    expect(conductRefusal({ ...ok, to: 'EMPLOYER' })).toBe('borrower-only');
    expect(conductRefusal({ ...ok, channel: 'SMS', template: 'late-reminder', message: 'Pay today' })).toBe('templates-only');
    expect(conductRefusal({ ...ok, channel: 'SMS' })).toBe('templates-only');
    expect(conductRefusal({ ...ok, channel: 'PUSH' })).toBe('templates-only');
    expect(conductRefusal({ ...ok, channel: 'USSD' })).toBe('templates-only');
    expect(conductRefusal({ ...ok, channel: 'USSD', template: 'late-reminder.ussd', stopCalls: true })).toBeNull();
    expect(conductRefusal({ ...ok, caseOpen: false })).toBe('debt-closed');
    expect(conductRefusal({ ...ok, disputed: true })).toBe('dispute-open');
    expect(conductRefusal({ ...ok, openComplaint: true })).toBe('dispute-open');
    expect(conductRefusal({ ...ok, stopCalls: true })).toBe('stop-calls');
    expect(conductRefusal({ ...ok, stopCalls: true, channel: 'SMS', template: 'missed-call' })).toBeNull();
  });

  it('each refusal names its rule in words', () => {
    expect(refusalOf('hours')).toBe('Refused by the rule "Contact hours": contact a borrower only between 08:00 and 20:00 Lusaka time.');
    expect(refusalOf('borrower-only')).toBe('Refused by the rule "The borrower only": never contact an emergency contact, an employer or anyone but the borrower about the debt.');
  });
});
