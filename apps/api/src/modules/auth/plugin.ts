import type { KvStore } from '../../db/kv';
import { deviceGeneration, forgetTrustedDevices } from './device-trust';

/** The auth module's door for the staff desks (its routes are registered in app.ts). */
export interface AuthDoor {
  /** Every browser trusted for this phone (E.164) must prove itself with an SMS code again. */
  resetTrustedDevices(mobile: string): Promise<void>;
  /** How many times that was done for this phone (within a device cookie's lifetime). */
  deviceResets(mobile: string): Promise<number>;
}

export const authDoor = (kv: KvStore): AuthDoor => ({
  resetTrustedDevices: (mobile) => forgetTrustedDevices(kv, mobile),
  deviceResets: (mobile) => deviceGeneration(kv, mobile),
});

// The SMS code machinery for other modules' own codes (closing an account): the caller's cookies and the requester cookie.
export { otpCallerOf } from './otp-caller';
export { requesterCookieHeader } from './otp-requester';
