import type { GateScope } from './attempt-gate';

/**
 * Whose count a sign-in attempt is (issue 42, defects 2 and 5). From a known device (its cookie proves an earlier
 * sign-in of the e-mail): that device's own count only, 3 free then the growing wait. From anywhere else: the address
 * (10 free: someone trying many accounts) and the account's count of unknown devices (3 free). So strangers slow
 * each other and themselves, never the owner's known device, nor a colleague's known device behind the same address.
 */
export const SIGN_IN_FREE = { account: 3, address: 10, device: 3 } as const;
export type ScopeKind = keyof typeof SIGN_IN_FREE;

export interface SignInScope extends GateScope {
  kind: ScopeKind;
}

export function signInScopes(email: string, ip: string, knownDevice: string | null): SignInScope[] {
  if (knownDevice) return [{ kind: 'device', key: `staff:device:${knownDevice}`, free: SIGN_IN_FREE.device }];
  return [
    { kind: 'address', key: `staff:address:${ip}`, free: SIGN_IN_FREE.address },
    { kind: 'account', key: `staff:account:${email}`, free: SIGN_IN_FREE.account },
  ];
}

/** A right sign-in forgets the count of its account or device; an address keeps counting (it may be guessing others). */
export const clearsOnSuccess = (scope: GateScope) => (scope as SignInScope).kind !== 'address';

/** The security event of a scope that starts to wait: an alert for the desk's admins and a log line. */
export function slowedEvent(scope: GateScope, email: string, ip: string) {
  const kind = (scope as SignInScope).kind;
  return { kind: `sign-in.${kind}-slowed`, alert: true, ip: kind === 'address' ? ip : '', subject: kind === 'address' ? '' : email };
}

/**
 * The security event of an attempt refused while its scope waits (429): per address for the address's wait, per
 * account for an account's or a device's, so a flood with ever new e-mails or addresses adds no row per attempt.
 */
export function refusedWhileWaiting(scope: GateScope, email: string, ip: string) {
  const kind = (scope as SignInScope).kind;
  return { kind: 'sign-in.slowed', detail: kind, ip: kind === 'address' ? ip : '', subject: kind === 'address' ? '' : email };
}
