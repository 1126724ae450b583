import { CsvError, parse } from 'csv-parse/sync';

import type { DeskOperator, StatementStatus } from '@pocket/contracts/api/staff';

import { badRequest } from '../../plugins/errors';
import type { AppError } from '../../plugins/errors';
import { COLUMN_MAPPINGS, parseStatementAmount, parseStatementTime } from './mapping';
import type { ColumnMapping } from './mapping';

/** One line of an operator statement, checked. */
export interface StatementFileLine {
  /** The line's number in the file (the header is line 1). */
  lineNo: number;
  transactionId: string;
  reference: string;
  /** Ngwee. */
  amount: number;
  status: StatementStatus;
  time: Date;
  /** The line as it is in the file (kept as evidence). */
  raw: string;
}

/** Why a file is refused, named in the answer with the line. */
export type StatementProblem =
  | 'not a CSV file'
  | 'no lines'
  | 'missing column'
  | 'wrong number of columns'
  | 'missing transaction id'
  | 'missing reference'
  | 'bad amount'
  | 'bad date'
  | 'bad status'
  | 'duplicate transaction id';

const FIELDS = ['transactionId', 'reference', 'amount', 'status', 'time'] as const;

/** The refusal of a whole file: a 400 naming the line and the reason; nothing is written. */
export function refusal(line: number, reason: StatementProblem, detail: string): AppError {
  return badRequest(`Line ${line}: ${reason}: ${detail}. Nothing was imported; correct the file and import it again.`, { line, reason });
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
  raw: string;
}

function records(content: string): CsvRecord[] {
  try {
    return parse(content, { bom: true, info: true, raw: true, skip_empty_lines: true, trim: true, relax_column_count: true }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as CsvError & { lines?: number }).lines ?? 1);
      throw refusal(line, 'not a CSV file', error.message.replace(/^Invalid Record Length: /, '').replace(/\.$/, ''));
    }
    throw error;
  }
}

/** The column index of each field, from the header line; a missing column refuses the file. */
function columnsOf(header: string[], mapping: ColumnMapping, operator: DeskOperator): Record<(typeof FIELDS)[number], number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const found = {} as Record<(typeof FIELDS)[number], number>;
  for (const field of FIELDS) {
    const index = names.indexOf(mapping[field].toLowerCase());
    if (index < 0) {
      const all = FIELDS.map((f) => `"${mapping[f]}"`).join(', ');
      throw refusal(1, 'missing column', `"${mapping[field]}" (a ${operator} statement needs the columns ${all})`);
    }
    found[field] = index;
  }
  return found;
}

/**
 * Reads an operator's statement (CSV, its header on the first line) with the operator's column mapping. Every line is
 * checked before anything is kept: the first problem refuses the whole file with its line number and reason.
 */
export function readStatementFile(operator: DeskOperator, content: string): StatementFileLine[] {
  const mapping = COLUMN_MAPPINGS[operator];
  const all = records(content);
  const [header, ...rows] = all;
  if (!header) throw refusal(1, 'no lines', 'the file is empty');
  const at = columnsOf(header.record, mapping, operator);
  if (rows.length === 0) throw refusal(header.info.lines, 'no lines', 'the file has a header but no transactions');
  const statuses = new Map(Object.entries(mapping.statuses).map(([word, status]) => [word.toUpperCase(), status]));
  const seen = new Map<string, number>();
  return rows.map(({ record, info, raw }) => {
    const lineNo = info.lines;
    if (record.length !== header.record.length) throw refusal(lineNo, 'wrong number of columns', `${record.length} cells where the header has ${header.record.length}`);
    const cell = (field: (typeof FIELDS)[number]) => (record[at[field]] ?? '').trim();
    const transactionId = cell('transactionId');
    if (!transactionId) throw refusal(lineNo, 'missing transaction id', `the "${mapping.transactionId}" cell is empty`);
    const first = seen.get(transactionId);
    if (first !== undefined) throw refusal(lineNo, 'duplicate transaction id', `${transactionId} is also on line ${first}`);
    seen.set(transactionId, lineNo);
    const reference = cell('reference');
    if (!reference) throw refusal(lineNo, 'missing reference', `the "${mapping.reference}" cell is empty`);
    const amount = parseStatementAmount(cell('amount'));
    if (amount === null) throw refusal(lineNo, 'bad amount', `"${cell('amount')}" is not an amount in Kwacha such as 1160.00`);
    const status = statuses.get(cell('status').toUpperCase());
    if (!status) throw refusal(lineNo, 'bad status', `"${cell('status')}" is not one of ${Object.keys(mapping.statuses).join(', ')}`);
    const time = parseStatementTime(cell('time'), mapping.timeFormat);
    if (!time) throw refusal(lineNo, 'bad date', `"${cell('time')}" is not a time written ${mapping.timeFormat}`);
    return { lineNo, transactionId, reference, amount, status, time, raw: raw.replace(/\r?\n$/, '') };
  });
}
