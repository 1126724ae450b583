import { z } from 'zod';

import { PHONE_INVALID } from '../validators/messages';
import { isValidPhone } from '../validators/phone';
import { CONTROL_CHARS_MESSAGE, isPlainText } from '../validators/text';

/** Every answer: `{ code, msg, data }`, code 200 on success (docs/product.md#error-catalogue). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });

/** The answer of a call that has nothing to say but "done". */
export const emptyAnswer = envelope(z.null());

/** Any refusal: code other than 200, msg for the user, data null or a small object the caller may use. */
export const errorAnswer = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.union([z.null(), z.record(z.string(), z.unknown())]),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** Default headers every call carries (docs/product.md#calls), as Node lower-cases them. */
export const DEFAULT_HEADERS = ['appname', 'appversioncode', 'x-tenantid', 'lang', 'devicebrand', 'appchannelcode'] as const;
/** Headers of token-flagged calls. */
export const SIGNED_HEADERS = ['token', 'uid', 'nonce', 'timestamp', 'sign'] as const;

/** A phone as typed: 10 digits starting with 0. */
export const mobileSchema = z.string().refine(isValidPhone, { message: PHONE_INVALID });

/** Zambian mobile networks (MTN 096/076/056, Airtel 097/077/057, Zamtel 095/075/055); SMS goes to these only. */
export const ZAMBIAN_MOBILE = /^0[579][5-7]\d{7}$/;
export const NOT_ZAMBIAN_MOBILE = 'Codes are sent to Zambian mobile numbers only (095, 096, 097, 075, 076, 077, 055, 056, 057)';
export const zambianMobileSchema = mobileSchema.refine((v) => ZAMBIAN_MOBILE.test(v), { message: NOT_ZAMBIAN_MOBILE });

/** Free text from a person: a string of at most `max` characters with no control character (NUL etc.). */
export const plainText = (max: number) => z.string().max(max, `must be at most ${max} characters`).refine(isPlainText, { message: CONTROL_CHARS_MESSAGE });

/** Refines any string schema to refuse control characters (for fields built with trim/regex/min first). */
export const noControlChars = <T extends z.ZodType<string>>(schema: T) => schema.refine(isPlainText, { message: CONTROL_CHARS_MESSAGE });

const INT_TEXT = /^-?\d{1,16}$/;
const NUMBER_TEXT = /^-?\d{1,16}(\.\d{1,20})?$/;
const safeInt = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/**
 * An integer as a JSON number or a string of digits ("7", as paths and queries carry them), then checked by `inner`.
 * Never coerced from another type: `[7]`, `true`, `null` and `7.5` are refused (z.coerce would take the first two).
 */
export const intField = (inner: z.ZodType<number, number> = safeInt) =>
  z.union([safeInt, z.string().regex(INT_TEXT).transform(Number)], { error: 'must be a whole number' }).pipe(inner);

/** A number as a JSON number or a decimal string ("15.42"), then checked by `inner`; no other type is coerced. */
export const numberField = (inner: z.ZodType<number, number> = z.number()) =>
  z.union([z.number(), z.string().regex(NUMBER_TEXT).transform(Number)], { error: 'must be a number' }).pipe(inner);

const ID_TEXT = /^\d{1,16}$/;
const wholeNumber = (min: 0 | 1) =>
  z
    .union([safeInt, z.string().regex(ID_TEXT).transform(Number)], { error: 'must be a whole number' })
    .pipe(safeInt.min(min, min === 1 ? 'must be a whole number from 1' : 'must be a whole number from 0'));

/**
 * THE schema of a numeric id, for every id field of every body, query and path (issue 34): ids travel as JSON numbers
 * (bodies, as the web app sends them) or digit strings (paths, queries, ids read from a route path); nothing else.
 * `true`, `[7]`, `null`, `7.5`, `"7.5"`, `"abc"` answer 400 "<field>: must be a whole number"; 0 and below are no id.
 * (z.coerce, used before for vipCardId, made `true` the card 1.) `apps/api/src/plugins/id-sweep.test.ts` sends bad ids
 * to every id-named field of every route, so a new field that does not use this schema is caught.
 */
export const idField = wholeNumber(1);

/** An id in a path or query: the same schema (kept as a name for path parameters). */
export const idParam = idField;

/** queryAreaInfoById/{id}: the one id where 0 is a value (0 = the country: it lists the provinces). */
export const areaIdParam = wholeNumber(0);

/**
 * Ids that are not numbers by design, with the same strictness (a string of their own form, never a number or
 * boolean): ids of uploaded files (from uploadBase64) and questionnaire question keys (`loan_purpose`).
 */
export const uploadIdField = z.string({ error: 'must be an id answered by uploadBase64' }).regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be an id answered by uploadBase64');
export const questionIdField = z.string({ error: 'must be a question id' }).regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be a question id');

/** 403 codes' data when the timestamp is off: the server's time so the client can resync its clock. */
export const staleTimestampData = z.object({ serverTime: z.number().int() });
