import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { KWACHA_MESSAGE, kwacha, kwachaInput, kwachaInputOrEmpty, NEGATIVE_MESSAGE, NGWEE_MESSAGE, signedKwacha } from './codec';
import { type Ngwee, ngwee } from './index';

const messages = (r: { success: boolean; error?: z.ZodError }) => (r.error?.issues ?? []).map((i) => i.message);

describe('money as a codec: Kwacha on the wire, Ngwee inside', () => {
  it('decodes Kwacha numbers into integer ngwee by string parsing', () => {
    expect(kwacha.decode(1050.5)).toBe(105050);
    expect(kwacha.decode(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996 as a float
    expect(kwacha.decode(0)).toBe(0);
    expect(kwachaInput.decode('1050.50')).toBe(105050);
    expect(kwachaInput.decode(' 12 ')).toBe(1200);
    expect(signedKwacha.decode(-10.5)).toBe(-1050);
    expect(signedKwacha.decode(-0)).toBe(0);
  });

  it('encodes Ngwee into the Kwacha numbers the wire had', () => {
    expect(kwacha.encode(ngwee(105050))).toBe(1050.5);
    expect(kwacha.encode(ngwee(29))).toBe(0.29);
    expect(kwacha.encode(ngwee(100000))).toBe(1000);
    expect(JSON.stringify({ a: kwacha.encode(ngwee(105050)) })).toBe('{"a":1050.5}');
    expect(signedKwacha.encode(ngwee(-1050))).toBe(-10.5);
    expect(kwachaInput.encode(ngwee(1))).toBe(0.01);
  });

  it('round-trips every amount it accepts', () => {
    for (const n of [0, 1, 9, 10, 99, 100, 101, 105050, 123456789]) expect(kwacha.decode(kwacha.encode(n as Ngwee))).toBe(n);
  });

  it('refuses a request amount that is not Kwacha, with the message the spec asserts', () => {
    for (const bad of [10.123, -5, '1e3', 'ten', '', '-1', 1e21]) {
      const r = kwachaInput.safeDecode(bad as number);
      expect(r.success).toBe(false);
      expect(messages(r)).toEqual([KWACHA_MESSAGE]);
    }
    expect(kwacha.safeDecode(0.1 + 0.2).success).toBe(false);
    expect(kwachaInput.safeDecode(Number.NaN).success).toBe(false);
  });

  it('names the field that was refused', () => {
    const body = z.object({ amount: kwachaInput });
    const r = body.safeDecode({ amount: 1.005 });
    expect(r.error?.issues).toMatchObject([{ path: ['amount'], message: KWACHA_MESSAGE, code: 'custom' }]);
  });

  it('refuses to send a figure that is not whole ngwee or is negative where the field does not allow it', () => {
    expect(messages(kwacha.safeEncode(10.5 as Ngwee))).toEqual([NGWEE_MESSAGE]);
    expect(messages(kwacha.safeEncode(-100 as Ngwee))).toEqual([NEGATIVE_MESSAGE]);
    expect(signedKwacha.safeEncode(-100 as Ngwee).data).toBe(-1);
    expect(() => ngwee(1.5)).toThrow(/integer/);
  });

  it('types the inside as Ngwee and the wire as a number', () => {
    const inside: Ngwee = kwacha.decode(1);
    const wire: number = kwacha.encode(inside);
    expect([inside, wire]).toEqual([100, 1]);
    // @ts-expect-error a plain number is not Ngwee
    kwacha.encode(100);
  });
});

describe('a request amount the app may send empty (payAmount: amount or empty)', () => {
  it('reads the empty amount as empty and refuses a bad one with the amount’s message, not a union’s', () => {
    const body = z.object({ payAmount: kwachaInputOrEmpty.optional() });
    for (const bad of [300.505, 'abc', -1]) expect(messages(body.safeDecode({ payAmount: bad }))).toEqual([KWACHA_MESSAGE]);
    expect(body.decode({ payAmount: '' })).toEqual({ payAmount: '' });
    expect(body.decode({ payAmount: '300.50' })).toEqual({ payAmount: 30050 });
  });
});
