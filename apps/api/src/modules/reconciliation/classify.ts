import type { DeskOperator, ReconciliationClass, ResolutionAction, StatementStatus } from '@pocket/contracts/api/staff';

type PaymentStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/**
 * How a statement line compares with our payment of its reference (none: missing here). Only a payment through the
 * statement's own operator is compared: another operator's (issue 42: an Airtel line carrying an MTN payment's
 * reference) is an anomaly of its own. A different amount is the graver difference and wins over a different status.
 */
export function classOf(
  line: { operator: DeskOperator; amount: number; status: StatementStatus },
  payment: { operator: DeskOperator | null; amount: number; status: PaymentStatus } | undefined,
): ReconciliationClass {
  if (!payment) return 'missing-here';
  if (payment.operator !== line.operator) return 'other-operator';
  if (payment.amount !== line.amount) return 'amount-differs';
  if (payment.status !== line.status) return 'status-differs';
  return 'matched';
}

/**
 * The ways a difference may be resolved now. Only a payment still waiting here, which the statement reports final, may
 * be made final from the statement (the payment engine never changes a final payment: anything else is recorded, and
 * a correction of money already booked goes through the adjustments desk).
 */
export function actionsFor(item: { class: ReconciliationClass; resolved: boolean; lineStatus: StatementStatus | null; paymentStatus: PaymentStatus | null }): ResolutionAction[] {
  if (item.class === 'matched' || item.resolved) return [];
  const finalisable = item.class === 'status-differs' && item.paymentStatus === 'PENDING' && (item.lineStatus === 'SUCCESSFUL' || item.lineStatus === 'FAILED');
  return finalisable ? ['finalise', 'record'] : ['record'];
}
