import type { CookieJar } from '../app-state/cookie-jar';

// Browsers keep at most about 4096 bytes per cookie, and every cookie rides on every /api request (Node refuses
// request headers past 16 KiB with a 431): a value past this budget moves to web storage instead of being cut or
// dropped, which keeps all ~35 cookies together within a few KiB.
// See docs/decisions/0011-app-state-cookies-and-large-values.md and 0017-redux-persist-field-storage.md.
export const COOKIE_VALUE_BUDGET = 1024;
export const OVERFLOW_PREFIX = 'pocket.cookie-overflow.';
export const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Where one field is kept: a one-year cookie, a cookie for the browser session, localStorage, or a cookie written
 * for the server's sake but never read back (values fixed by the build).
 */
export type FieldPlace = 'cookie' | 'session-cookie' | 'local' | 'write-only-cookie';

export type FieldLayout<Field extends string = string> = Partial<Record<Field, FieldPlace>>;

export interface Stores {
  cookies: CookieJar;
  local: Storage;
  /** Where session cookies overflow to (sessionStorage in a browser); localStorage when absent. */
  session?: Storage;
}

/** The three promise-returning calls redux-persist makes on a storage engine. */
export interface PersistStorage {
  getItem(key: string): Promise<Record<string, unknown> | null>;
  setItem(key: string, value: Record<string, unknown>): Promise<void>;
  removeItem(key: string): Promise<void>;
}

const parse = (raw: string | null | undefined): { value: unknown } | undefined => {
  if (raw === null || raw === undefined || raw === '') return undefined;
  try {
    return { value: JSON.parse(raw) };
  } catch {
    return undefined;
  }
};


function readField(field: string, place: FieldPlace, stores: Stores): { value: unknown } | undefined {
  if (place === 'write-only-cookie') return undefined;
  if (place === 'local') return parse(stores.local.getItem(field));
  const cookie = stores.cookies.get(field);
  if (cookie !== undefined) {
    try {
      return parse(decodeURIComponent(cookie));
    } catch {
      return undefined;
    }
  }
  return parse(overflowOf(place, stores).getItem(OVERFLOW_PREFIX + field));
}

const overflowOf = (place: FieldPlace, stores: Stores) =>
  place === 'session-cookie' ? (stores.session ?? stores.local) : stores.local;

function writeField(field: string, place: FieldPlace, json: string, stores: Stores): void {
  if (place === 'local') {
    stores.local.setItem(field, json);
    return;
  }
  const overflow = overflowOf(place, stores);
  const encoded = encodeURIComponent(json);
  if (field.length + encoded.length > COOKIE_VALUE_BUDGET) {
    overflow.setItem(OVERFLOW_PREFIX + field, json);
    stores.cookies.remove(field);
    return;
  }
  overflow.removeItem(OVERFLOW_PREFIX + field);
  const session = place === 'session-cookie';
  stores.cookies.set(field, encoded, session ? undefined : COOKIE_MAX_AGE_S);
}

function removeField(field: string, place: FieldPlace, stores: Stores): void {
  if (place === 'local') return stores.local.removeItem(field);
  stores.cookies.remove(field);
  overflowOf(place, stores).removeItem(OVERFLOW_PREFIX + field);
}

/**
 * A redux-persist storage engine (used with `serialize: false`) that keeps each field of a slice in its own place:
 * one cookie per field named after it, URI-encoded JSON, as the app wrote them before redux-persist; values too large
 * for a cookie in web storage under `pocket.cookie-overflow.<field>`. Only fields that changed since the last write
 * are written. Fields missing from the layout (and redux-persist's own `_persist`) are never stored.
 */
export function fieldStorage(layout: FieldLayout, stores: () => Stores): PersistStorage {
  const written = new Map<string, string>();
  const fields = Object.entries(layout) as [string, FieldPlace][];
  return {
    getItem() {
      const found: Record<string, unknown> = {};
      const here = stores();
      for (const [field, place] of fields) {
        const stored = readField(field, place, here);
        if (stored !== undefined) found[field] = stored.value;
      }
      return Promise.resolve(found);
    },
    setItem(_key, state) {
      for (const [field, place] of fields) {
        if (!(field in state)) continue;
        const json = JSON.stringify(state[field] ?? null);
        if (written.get(field) === json) continue;
        writeField(field, place, json, stores());
        written.set(field, json);
      }
      return Promise.resolve();
    },
    removeItem() {
      for (const [field, place] of fields) removeField(field, place, stores());
      written.clear();
      return Promise.resolve();
    },
  };
}
