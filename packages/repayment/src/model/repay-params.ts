/**
 * What opens the 'repay' overlay. Logged in: the order (the popup loads its repay detail). From /qp: the bill and the
 * quick-repay token (no session, so no repay detail call and no coupons).
 */
export type RepayParams =
  | { orderId: number }
  | { quickRepay: { token: string; planId: number; remainingAmount: number; repayAccount: string } };

export function readRepayParams(params: Record<string, unknown> | undefined): RepayParams | null {
  if (!params) return null;
  if (typeof params.orderId === 'number') return { orderId: params.orderId };
  const qp = params.quickRepay as Record<string, unknown> | undefined;
  if (qp && typeof qp.token === 'string' && typeof qp.planId === 'number' && typeof qp.remainingAmount === 'number') {
    return {
      quickRepay: {
        token: qp.token,
        planId: qp.planId,
        remainingAmount: qp.remainingAmount,
        repayAccount: String(qp.repayAccount ?? ''),
      },
    };
  }
  return null;
}
