import type { DeskOperator, StatementStatus } from '@pocket/contracts/api/staff';

/** Which of the file's columns holds each field, the operator's status words, and how it writes a time. */
export interface ColumnMapping {
  transactionId: string;
  reference: string;
  amount: string;
  status: string;
  time: string;
  /** The operator's status words (compared without case) in ours. */
  statuses: Readonly<Record<string, StatementStatus>>;
  /** How the time is written, in Lusaka time (UTC+2): shown in the refusal of a bad date. */
  timeFormat: 'YYYY-MM-DD HH:mm:ss' | 'DD-MM-YYYY HH:mm:ss' | 'DD/MM/YYYY HH:mm';
}

/**
 * The column mapping of each operator's statement export (docs/reconciliation.md repeats it). Header names are compared
 * without case and surrounding spaces; other columns are ignored. The reference column holds the reference we sent
 * with the payment (our payment's `reference`); the amount is in Kwacha (`1160`, `1160.5`, `1,160.00`).
 */
export const COLUMN_MAPPINGS: Readonly<Record<DeskOperator, ColumnMapping>> = {
  MTN: {
    transactionId: 'Financial Transaction Id',
    reference: 'External Transaction Id',
    amount: 'Amount',
    status: 'Status',
    time: 'Date',
    statuses: { SUCCESSFUL: 'SUCCESSFUL', FAILED: 'FAILED', PENDING: 'PENDING' },
    timeFormat: 'YYYY-MM-DD HH:mm:ss',
  },
  AIRTEL: {
    transactionId: 'Transaction ID',
    reference: 'Reference',
    amount: 'Amount',
    status: 'Status',
    time: 'Transaction Date',
    statuses: { TS: 'SUCCESSFUL', TF: 'FAILED', TIP: 'PENDING' },
    timeFormat: 'DD-MM-YYYY HH:mm:ss',
  },
  ZAMTEL: {
    transactionId: 'Receipt No',
    reference: 'Third Party Reference',
    amount: 'Amount (ZMW)',
    status: 'Transaction Status',
    time: 'Completion Time',
    statuses: { COMPLETED: 'SUCCESSFUL', FAILED: 'FAILED', PENDING: 'PENDING' },
    timeFormat: 'DD/MM/YYYY HH:mm',
  },
};

const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;
const FORMATS: Record<ColumnMapping['timeFormat'], RegExp> = {
  'YYYY-MM-DD HH:mm:ss': /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})[ T](?<h>\d{2}):(?<min>\d{2}):(?<s>\d{2})$/,
  'DD-MM-YYYY HH:mm:ss': /^(?<d>\d{2})-(?<m>\d{2})-(?<y>\d{4}) (?<h>\d{2}):(?<min>\d{2}):(?<s>\d{2})$/,
  'DD/MM/YYYY HH:mm': /^(?<d>\d{2})\/(?<m>\d{2})\/(?<y>\d{4}) (?<h>\d{2}):(?<min>\d{2})$/,
};

/** The instant a Lusaka wall-clock time in the operator's format names, or null when it is not a real time. */
export function parseStatementTime(text: string, format: ColumnMapping['timeFormat']): Date | null {
  const g = FORMATS[format].exec(text)?.groups;
  if (!g) return null;
  const [y, m, d, h, min, s] = [g.y, g.m, g.d, g.h, g.min, g.s ?? '0'].map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, m - 1, d, h, min, s);
  const back = new Date(utc);
  // 31/02 or 25:00 roll over into another day or hour: not a real time.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h || back.getUTCMinutes() !== min) return null;
  return new Date(utc - LUSAKA_OFFSET_MS);
}

const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;
/** The largest amount a line may carry (K10,000,000.00), far above any payment the lender makes. */
const MAX_NGWEE = 1_000_000_000;

/** Kwacha text to integer ngwee, or null when it is not a positive amount with at most two decimals. */
export function parseStatementAmount(text: string): number | null {
  if (!AMOUNT.test(text)) return null;
  const [whole, fraction = ''] = text.replace(/,/g, '').split('.') as [string, string?];
  const ngwee = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return ngwee > 0 && ngwee <= MAX_NGWEE ? ngwee : null;
}
