import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { STAFF_CSRF_HEADER } from '@pocket/contracts/api/staff';

import { createTestApp, testDb } from '../../../test/harness';
import type { StaffTestSession } from '../../../test/staff-sessions';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { largestStatement } from './test-support';

// Issue 42, defect 11: a statement's cells are bounded, and the largest file the desk accepts is read without holding
// the event loop (the server answers its health check while it imports).

let app: App;
let db: Db;
let finance: StaffTestSession;
let base: string;

beforeAll(async () => {
  app = await createTestApp();
  db = await testDb();
  finance = await signInSandbox(app, 'finance');
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

const MTN_HEADER = 'Financial Transaction Id,External Transaction Id,Amount,Currency,Status,Date';
const statementCount = async () => Number((await selectRows<{ n: number | string }>(db, sql`select count(*) as n from reconciliation_statements`))[0]!.n);

/** The import over HTTP, as the desk sends it (the staff cookie and the CSRF header). */
const importOverHttp = (content: string) =>
  fetch(`${base}/api/staff/reconciliation/statements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: finance.cookie, [STAFF_CSRF_HEADER]: finance.csrfToken },
    body: JSON.stringify({ operator: 'MTN', fileName: 'mtn.csv', content }),
  });

describe('statement import: long cells and the largest file (issue 42, defect 11)', () => {
  it('a 1.9 M-character transaction id answers 400 naming the line and the column (was a 500: index row too big); nothing is written', async () => {
    const before = await statementCount();
    const content = `${MTN_HEADER}\nMP1,ref-1,10.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00\n${'9'.repeat(1_900_000)},ref-2,5.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00`;
    const res = await finance.call('POST', '/api/staff/reconciliation/statements', { operator: 'MTN', fileName: 'long-id.csv', content });
    expect(res.status, res.body.slice(0, 300)).toBe(400);
    expect(res.json.msg).toMatch(/^Line 3: transaction id too long: the "Financial Transaction Id" cell has 1900000 characters, at most 64\./);
    expect(res.json.data).toEqual({ line: 3, reason: 'transaction id too long' });
    const longReference = `${MTN_HEADER}\nMP2,${'r'.repeat(129)},5.00,ZMW,SUCCESSFUL,2026-11-27 10:00:00`;
    const refused = await finance.call('POST', '/api/staff/reconciliation/statements', { operator: 'MTN', fileName: 'long-ref.csv', content: longReference });
    expect([refused.status, refused.json.data]).toEqual([400, { line: 2, reason: 'reference too long' }]);
    expect(await statementCount()).toBe(before);
  });

  it('/api/health/live answers while the largest accepted statement is imported', async () => {
    const content = largestStatement();
    const startedAt = performance.now();
    let importAnsweredAt = 0;
    const importing = importOverHttp(content).then(async (res) => {
      importAnsweredAt = performance.now();
      return { status: res.status, body: (await res.json()) as { data: { statement: { lines: number } } } };
    });
    // Health checks one after another, for as long as the import runs.
    const waits: number[] = [];
    let answeredDuringImport = 0;
    while (importAnsweredAt === 0) {
      const sent = performance.now();
      const live = await fetch(`${base}/api/health/live`);
      expect(live.status).toBe(200);
      await live.arrayBuffer();
      const at = performance.now();
      waits.push(at - sent);
      if (importAnsweredAt === 0) answeredDuringImport += 1;
    }
    const imported = await importing;
    expect(imported.status).toBe(200);
    expect(imported.body.data.statement.lines).toBeGreaterThan(20_000);
    const sorted = [...waits].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `[statement-import] ${content.length} characters, ${imported.body.data.statement.lines} lines, import answered in ${Math.round(importAnsweredAt - startedAt)} ms; ` +
        `${waits.length} health checks, ${answeredDuringImport} answered before the import: median wait ${median.toFixed(1)} ms, longest ${sorted.at(-1)!.toFixed(1)} ms`,
    );
    // The health answers arrived before the import's answer (no timing asserted: the figures are reported).
    expect(answeredDuringImport).toBeGreaterThan(0);
  }, 180_000);
});
