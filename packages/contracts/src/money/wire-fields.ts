// Money at the web's edge (decision 0041, the web side): the web has no runtime zod (the budget of /home), so it
// cannot run the codecs of ./codec. The api client converts instead, once, by field name: every number under a money
// field of an answer's data is read as Kwacha into Ngwee, and every Ngwee under a money field of a request's body is
// sent as Kwacha. The names are the keys the contracts give the codecs (kwacha, signedKwacha, kwachaInput,
// kwachaInputOrEmpty); wire-fields.test.ts walks every contract of the borrower's API and fails when a money field
// has a name that is not here, or a name here holds a plain number somewhere. No zod here: the web imports it.

import { toKwacha, toNgwee } from './index';

/**
 * The keys of the borrower's API whose numbers are Kwacha on the wire (answers and request bodies). Only numbers are
 * converted: `step` is a product's amount step, and the KYC review's `step` (a page's name, a string) stays as it is.
 */
export const MONEY_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'amount',
  'amountOff',
  'availableLimit',
  'couponDiscount',
  'creditApplied',
  'creditLimit',
  'deposit',
  'extensionFee',
  'extensionFees',
  'financed',
  'interest',
  'loanAmount',
  'maxAmount',
  'minAmount',
  'minBill',
  'minRepayAmount',
  'outstandingBeforeCoupon',
  'paidAmount',
  'payAmount',
  'penalty',
  'price',
  'principal',
  'receivedAmount',
  'remainingAmount',
  'serviceFee',
  'serviceFeeMin',
  'step',
  'total',
  'totalAmount',
  'totalCost',
  'totalCostOfCredit',
  'totalRepayAmount',
  'userCredit',
  'vipFeeDiscount',
  'waivedAmount',
  'waivers',
]);

/**
 * Keys whose value is never walked: it carries no Kwacha, and a name of MONEY_FIELDS inside it is not money on the
 * wire. `blocks`: what stops an account's closure (GET /api/account/close), whose `amount` is ngwee on the wire.
 * `extra`: getUserInfo's fields that other server modules add (VIP's `active`, `activeUntil`), untyped in the
 * contract (`z.unknown()`), so no test could tell a Kwacha amount there from another number: money must be typed in a
 * contract to be converted.
 */
export const NOT_MONEY_SUBTREES: ReadonlySet<string> = /* @__PURE__ */ new Set(['blocks', 'extra']);

type Json = unknown;

function decodeInPlace(value: Json): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) decodeInPlace(item);
    return;
  }
  const record = value as Record<string, Json>;
  for (const key in record) {
    const field = record[key];
    if (typeof field === 'number') {
      if (MONEY_FIELDS.has(key)) record[key] = field < 0 ? -toNgwee(-field) : toNgwee(field);
    } else if (!NOT_MONEY_SUBTREES.has(key)) decodeInPlace(field);
  }
}

/**
 * Reads a freshly parsed answer's data as the inside reads it: every number under a money key, Kwacha on the wire,
 * becomes integer ngwee (string parsing, as the codecs; a negative amount, signedKwacha's, keeps its sign). Changes
 * the value in place (it comes from JSON.parse and nobody else holds it) and returns it; throws a RangeError on an
 * amount with more than 2 decimals, as the codecs refuse it.
 */
export function moneyFromWire<T = unknown>(data: Json): T {
  decodeInPlace(data);
  return data as T;
}

/**
 * The replacer of `JSON.stringify` for a request's body: every number under a money key, Ngwee inside, is sent as a
 * Kwacha number; `''` (kwachaInputOrEmpty's "no amount") and every other value go as they are. The body itself is
 * not changed (it may be a frozen argument of the cache).
 */
export function moneyToWire(this: unknown, key: string, value: Json): Json {
  return typeof value === 'number' && MONEY_FIELDS.has(key) ? toKwacha(value) : value;
}
