import { sql } from 'drizzle-orm';

import { formatKwacha } from '@pocket/contracts/money';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { EXPORT_SOURCES, SECTION_TITLES } from './export-map';

export type Row = Record<string, unknown>;
export interface ExportDocument {
  about: { format: 'pocket-data-export/1'; userId: number; generatedAt: string; notes: string[] };
  /** section -> table -> rows (the USSD PIN section says only whether one is set). */
  sections: Record<string, Record<string, Row[]>>;
}

/** The address the borrower's app reads one of its photos from (signed, like every other call of the app). */
export const photoLinkOf = (uploadId: string) => `/api/common/api/upload/${uploadId}`;

const NOTES = [
  'Amounts are in ngwee (K1.00 is 100 ngwee); times are in UTC.',
  'Photos are not copied into this file: each photo row has a link that opens it in the Pocket app while you are signed in.',
  'The USSD PIN is never given out, only whether you have set one.',
];

/**
 * Everything held about one borrower, read from the tables of EXPORT_SOURCES. The database writes each row as JSON
 * itself (row_to_json), so PGlite and PostgreSQL give the same file.
 */
export async function collectExport(db: Tx, userId: number, at: Date): Promise<ExportDocument> {
  const sections: ExportDocument['sections'] = Object.fromEntries(Object.keys(SECTION_TITLES).map((s) => [s, {}]));
  for (const source of EXPORT_SOURCES) {
    const table = sql.identifier(source.table);
    const mine = sql.join(
      source.by.map((column) => sql`${sql.identifier(column)} = ${userId}`),
      sql` or `,
    );
    if (source.existsOnly) {
      const [found] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ${table} where ${mine}`);
      sections[source.section]![source.table] = [{ set: Number(found?.n ?? 0) > 0 }];
      continue;
    }
    const raw = await selectRows<{ row: string }>(db, sql`select row_to_json(t)::text as row from ${table} t where ${mine} order by 1`);
    sections[source.section]![source.table] = raw.map(({ row }) => {
      const parsed = JSON.parse(row) as Row;
      for (const column of source.omit ?? []) delete parsed[column];
      if (source.photoLinks) parsed.link = photoLinkOf(String(parsed.id));
      return parsed;
    });
  }
  return { about: { format: 'pocket-data-export/1', userId, generatedAt: at.toISOString(), notes: NOTES }, sections };
}

const MONEY_COLUMN = /^(amount|principal|price|deposit|base_limit|raised_from|amount_off|min_bill|(principal|interest|fee|penalty)_(due|paid|waived))$/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function cell(column: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && MONEY_COLUMN.test(column)) return formatKwacha(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function tableHtml(name: string, rows: Row[]): string {
  if (rows.length === 0) return `<h3>${escapeHtml(name)}</h3><p>Nothing held.</p>`;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td>${escapeHtml(cell(c, r[c]))}</td>`).join('')}</tr>`).join('\n');
  return `<h3>${escapeHtml(name)}</h3>\n<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

/** The same document as a printable page: one section per heading, one table per kind of record. No script, no link out. */
export function exportHtml(doc: ExportDocument): string {
  const parts = Object.entries(SECTION_TITLES).map(([section, title]) => {
    const tables = Object.entries(doc.sections[section] ?? {});
    return `<section><h2>${escapeHtml(title)}</h2>\n${tables.map(([name, rows]) => tableHtml(name, rows)).join('\n')}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your Pocket data</title>
<style>body{font-family:sans-serif;margin:16px}table{border-collapse:collapse;margin-bottom:16px;font-size:12px}th,td{border:1px solid;padding:4px;text-align:left;vertical-align:top;word-break:break-word}@media print{section{break-inside:auto}}</style>
</head><body>
<h1>Your Pocket data</h1>
<p>Prepared ${escapeHtml(doc.about.generatedAt)} for account ${doc.about.userId}.</p>
<ul>${doc.about.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>
${parts.join('\n')}
</body></html>
`;
}
