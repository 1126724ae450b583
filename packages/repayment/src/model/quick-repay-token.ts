// The /qp/extension page (extension feature) reads the token from this session-storage entry after a reload; the
// two features share the key, never code.
export const QUICK_REPAY_TOKEN_KEY = 'pocket.quickRepay';

export function saveQuickRepayToken(token: string, expiresInS: number, now = Date.now()): void {
  try {
    sessionStorage.setItem(QUICK_REPAY_TOKEN_KEY, JSON.stringify({ token, expiresAt: now + expiresInS * 1000 }));
  } catch {
    // Private mode without storage: the /qp page still works; only a reload of /qp/extension asks again.
  }
}
