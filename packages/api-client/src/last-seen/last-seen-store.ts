/**
 * The last answers a signed-in borrower saw of their bills, kept in localStorage so that a page opened with no
 * connection can still show them, marked with their time (docs/product.md#bills-without-a-connection). Each copy
 * belongs to one borrower (their user id); logout forgets every copy, so nothing private stays for the next person.
 */
/** Every copy's key starts so, whatever its version: logout forgets them all. */
export const LAST_SEEN_FAMILY = 'pocket.last-seen.';
/**
 * The keys of this version's copies. v2: amounts in ngwee, as the api client reads answers since decision 0041's web
 * side; the copies of before (`pocket.last-seen.<userId>.<name>`) hold Kwacha and are never read, only forgotten.
 */
export const LAST_SEEN_PREFIX = `${LAST_SEEN_FAMILY}v2.`;

export interface LastSeen<T> {
  data: T;
  /** When the answer arrived (ms since the epoch). */
  savedAt: number;
}

const keyOf = (owner: string, name: string) => `${LAST_SEEN_PREFIX}${owner}.${name}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode): nothing is kept
  }
}

/** Keeps `data` as the last answer `owner` saw under `name`. No owner (signed out): nothing is kept. */
export function rememberLastSeen(owner: string, name: string, data: unknown, now: number = Date.now()): void {
  if (!owner) return;
  try {
    storage()?.setItem(keyOf(owner, name), JSON.stringify({ data, savedAt: now }));
  } catch {
    // full storage: the page still works online; only the offline copy is missing
  }
}

/** The last answer `owner` saw under `name`, or null. */
export function recallLastSeen<T>(owner: string, name: string): LastSeen<T> | null {
  if (!owner) return null;
  const raw = storage()?.getItem(keyOf(owner, name));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LastSeen<T>>;
    return typeof parsed.savedAt === 'number' && parsed.data !== undefined ? { data: parsed.data, savedAt: parsed.savedAt } : null;
  } catch {
    return null;
  }
}

/** Forgets every borrower's copies, of every version (logout). */
export function forgetLastSeen(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(LAST_SEEN_FAMILY)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
