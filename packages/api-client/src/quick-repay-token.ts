/**
 * The /qp phone verification: the quick-repay token lives 15 minutes on the server, and as long in this tab's session
 * storage, so a reload of /qp or /qp/extension/{orderPlanId} within that time needs no new SMS code.
 */
export const QUICK_REPAY_TOKEN_KEY = 'pocket.quickRepay';

/** A token this close to its end is treated as gone: asking again beats a payment refused half-way. */
const MARGIN_MS = 15_000;

export function saveQuickRepayToken(token: string, expiresInS: number, now = Date.now()): void {
  try {
    sessionStorage.setItem(QUICK_REPAY_TOKEN_KEY, JSON.stringify({ token, expiresAt: now + expiresInS * 1000 }));
  } catch {
    // Private mode without storage: /qp still works in this visit; only a reload asks for a new code.
  }
}

/** The live token, or null when there is none, it expired, or the entry is unreadable. */
export function readQuickRepayToken(now = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(QUICK_REPAY_TOKEN_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
    if (typeof saved.token !== 'string' || typeof saved.expiresAt !== 'number' || saved.expiresAt - MARGIN_MS <= now) return null;
    return saved.token;
  } catch {
    return null;
  }
}

/** Forgets the token (the server said it expired). */
export function clearQuickRepayToken(): void {
  try {
    sessionStorage.removeItem(QUICK_REPAY_TOKEN_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}
