import { CsvError, parse } from 'csv-parse';

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
  | 'transaction id too long'
  | 'missing reference'
  | 'reference too long'
  | 'bad amount'
  | 'bad date'
  | 'bad status'
  | 'duplicate transaction id';

/** The longest transaction id and reference a line may carry (operators' ids are about 10-20 characters; ours are UUIDs). */
export const STATEMENT_ID_MAX = 64;
export const STATEMENT_REFERENCE_MAX = 128;

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

/** Characters handed to the CSV parser at a time; the event loop gets a turn after each (about 10 ms of work). */
const SLICE = 32 * 1024;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A cell as a refusal quotes it: at most 40 characters (a 1.9 M-character cell is not sent back). */
const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}...` : text);

function csvRefusal(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  const line = Number((error as CsvError & { lines?: number }).lines ?? 1);
  return refusal(line, 'not a CSV file', shown(error.message.replace(/^Invalid Record Length: /, '').replace(/\.$/, '')));
}

/**
 * The file's records, a slice at a time: csv-parse's stream parser is given SLICE characters, then the event loop a
 * turn, so that the largest accepted file (2,000,000 characters, about 21,000 lines: 330 ms of parsing on PostgreSQL's
 * path before issue 42) never holds the server (its health check, other requests) for more than one slice.
 */
async function* recordsOf(content: string): AsyncGenerator<CsvRecord> {
  const parser = parse({ bom: true, info: true, raw: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  const ready: CsvRecord[] = [];
  let failure: unknown = null;
  parser.on('data', (record: CsvRecord) => ready.push(record));
  parser.on('error', (error: unknown) => {
    failure = error;
  });
  const ended = new Promise<void>((resolve) => {
    parser.once('end', resolve);
    parser.once('error', () => resolve());
  });
  parser.resume();
  for (let at = 0; ; at += SLICE) {
    const last = at + SLICE >= content.length;
    if (last) parser.end(content.slice(at));
    else parser.write(content.slice(at, at + SLICE));
    await (last ? ended : turn());
    if (failure) throw csvRefusal(failure);
    yield* ready.splice(0);
    if (last) return;
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

/** One line checked: the first problem refuses the whole file with its line number and reason. */
function lineOf(
  { record, info, raw }: CsvRecord,
  ctx: { width: number; at: Record<(typeof FIELDS)[number], number>; mapping: ColumnMapping; statuses: Map<string, StatementStatus>; seen: Map<string, number> },
): StatementFileLine {
  const { mapping, at, seen } = ctx;
  const lineNo = info.lines;
  if (record.length !== ctx.width) throw refusal(lineNo, 'wrong number of columns', `${record.length} cells where the header has ${ctx.width}`);
  const cell = (field: (typeof FIELDS)[number]) => (record[at[field]] ?? '').trim();
  const transactionId = cell('transactionId');
  if (!transactionId) throw refusal(lineNo, 'missing transaction id', `the "${mapping.transactionId}" cell is empty`);
  if (transactionId.length > STATEMENT_ID_MAX) throw refusal(lineNo, 'transaction id too long', `the "${mapping.transactionId}" cell has ${transactionId.length} characters, at most ${STATEMENT_ID_MAX}`);
  const first = seen.get(transactionId);
  if (first !== undefined) throw refusal(lineNo, 'duplicate transaction id', `${transactionId} is also on line ${first}`);
  seen.set(transactionId, lineNo);
  const reference = cell('reference');
  if (!reference) throw refusal(lineNo, 'missing reference', `the "${mapping.reference}" cell is empty`);
  if (reference.length > STATEMENT_REFERENCE_MAX) throw refusal(lineNo, 'reference too long', `the "${mapping.reference}" cell has ${reference.length} characters, at most ${STATEMENT_REFERENCE_MAX}`);
  const amount = parseStatementAmount(cell('amount'));
  if (amount === null) throw refusal(lineNo, 'bad amount', `"${shown(cell('amount'))}" is not an amount in Kwacha such as 1160.00`);
  const status = ctx.statuses.get(cell('status').toUpperCase());
  if (!status) throw refusal(lineNo, 'bad status', `"${shown(cell('status'))}" is not one of ${Object.keys(mapping.statuses).join(', ')}`);
  const time = parseStatementTime(cell('time'), mapping.timeFormat);
  if (!time) throw refusal(lineNo, 'bad date', `"${shown(cell('time'))}" is not a time written ${mapping.timeFormat}`);
  return { lineNo, transactionId, reference, amount, status, time, raw: raw.replace(/\r?\n$/, '') };
}

/**
 * Reads an operator's statement (CSV, its header on the first line) with the operator's column mapping. Every line is
 * checked before anything is kept: the first problem refuses the whole file with its line number and reason. Read a
 * slice at a time, giving the event loop a turn between slices (issue 42, defect 11).
 */
export async function readStatementFile(operator: DeskOperator, content: string): Promise<StatementFileLine[]> {
  const mapping = COLUMN_MAPPINGS[operator];
  const statuses = new Map(Object.entries(mapping.statuses).map(([word, status]) => [word.toUpperCase(), status]));
  const lines: StatementFileLine[] = [];
  let header: CsvRecord | undefined;
  let ctx: Parameters<typeof lineOf>[1] | undefined;
  for await (const record of recordsOf(content)) {
    if (!header || !ctx) {
      header = record;
      ctx = { width: record.record.length, at: columnsOf(record.record, mapping, operator), mapping, statuses, seen: new Map() };
      continue;
    }
    lines.push(lineOf(record, ctx));
  }
  if (!header) throw refusal(1, 'no lines', 'the file is empty');
  if (lines.length === 0) throw refusal(header.info.lines, 'no lines', 'the file has a header but no transactions');
  return lines;
}
