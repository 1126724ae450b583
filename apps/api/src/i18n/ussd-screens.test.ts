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
      expect(screens.length).toBe(32);
      for (const text of screens) {
        expect(text.length + 4, `${lang}: ${text}`).toBeLessThanOrEqual(USSD_SCREEN_MAX);
        if (text.length > longest.n) longest = { n: text.length, text };
      }
    }
    // The promise screens ("6 Promise to pay") are among them, with the longest amount and date.
    for (const lang of LANGUAGES) expect(everyScreen(lang)).toContain(screensIn(lang).promise.thanks(99_999_999, '2026-12-25'));
    console.log(`[ussd] longest screen: ${longest.n + 4} of ${USSD_SCREEN_MAX} characters`);
  });

  it('English screens keep their words; Bemba and Nyanja say the same amounts and dates', () => {
    const bill: BillLine = { dueDate: '2026-05-15', remaining: 116_000, late: true };
    expect(screensIn('en').repay(bill)).toBe('Bill due 15 May (late): K1,160.00\n1 Pay all K1,160.00\n2 Pay another amount\n0 Back');
    expect(screensIn('bem').repay(bill)).toBe('Bilu ya pa 15 May (yacelwa): K1,160.00\n1 Lipila yonse K1,160.00\n2 Lipila indalama imbi\n0 Bwelela');
    expect(screensIn('ny').repay({ ...bill, late: false })).toBe('Bilu ya pa 15 May: K1,160.00\n1 Lipira yonse K1,160.00\n2 Lipira ndalama ina\n0 Bwererani');
    // The promise screens: English word for word as before issue 48, Bemba and Nyanja with the same amount and dates.
    const dateIn = (days: number) => ['2026-11-27', '2026-11-30', '2026-12-04', '2026-12-11'][[0, 3, 7, 14].indexOf(days)]!;
    expect(screensIn('en').promise.choose(116_000, dateIn)).toBe('Promise to pay K1,160.00 late by:\n1 Today\n2 30 Nov\n3 4 Dec\n4 11 Dec\n0 Back');
    expect(screensIn('en').promise.thanks(116_000, '2026-12-04')).toBe('Thank you. You promised to pay K1,160.00 by 4 Dec. Reminders pause until then. Pay with 2 Repay or in the Pocket app.');
    expect(screensIn('en').promise.already(116_000, '2026-12-04')).toBe('You already promised to pay K1,160.00 by 4 Dec. Pay with 2 Repay or in the Pocket app.');
    expect(screensIn('en').promise.noLate).toBe('You have no late bill, so there is nothing to promise. Thank you!');
    expect(screensIn('ny').promise.choose(116_000, dateIn, screensIn('ny').notes.wrongChoice)).toBe(
      'Mwasankha molakwika. Yesaninso.\nLonjezani kulipira K1,160.00 yochedwa pofika:\n1 Lero\n2 30 Nov\n3 4 Dec\n4 11 Dec\n0 Bwererani',
    );
    expect(screensIn('bem').promise.noLate).toBe('Tamwakwata bilu iyacelwa, e ico tapali ico mwingalaya. Natotela!');
    // A refusal from another module in the caller's language when the catalogue has it.
    expect(screensIn('ny').refused('This bill is already paid off')).toBe('Palibe cholipiridwa. Bilu iyi inalipiridwa kale yonse');
  });
});
