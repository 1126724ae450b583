import { describe, expect, it } from 'vitest';

import { DELINQUENCY_BUCKETS } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { bucketOf, checkBuckets, daysPastDue } from './delinquency';

describe('days past due (docs/collections.md), hand-computed', () => {
  it('a bill due today is 0 days past due, due yesterday 1; no unpaid bill is 0', () => {
    expect(daysPastDue('2026-04-08', '2026-04-08')).toBe(0);
    expect(daysPastDue('2026-04-08', '2026-04-09')).toBe(1);
    expect(daysPastDue('2026-04-20', '2026-04-08')).toBe(0);
    expect(daysPastDue(null, '2026-04-08')).toBe(0);
  });

  it('counts calendar days across month ends and a leap day', () => {
    expect(daysPastDue('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysPastDue('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysPastDue('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('turns at midnight Lusaka (22:00 UTC), not at midnight UTC', () => {
    const due = '2026-04-08';
    expect(daysPastDue(due, lusakaDate(Date.parse('2026-04-08T21:59:59.999Z')))).toBe(0); // 23:59:59.999 Lusaka
    expect(daysPastDue(due, lusakaDate(Date.parse('2026-04-08T22:00:00.000Z')))).toBe(1); // 00:00 Lusaka on the 9th
    expect(daysPastDue(due, lusakaDate(Date.parse('2026-04-07T22:30:00.000Z')))).toBe(0); // 00:30 on the due date
  });
});

describe('delinquency buckets (settings; default 1-7, 8-30, 31-60, 61-90, 90+)', () => {
  it('puts each edge day in its bucket and day 0 in none', () => {
    const code = (dpd: number) => bucketOf(dpd, DELINQUENCY_BUCKETS)?.code ?? null;
    expect([0, 1, 7, 8, 30, 31, 60, 61, 90, 91, 400].map(code)).toEqual([null, '1-7', '1-7', '8-30', '8-30', '31-60', '31-60', '61-90', '61-90', '90+', '90+']);
  });

  it('the default buckets are valid; gaps, overlaps and a closed last bucket are refused with the reason', () => {
    expect(checkBuckets(DELINQUENCY_BUCKETS)).toBeNull();
    expect(checkBuckets([{ code: 'a', from: 1, to: 7 }, { code: 'b', from: 9, to: null }])).toBe('buckets: "b" must start at day 8');
    expect(checkBuckets([{ code: 'a', from: 1, to: 7 }, { code: 'b', from: 5, to: null }])).toBe('buckets: "b" must start at day 8');
    expect(checkBuckets([{ code: 'a', from: 1, to: 7 }])).toBe('buckets: the last bucket must be open-ended (to: null)');
    expect(checkBuckets([{ code: 'a', from: 1, to: null }, { code: 'b', from: 2, to: null }])).toBe('buckets: only the last bucket may be open-ended ("a" is not last)');
  });
});
