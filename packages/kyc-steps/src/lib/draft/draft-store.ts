// Every KYC field is kept in localStorage as it is typed, per step and per user, so a reload, a crash of the tab or
// a dropped network loses nothing. Drafts are removed once the server has the step. Only this device keeps them.

const PREFIX = 'pocket.kyc.draft';

export const draftKey = (step: string, userId: string) => `${PREFIX}.${userId || 'anonymous'}.${step}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode on some browsers): the form still works, without drafts
  }
}

/** The saved draft merged over `empty`; only known keys with string values are taken back. */
export function loadDraft<T extends Record<string, string>>(step: string, userId: string, empty: T): T {
  const raw = storage()?.getItem(draftKey(step, userId));
  if (!raw) return { ...empty };
  try {
    const saved: unknown = JSON.parse(raw);
    if (typeof saved !== 'object' || saved === null) return { ...empty };
    const merged = { ...empty };
    for (const key of Object.keys(empty) as (keyof T)[]) {
      const value = (saved as Record<string, unknown>)[key as string];
      if (typeof value === 'string') merged[key] = value as T[keyof T];
    }
    return merged;
  } catch {
    return { ...empty };
  }
}

export function saveDraft(step: string, userId: string, values: Record<string, string>): void {
  try {
    storage()?.setItem(draftKey(step, userId), JSON.stringify(values));
  } catch {
    // quota exceeded: keep going, the form itself still holds the values
  }
}

export function clearDraft(step: string, userId: string): void {
  storage()?.removeItem(draftKey(step, userId));
}
