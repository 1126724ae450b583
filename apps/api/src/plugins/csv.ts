/**
 * One CSV field: quoted when needed; a text with a leading = + - @ is defused so a spreadsheet never runs it as a
 * formula (a number stays a number: -60000 is a debit, not a formula).
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(' ') : JSON.stringify(value);
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text, header first, one line per row as the rows arrive (CRLF line ends, RFC 4180). */
export async function* csvLines<T extends Record<string, unknown>>(columns: readonly string[], rows: AsyncIterable<T> | Iterable<T>): AsyncGenerator<string> {
  yield `${columns.join(',')}\r\n`;
  for await (const row of rows) yield `${columns.map((c) => csvField(row[c])).join(',')}\r\n`;
}
