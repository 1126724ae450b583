// Money crossing the wire (decision 0041): Kwacha on the wire, branded integer ngwee inside. The codecs decode a
// request's Kwacha into Ngwee for the handler and encode the handler's Ngwee into Kwacha for the answer, through the
// string parsing of toNgwee/toKwacha (never float multiplication). This file imports zod: the web, which has no
// runtime zod, imports only ./index. The web's modules import constants from modules of api/ that import these
// codecs: the `@__PURE__` marks let the bundler drop them, and zod with them, when nothing uses them (without them
// /home's first load took zod, 25 KiB gz).

import { z } from 'zod';

import { type Ngwee, toKwacha, toNgwee } from './index';

/** The refusal a request's amount gets when it is not Kwacha with at most 2 decimals (a spec and tests assert it). */
export const KWACHA_MESSAGE = 'must be an amount in Kwacha with at most 2 decimals';
/** The refusal an answer's amount gets when the handler hands over a figure that is not whole ngwee. */
export const NGWEE_MESSAGE = 'must be an integer amount in ngwee';
/** The refusal an amount gets when the field does not allow a negative amount. */
export const NEGATIVE_MESSAGE = 'must not be negative';

/**
 * Integer ngwee, the server's money (branded: a Kwacha number is not one). Whole ngwee is checked by the codecs'
 * encode, not by a refinement here: a refinement on every amount made an answer's encode 3 to 4 times slower.
 */
export const ngweeSchema = /* @__PURE__ */ z.number().brand<'Ngwee'>();

type Ctx = z.core.ParsePayload<unknown>;

function refuse(ctx: Ctx, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

function decodeKwacha(value: number | string, signed: boolean, ctx: Ctx): Ngwee {
  const text = typeof value === 'string' ? value.trim() : value;
  const negative = signed && (typeof text === 'string' ? text.startsWith('-') : text < 0);
  const magnitude = negative ? (typeof text === 'string' ? text.slice(1) : -text) : text;
  try {
    const ngwee = toNgwee(magnitude);
    return (negative && ngwee !== 0 ? -ngwee : ngwee) as Ngwee;
  } catch {
    return refuse(ctx, KWACHA_MESSAGE);
  }
}

function encodeKwacha(ngwee: number, signed: boolean, ctx: Ctx): number {
  if (!Number.isSafeInteger(ngwee)) return refuse(ctx, NGWEE_MESSAGE);
  if (!signed && ngwee < 0) return refuse(ctx, NEGATIVE_MESSAGE);
  return toKwacha(ngwee);
}

/** An answer's amount: Kwacha (a JSON number with at most 2 decimals, not negative) on the wire, Ngwee inside. */
export const kwacha = /* @__PURE__ */ z.codec(z.number(), ngweeSchema, {
  decode: (value, ctx) => decodeKwacha(value, false, ctx),
  encode: (value, ctx) => encodeKwacha(value, false, ctx),
});

/** An answer's amount that may be negative (a balance, a difference): -10.5 on the wire is -1050 ngwee. */
export const signedKwacha = /* @__PURE__ */ z.codec(z.number(), ngweeSchema, {
  decode: (value, ctx) => decodeKwacha(value, true, ctx),
  encode: (value, ctx) => encodeKwacha(value, true, ctx),
});

/**
 * A request's amount: Kwacha as a JSON number or a numeric string (`"1050.50"`), at most 2 decimals, not negative;
 * the handler reads Ngwee. Sent back (encoded) as a Kwacha number.
 */
export const kwachaInput = /* @__PURE__ */ z.codec(z.union([z.number(), z.string()]), ngweeSchema, {
  decode: (value, ctx) => decodeKwacha(value, false, ctx),
  encode: (value, ctx) => encodeKwacha(value, false, ctx),
});

/**
 * A request's amount the app may send empty (`payAmount: ''`, "no amount"): '' stays '', anything else is read as
 * kwachaInput reads it. One codec rather than a union of kwachaInput and '': a union whose every option fails reports
 * `Invalid input`, and the spec's refusal of a bad amount is `must be an amount in Kwacha with at most 2 decimals`.
 */
export const kwachaInputOrEmpty = /* @__PURE__ */ z.codec(z.union([z.number(), z.string()]), z.union([ngweeSchema, z.literal('')]), {
  decode: (value, ctx) => (value === '' ? '' : decodeKwacha(value, false, ctx)),
  encode: (value, ctx) => (value === '' ? '' : encodeKwacha(value, false, ctx)),
});
