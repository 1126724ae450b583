import { describe, expect, it } from 'vitest';

import { markShown, shownToday } from './once-a-day';

describe('once a day', () => {
  it('a popup shown today is not shown again until the next Lusaka day', () => {
    const store = window.localStorage;
    store.clear();
    const morning = Date.parse('2026-11-22T06:00:00Z');
    expect(shownToday('marketing', '7', morning, store)).toBe(false);
    markShown('marketing', '7', morning, store);
    expect(shownToday('marketing', '7', Date.parse('2026-11-22T21:59:00Z'), store)).toBe(true);
    expect(shownToday('marketing', '8', morning, store)).toBe(false);
    expect(shownToday('marketing', '7', Date.parse('2026-11-22T22:00:00Z'), store)).toBe(false);
  });
});
