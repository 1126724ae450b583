import { describe, expect, it } from 'vitest';

import { addDays, daysBetween, endOfLusakaDay, isOverdue, lusakaDate, lusakaToday } from './lusaka-date';

describe('business dates in Africa/Lusaka (docs/product.md#money-and-time)', () => {
  it('takes today in Lusaka (UTC+2): 23:30 UTC is already the next day', () => {
    expect(lusakaToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });

  it('counts the day in Lusaka, two hours ahead of UTC', () => {
    expect(lusakaToday(Date.UTC(2026, 10, 22, 22, 30))).toBe('2026-11-23');
    expect(lusakaToday(Date.UTC(2026, 10, 22, 21, 59))).toBe('2026-11-22');
    expect(lusakaDate(Date.parse('2026-11-22T22:00:00Z'))).toBe('2026-11-23');
  });

  it('reads a Date and epoch milliseconds alike, and defaults to now', () => {
    const at = Date.UTC(2026, 0, 31, 22, 0);
    expect(lusakaDate(new Date(at))).toBe(lusakaDate(at));
    expect(lusakaDate(at)).toBe('2026-02-01');
    expect(lusakaToday()).toBe(lusakaDate(Date.now()));
  });

  it('adds calendar days across months and years, and counts the days between', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-22', '2026-12-06')).toBe(14);
    expect(daysBetween('2026-12-06', '2026-11-22')).toBe(-14);
    expect(() => addDays('22/11/2026', 1)).toThrow(RangeError);
  });

  it('keeps a bill due until 23:59:59.999 Lusaka on its due date, overdue from the next day', () => {
    expect(endOfLusakaDay('2026-11-22').toISOString()).toBe('2026-11-22T21:59:59.999Z');
    expect(lusakaDate(endOfLusakaDay('2026-11-22'))).toBe('2026-11-22');
    expect(lusakaDate(endOfLusakaDay('2026-11-22').getTime() + 1)).toBe('2026-11-23');
    expect(isOverdue('2026-11-22', '2026-11-22')).toBe(false);
    expect(isOverdue('2026-11-22', '2026-11-23')).toBe(true);
  });
});
