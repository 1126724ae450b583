import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { USSD_PIN_MESSAGES, ussdPinBody, ussdPinError } from './ussd';

describe('the USSD PIN rule (issue 31)', () => {
  it('takes exactly 4 digits', () => {
    for (const pin of ['', '123', '12345', '12a4', ' 2580', '２５８０']) expect(ussdPinError(pin), pin).toBe(USSD_PIN_MESSAGES.format);
    expect(ussdPinError('2580')).toBeNull();
  });

  it('refuses the first guesses: one digit four times, four digits in a row up or down', () => {
    for (const pin of ['0000', '1111', '9999', '0123', '1234', '6789', '9876', '3210']) expect(ussdPinError(pin), pin).toBe(USSD_PIN_MESSAGES.guessable);
    for (const pin of ['1235', '1212', '0987', '2468', '7391']) expect(ussdPinError(pin), pin).toBeNull();
  });

  it('of the 10,000 PINs exactly 24 are refused as guessable (10 repeated, 7 up, 7 down), and the body schema agrees', () => {
    let refused = 0;
    for (let n = 0; n < 10_000; n++) if (ussdPinError(String(n).padStart(4, '0'))) refused++;
    expect(refused).toBe(24);
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (pin) => {
        expect(ussdPinBody.safeParse({ pin }).success).toBe(ussdPinError(pin) === null);
      }),
    );
  });
});
