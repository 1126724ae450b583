// Money at the web's edge (decision 0041, the web side): the web has no runtime zod (the budget of /home), so it
// cannot run the codecs of ./codec. The api client converts instead, once, by field name: every number under a money
// field of an answer's data is read as Kwacha into Ngwee, and every Ngwee under a money field of a request's body is
// sent as Kwacha. The names are the keys the contracts give the codecs (kwacha, signedKwacha, kwachaInput,
// kwachaInputOrEmpty); wire-fields.test.ts walks every contract of the borrower's API and fails when a money field
// has a name that is not here, or a name here holds a plain number somewhere. No zod here: the web imports it.

import { toKwacha, toNgwee } from './index';

/**
 * The keys of the borrower's API whose numbers are Kwacha on the wire (answers and request bodies), by name and by
 * ending: amount, step, total, price, deposit, financed, interest, penalty, principal, waivers, minBill, and every
 * key ending in Amount (loanAmount, remainingAmount, ...), Fee or Fees, FeeMin, Limit, Discount, Applied, Credit,
 * Coupon, Cost or Off. A pattern rather than a list of the 38 names: /home's first load has no room for the list
 * (docs/performance.md). wire-fields.test.ts holds it to the contracts: every money codec's key matches, and no key of
 * a plain number does (`extensionFeeRate`, `discountPercent` and the like end otherwise). Only numbers are converted:
 * the KYC review's `step` (a page's name, a string) stays as it is.
 */
export const MONEY_FIELD = /^(amount|step|total|price|deposit|financed|interest|penalty|principal|waivers|minBill)$|(Amount|Fees?|FeeMin|Limit|Discount|Applied|Credit|Coupon|Cost|Off)$/;

/**
 * Keys whose value is never walked: it carries no Kwacha, and a key MONEY_FIELD matches inside it is not money on the
 * wire. `blocks`: what stops an account's closure (GET /api/account/close), whose `amount` is ngwee on the wire.
 * `extra`: getUserInfo's fields that other server modules add (VIP's `active`, `activeUntil`), untyped in the
 * contract (`z.unknown()`), so no test could tell a Kwacha amount there from another number: money must be typed in a
 * contract to be converted.
 */
export const NOT_MONEY_SUBTREES: ReadonlySet<string> = /* @__PURE__ */ new Set(['blocks', 'extra']);

type Json = unknown;

// Objects and arrays alike (an array's keys are its indexes, never a money key).
function decodeInPlace(value: Record<string, Json>): void {
  for (const key in value) {
    const field = value[key];
    if (typeof field === 'number') {
      if (MONEY_FIELD.test(key)) value[key] = field < 0 ? -toNgwee(-field) : toNgwee(field);
    } else if (typeof field === 'object' && field !== null && !NOT_MONEY_SUBTREES.has(key)) decodeInPlace(field as Record<string, Json>);
  }
}

/**
 * Reads a freshly parsed answer's data as the inside reads it: every number under a money key, Kwacha on the wire,
 * becomes integer ngwee (string parsing, as the codecs; a negative amount, signedKwacha's, keeps its sign). Changes
 * the value in place (it comes from JSON.parse and nobody else holds it) and returns it; throws a RangeError on an
 * amount with more than 2 decimals, as the codecs refuse it.
 */
export function moneyFromWire<T = unknown>(data: Json): T {
  if (typeof data === 'object' && data !== null) decodeInPlace(data as Record<string, Json>);
  return data as T;
}

/**
 * The replacer of `JSON.stringify` for a request's body: every number under a money key, Ngwee inside, is sent as a
 * Kwacha number; `''` (kwachaInputOrEmpty's "no amount") and every other value go as they are. The body itself is
 * not changed (it may be a frozen argument of the cache).
 */
export function moneyToWire(this: unknown, key: string, value: Json): Json {
  return typeof value === 'number' && MONEY_FIELD.test(key) ? toKwacha(value) : value;
}
