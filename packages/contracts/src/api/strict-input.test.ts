import { describe, expect, it } from 'vitest';

import { CONTROL_CHARS_MESSAGE, isPlainText } from '../validators/text';
import { idParam, intField, numberField, plainText } from './common';
import { kwachaSchema, loanAskBody } from './lending';
import { submitRepayBody } from './repayment';
import { grabInfoBody, trackingPointBody } from './telemetry';

describe('contracts refuse the wrong type (no coercion)', () => {
  it('ids, amounts and day numbers refuse arrays, booleans, null and fractions', () => {
    for (const bad of [[7], true, false, null, 7.5, '7.5', '', ' 7', {}]) {
      expect(intField().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(idParam.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(submitRepayBody.safeParse({ bizType: 1, planId: bad }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(loanAskBody.safeParse({ amount: true, term: 7 }).success).toBe(false);
    expect(loanAskBody.safeParse({ amount: 500, term: [7] }).success).toBe(false);
  });

  it('integers come as JSON numbers or digit strings (paths and queries)', () => {
    expect(intField().parse(7)).toBe(7);
    expect(idParam.parse('12')).toBe(12);
    expect(submitRepayBody.parse({ bizType: 1, planId: '3' }).planId).toBe(3);
  });

  it('numbers come as JSON numbers or decimal strings only', () => {
    expect(numberField().parse('-15.42')).toBe(-15.42);
    for (const bad of [[1], true, '1e3', 'NaN']) expect(numberField().safeParse(bad).success).toBe(false);
  });

  it('money has at most 2 decimals, as a number or as the exact text of the number', () => {
    expect(kwachaSchema.safeParse(100.5).success).toBe(true);
    expect(kwachaSchema.safeParse('100.50').success).toBe(true);
    // The JSON body parser hands over a number literal a double cannot hold exactly as its text (see the API).
    expect(kwachaSchema.safeParse('100.0000000000000001').success).toBe(false);
    expect(kwachaSchema.safeParse(100.005).success).toBe(false);
  });
});

describe('free text refuses control characters', () => {
  it('NUL, escape, DEL, C1 and lone surrogates are refused; tab and line breaks are kept', () => {
    for (const bad of ['a\u0000b', '\u001b[31m', 'x\u007f', '\u0085', '\ud800', 'a\udc00']) expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['Chanda Mwale', 'line\nbreak\ttab\r', 'Lusaka 🇿🇲', 'é']) expect(isPlainText(good)).toBe(true);
  });

  it('every free-text schema names the rule', () => {
    const result = plainText(50).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARS_MESSAGE);
    expect(trackingPointBody.safeParse({ pageId: 'home\u0000', actionId: 'x' }).success).toBe(false);
    expect(grabInfoBody.safeParse({ type: 1, info: '{"deviceid":"\u0000"}' }).success).toBe(false);
  });
});
