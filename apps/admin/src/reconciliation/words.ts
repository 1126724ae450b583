import type { ReconciliationClass, ResolutionAction, StatementLine } from '@pocket/contracts/api/staff';

/** Each class as the desk names it. */
export const CLASS_LABELS: Record<ReconciliationClass, string> = {
  matched: 'Matched',
  'missing-here': 'Missing here (on the statement, not ours)',
  'missing-there': 'Missing there (ours succeeded, not on the statement)',
  'amount-differs': 'Amount differs',
  'status-differs': 'Status differs',
  'other-operator': "Another operator's payment (anomaly: never made final from this statement)",
};

/** What each resolution does, in words (finalise names the status the statement gives). */
export const actionLabel = (action: ResolutionAction, line: StatementLine | null) =>
  action === 'finalise'
    ? `Make our payment ${line?.status ?? 'final'} as the statement says (through the payment engine)`
    : 'Record a note only (no money moves)';
