import type { AppState, Persistence } from './app-state.types';
import type { CookieJar } from './cookie-jar';

// Browsers keep at most about 4096 bytes per cookie, and every cookie rides on every /api request (Node refuses
// request headers past 16 KiB with a 431): a value past this budget moves to localStorage instead of being cut or
// dropped, which keeps all ~35 cookies together within a few KiB.
// See docs/decisions/0011-app-state-cookies-and-large-values.md.
export const COOKIE_VALUE_BUDGET = 1024;
export const OVERFLOW_PREFIX = 'pocket.cookie-overflow.';
export const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const LOCAL: ReadonlySet<keyof AppState> = new Set(['deviceId', 'authLoanTypeExecutedDate', 'appliedProduct']);

export function persistenceOf(field: keyof AppState): Persistence {
  if (field === 'uid') return 'session-cookie';
  return LOCAL.has(field) ? 'local' : 'cookie';
}

/** Fields fixed by the build: a cookie from an older version must never override them. */
export const BUILD_FIELDS: ReadonlySet<keyof AppState> = new Set(['appName', 'AppVersionCode', 'tenantID']);

export interface Stores {
  cookies: CookieJar;
  local: Storage;
}

const parse = (raw: string | null | undefined): { value: unknown } | undefined => {
  if (raw === null || raw === undefined || raw === '') return undefined;
  try {
    return { value: JSON.parse(raw) };
  } catch {
    return undefined;
  }
};

export function readField(field: keyof AppState, stores: Stores): { value: unknown } | undefined {
  if (persistenceOf(field) === 'local') return parse(stores.local.getItem(field));
  const cookie = stores.cookies.get(field);
  if (cookie !== undefined) {
    try {
      return parse(decodeURIComponent(cookie));
    } catch {
      return undefined;
    }
  }
  return parse(stores.local.getItem(OVERFLOW_PREFIX + field));
}

export function writeField(field: keyof AppState, value: unknown, stores: Stores): void {
  const json = JSON.stringify(value ?? null);
  if (persistenceOf(field) === 'local') {
    stores.local.setItem(field, json);
    return;
  }
  const encoded = encodeURIComponent(json);
  if (field.length + encoded.length > COOKIE_VALUE_BUDGET) {
    stores.local.setItem(OVERFLOW_PREFIX + field, json);
    stores.cookies.remove(field);
    return;
  }
  stores.local.removeItem(OVERFLOW_PREFIX + field);
  stores.cookies.set(field, encoded, persistenceOf(field) === 'session-cookie' ? undefined : COOKIE_MAX_AGE_S);
}
