import type { BacktestArm, LoanOutcomes, PolicyVersionItem } from '@pocket/contracts/api/staff';
import { REFUSAL_CODES, REFUSAL_TEXTS, type RefusalCode } from '@pocket/contracts/credit-policy';

export const STATUS_TEXT: Record<PolicyVersionItem['status'], string> = { draft: 'Draft', live: 'Live', challenger: 'Challenger', retired: 'Retired' };
export const OUTCOME_TEXT: Record<string, string> = { approved: 'Approved', review: 'Sent to a person', refused: 'Refused' };

/** A refusal code in the desk's words (the borrower's "why"). */
export const refusalWords = (code: string) => ((REFUSAL_CODES as readonly string[]).includes(code) ? REFUSAL_TEXTS[code as RefusalCode].why.replace(' of {limit}', '') : code);

/** Basis points as a percentage with one decimal: 8333 -> `83.3%`. */
export const rate = (bp: number | null) => (bp === null ? '–' : `${(bp / 100).toFixed(1)}%`);

export const outcomeCells = (o: LoanOutcomes) => [String(o.loans), String(o.paidOnTime), String(o.paidLate), String(o.late30), String(o.writtenOff), String(o.open)];
export const OUTCOME_COLUMNS = ['Loans', 'Paid on time', 'Paid late', '30+ days late', 'Written off', 'Still open'] as const;

export const refusalsText = (a: BacktestArm) =>
  Object.entries(a.refusals)
    .map(([code, n]) => `${refusalWords(code)} ${n}`)
    .join('; ') || 'none';
