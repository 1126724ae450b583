import type { KvStore } from '../../db/kv';
import { forgetTrustedDevices } from './device-trust';

/** The auth module's door for the staff desks (its routes are registered in app.ts). */
export interface AuthDoor {
  /** Every browser trusted for this phone (E.164) must prove itself with an SMS code again. */
  resetTrustedDevices(mobile: string): Promise<void>;
}

export const authDoor = (kv: KvStore): AuthDoor => ({ resetTrustedDevices: (mobile) => forgetTrustedDevices(kv, mobile) });
