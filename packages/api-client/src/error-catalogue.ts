import { RESPONSE_CODE } from '@pocket/contracts/constants';

export type Outcome = 'resolve' | 'pass' | 'reject';

export interface Decision {
  outcome: Outcome;
  /** 401: log out and open the login panel. */
  logout: boolean;
  /** 'plain' for a code in a 2xx answer, 'fail' for an HTTP-level error (docs/product.md#error-catalogue). */
  toast: 'none' | 'plain' | 'fail';
}

/** Codes the calling page handles itself; they reach the caller without a toast. */
export const PASS_THROUGH_CODES: ReadonlySet<number> = new Set([
  RESPONSE_CODE.notImplemented,
  RESPONSE_CODE.expectationFailed,
]);

/**
 * The error catalogue of docs/product.md#error-catalogue, as one pure decision. Code 200 succeeds; 401 logs out and opens the login
 * panel; 501 and 417 reach the caller; every other code toasts msg for 3 s with clicks blocked and rejects (401 is
 * "other than 200, 501 and 417", so it toasts too). An HTTP-level error uses the body's code and msg the same way,
 * with a fail toast.
 */
export function decide(code: number, httpLevel: boolean): Decision {
  if (code === RESPONSE_CODE.ok) {
    return httpLevel ? { outcome: 'reject', logout: false, toast: 'none' } : { outcome: 'resolve', logout: false, toast: 'none' };
  }
  if (PASS_THROUGH_CODES.has(code)) return { outcome: 'pass', logout: false, toast: 'none' };
  return {
    outcome: 'reject',
    logout: code === RESPONSE_CODE.unauthorized,
    toast: httpLevel ? 'fail' : 'plain',
  };
}
