import { AUDIT_CSV_COLUMNS } from '@pocket/contracts/api/staff';
import type { AuditEntry } from '@pocket/contracts/api/staff';

/** One CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(' ') : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of the rows, header first, produced as the rows arrive. */
export async function* auditCsv(rows: AsyncIterable<AuditEntry>): AsyncGenerator<string> {
  yield `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
  for await (const row of rows) yield `${AUDIT_CSV_COLUMNS.map((c) => csvField(row[c])).join(',')}\r\n`;
}
