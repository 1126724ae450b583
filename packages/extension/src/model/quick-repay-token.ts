// The /qp page (repayment feature) keeps the 15-minute quick-repay token in this session-storage entry so that
// /qp/extension/{orderPlanId} can use it after a reload; the two features share the key, never code.
export const QUICK_REPAY_TOKEN_KEY = 'pocket.quickRepay';

export function readQuickRepayToken(now = Date.now()): string | null {
  try {
    const raw = sessionStorage.getItem(QUICK_REPAY_TOKEN_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
    if (typeof saved.token !== 'string' || typeof saved.expiresAt !== 'number' || saved.expiresAt <= now) return null;
    return saved.token;
  } catch {
    return null;
  }
}
