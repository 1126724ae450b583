import { describe, expect, it } from 'vitest';

import { USSD_SCREEN_MAX } from '../modules/ussd/gateway';
import { everyScreen } from '../modules/ussd/screen-limits';
import { type BillLine, screensIn } from '../modules/ussd/screens';
import { LANGUAGES } from './index';

describe('USSD screens in English, Bemba and Nyanja (issue 48)', () => {
  it('every screen fits 182 characters in every language, with the longest values', () => {
    let longest = { n: 0, text: '' };
    for (const lang of LANGUAGES) {
      const screens = everyScreen(lang);
      expect(screens.length).toBe(26);
      for (const text of screens) {
        expect(text.length + 4, `${lang}: ${text}`).toBeLessThanOrEqual(USSD_SCREEN_MAX);
        if (text.length > longest.n) longest = { n: text.length, text };
      }
    }
    console.log(`[ussd] longest screen: ${longest.n + 4} of ${USSD_SCREEN_MAX} characters`);
  });

  it('English screens keep their words; Bemba and Nyanja say the same amounts and dates', () => {
    const bill: BillLine = { dueDate: '2026-05-15', remaining: 116_000, late: true };
    expect(screensIn('en').repay(bill)).toBe('Bill due 15 May (late): K1,160.00\n1 Pay all K1,160.00\n2 Pay another amount\n0 Back');
    expect(screensIn('bem').repay(bill)).toBe('Bilu ya pa 15 May (yacelwa): K1,160.00\n1 Lipila yonse K1,160.00\n2 Lipila indalama imbi\n0 Bwelela');
    expect(screensIn('ny').repay({ ...bill, late: false })).toBe('Bilu ya pa 15 May: K1,160.00\n1 Lipira yonse K1,160.00\n2 Lipira ndalama ina\n0 Bwererani');
    // A refusal from another module in the caller's language when the catalogue has it.
    expect(screensIn('ny').refused('This bill is already paid off')).toBe('Palibe cholipiridwa. Bilu iyi inalipiridwa kale yonse');
  });
});
