import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';

import { asOwnerRolledBack, createTestApp, testDb } from '../../../test/harness';
import { newAccount, signInSandbox, staffSignIn } from '../../../test/staff-sessions';
import { buildApp } from '../../app';
import { testConfig } from '../../config/env';
import { closeDb, createDb, type Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { mayDeleteStaffSessions } from '../staff/test-support';
import { canonicalJson, type HashedFields } from './hash';

// Issue 42, defect 9: the audit chain against its own database role. The app works as pocket_app (insert and read
// only on the audit), the chain is keyed (HMAC with a key outside the database), checkpoints of the head are kept where
// the app cannot rewrite them, and verify lists every break.
vi.setConfig({ testTimeout: 120_000 });

const work = mkdtempSync(path.join(tmpdir(), 'pocket-audit-chain-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type ChainRow = HashedFields & { prevHash: string; hash: string };

const rowsFrom = async (db: Db, fromId: number): Promise<ChainRow[]> =>
  (
    await selectRows<Record<string, unknown>>(
      db,
      sql`select id, at, actor_id, actor_email, roles, action, entity, entity_id, before, after, reason, request_id, ip, prev_hash, hash from staff_audit where id >= ${fromId} order by id`,
    )
  ).map((r) => ({
    id: Number(r.id), at: new Date(r.at as string), actorId: r.actor_id === null ? null : Number(r.actor_id), actorEmail: r.actor_email as string | null,
    roles: r.roles as string[], action: r.action as string, entity: r.entity as string, entityId: r.entity_id as string | null, before: r.before, after: r.after,
    reason: r.reason as string | null, requestId: r.request_id as string | null, ip: r.ip as string | null, prevHash: r.prev_hash as string, hash: r.hash as string,
  }));

/** SHA-256 of a row as the chain had it before issue 42: what anyone can compute without the key. */
const unkeyed = (prev: string, row: ChainRow) => {
  const { prevHash: _p, hash: _h, ...fields } = row;
  return createHash('sha256').update(prev).update('\n').update(canonicalJson({ ...fields, at: row.at.toISOString() })).digest('hex');
};

/** Rewrites the chain from `rows[0]` on as someone with the database's keys but not the audit's key would. */
async function rehashWithoutKey(tx: Db, rows: ChainRow[]) {
  let prev = rows[0]!.prevHash;
  for (const row of rows) {
    const hash = unkeyed(prev, row);
    await tx.execute(sql`update staff_audit set prev_hash = ${prev}, hash = ${hash} where id = ${row.id}`);
    prev = hash;
  }
}

const refusal = (run: Promise<unknown>) => run.then(() => 'done', (e: { message?: string; cause?: { message?: string } }) => `${e.message} ${e.cause?.message ?? ''}`);

describe('the audit chain against its own database role (issue 42, defect 9)', () => {
  it('the app works as pocket_app: disabling the trigger, deleting, updating and truncating the audit and its checkpoints are refused by the database', async () => {
    const app = await createTestApp();
    await signInSandbox(app, 'admin');
    const db = await testDb();
    expect(await selectRows(db, sql`select current_user as role`)).toEqual([{ role: 'pocket_app' }]);
    for (const table of ['staff_audit', 'staff_audit_checkpoints']) {
      const t = sql.raw(table);
      expect(await refusal(db.execute(sql`alter table ${t} disable trigger all`))).toMatch(new RegExp(`must be owner of table ${table}`));
      expect(await refusal(db.execute(sql`delete from ${t} where id = (select max(id) from ${t})`))).toMatch(new RegExp(`permission denied for table ${table}`));
      expect(await refusal(db.execute(sql`update ${t} set at = now() where id = (select max(id) from ${t})`))).toMatch(new RegExp(`permission denied for table ${table}`));
      expect(await refusal(db.execute(sql`truncate ${t}`))).toMatch(new RegExp(`permission denied for table ${table}`));
      expect(await refusal(db.execute(sql`drop table ${t}`))).toMatch(new RegExp(`must be owner of table ${table}`));
    }
    expect(await refusal(db.execute(sql`set session_replication_role = replica`))).toMatch(/permission denied to set parameter "session_replication_role"/);
    // The app's other tables are its to write (a sign-in just wrote two of them).
    expect(await mayDeleteStaffSessions(db)).toBe(true);
    // The owner is refused by the triggers still (it can drop them, which is visible: decision 0048).
    const asOwner = await asOwnerRolledBack(async (tx) => refusal(tx.execute(sql`delete from staff_audit where id = (select max(id) from staff_audit)`)));
    expect(asOwner).toMatch(/staff_audit is append-only: DELETE is refused/);
    expect((await app.staffAudit.verify()).ok).toBe(true);
  });

  it('a row rewritten with the owner role and the chain re-hashed without the key: verify lists every row from it on', async () => {
    const app = await createTestApp();
    await signInSandbox(app, 'admin');
    for (let i = 0; i < 3; i += 1) await staffSignIn(app, await newAccount(app));
    const db = await testDb();
    const rewritten = (await selectRows<{ id: string | number }>(db, sql`select id from staff_audit order by id desc limit 4`)).map((r) => Number(r.id)).reverse();
    const from = rewritten[0]!;
    const report = await asOwnerRolledBack(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update staff_audit set reason = 'nothing happened' where id = ${from}`);
      await rehashWithoutKey(tx, await rowsFrom(tx, from));
      return app.staffAudit.verify(tx);
    });
    console.log(`[audit-chain] rewritten from row ${from} and re-hashed without the key: ok ${report.ok}, ${report.breakCount} breaks at ${report.breaks.map((b) => b.id).join(', ')}`);
    expect(report.ok).toBe(false);
    expect(report.brokenAt).toBe(from);
    expect(report.breaks.filter((b) => b.kind === 'hash').map((b) => b.id)).toEqual(rewritten);
    expect(report.breaks.find((b) => b.id === from)!.message).toBe(`Row ${from}'s fields do not give its hash under the audit key: it was changed, or written without the key`);
    expect((await app.staffAudit.verify()).ok).toBe(true);
  });

  it('checkpoints catch a truncated tail: from the table, and from the file when the checkpoints are deleted too', async () => {
    const file = path.join(work, 'audit-checkpoints.jsonl');
    const base = testConfig();
    const app = await createTestApp({ audit: { ...base.audit, checkpointFile: file } });
    await signInSandbox(app, 'admin');
    for (let i = 0; i < 3; i += 1) await staffSignIn(app, await newAccount(app));
    const checkpoint = (await app.staffAudit.checkpoint())!;
    expect(checkpoint).toMatchObject({ rows: expect.any(Number), headId: expect.any(Number), headHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await app.staffAudit.checkpoint()).toBeNull();
    expect(readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { mac: string }).at(-1)!.mac).toBe(checkpoint.mac);
    const whole = await app.staffAudit.verify();
    expect(whole).toMatchObject({ ok: true, rows: checkpoint.rows, expected: { rows: checkpoint.rows, headId: checkpoint.headId, headHash: checkpoint.headHash } });
    const expected = { rows: checkpoint.rows, headId: checkpoint.headId, headHash: checkpoint.headHash };
    // The newest two rows deleted (the chain that is left links perfectly: only the checkpoint can tell).
    const tail = async (tx: Db, alsoCheckpoints: boolean) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from staff_audit where id in (select id from staff_audit order by id desc limit 2)`);
      if (alsoCheckpoints) await tx.execute(sql`delete from staff_audit_checkpoints`);
      return app.staffAudit.verify(tx);
    };
    for (const alsoCheckpoints of [false, true]) {
      const report = await asOwnerRolledBack((tx) => tail(tx, alsoCheckpoints));
      console.log(`[audit-chain] tail of 2 rows removed${alsoCheckpoints ? ', checkpoints deleted' : ''}: ok ${report.ok}, ${report.breakCount} break(s): ${report.breaks.map((b) => b.message).join(' | ')}`);
      expect(report.ok).toBe(false);
      expect(report.rows).toBe(checkpoint.rows - 2);
      expect(report.breaks.filter((b) => b.kind === 'checkpoint' && b.id === checkpoint.headId)).toEqual([
        expect.objectContaining({ expected, found: { rows: checkpoint.rows - 2, headId: null, headHash: null } }),
      ]);
      expect(report.breaks.filter((b) => b.kind !== 'checkpoint')).toEqual([]);
    }
    expect((await app.staffAudit.verify()).ok).toBe(true);
  });

  it('a chain begun before the key verifies; a row hashed without the key after a keyed one is a break; a forged checkpoint is one', async () => {
    const app = await createTestApp();
    const report = await asOwnerRolledBack(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from staff_audit`);
      await tx.execute(sql`delete from staff_audit_checkpoints`);
      const legacy = async (prev: string, action: string) => {
        const [{ id }] = (await selectRows<{ id: string | number }>(tx, sql`select nextval(pg_get_serial_sequence('staff_audit', 'id')) as id`)) as [{ id: string | number }];
        const row: ChainRow = { id: Number(id), at: new Date(), actorId: null, actorEmail: 'old@pocket.test', roles: [], action, entity: 'staff', entityId: null, before: null, after: null, reason: null, requestId: null, ip: null, prevHash: prev, hash: '' };
        row.hash = unkeyed(prev, row);
        await tx.execute(sql`insert into staff_audit (id, at, actor_email, roles, action, entity, prev_hash, hash) values (${row.id}, ${row.at.toISOString()}, ${row.actorEmail}, '{}', ${action}, 'staff', ${prev}, ${row.hash})`);
        return row;
      };
      const first = await legacy('0'.repeat(64), 'staff.sign-in');
      await legacy(first.hash, 'staff.sign-in');
      await app.staffAudit.record(tx, { actor: { id: null, email: 'new@pocket.test', roles: [] }, origin: { requestId: null, ip: null }, action: 'staff.sign-in', entity: 'staff' });
      const before = await app.staffAudit.verify(tx);
      const [last] = (await rowsFrom(tx, 0)).slice(-1);
      const late = await legacy(last!.hash, 'staff.sign-out');
      await tx.execute(sql`insert into staff_audit_checkpoints (at, rows, head_id, head_hash, mac) values (now(), 2, ${late.id}, ${late.hash}, ${randomBytes(32).toString('hex')})`);
      return { before, after: await app.staffAudit.verify(tx), lateId: late.id };
    });
    expect(report.before).toMatchObject({ ok: true, rows: 3, breaks: [] });
    expect(report.after.ok).toBe(false);
    expect(report.after.breaks.map((b) => [b.kind, b.id])).toEqual([
      ['checkpoint', report.lateId],
      ['hash', report.lateId],
    ]);
  });

  it("the server from a fresh data folder (npm start's PGlite) works as pocket_app, makes its key file for its user only, and verifies after a restart", async () => {
    const dataDir = path.join(work, 'fresh');
    const config = { ...testConfig({ webDist: '/nonexistent', adminDist: '/nonexistent', dataDir }), databaseUrl: undefined };
    const first = await buildApp(config);
    expect(await selectRows(first.db, sql`select current_user as role`)).toEqual([{ role: 'pocket_app' }]);
    await signInSandbox(first, 'admin');
    expect((await first.staffAudit.verify()).ok).toBe(true);
    await first.close();
    expect(statSync(path.join(dataDir, 'audit-key')).mode & 0o777).toBe(0o600);
    const again = await buildApp(config);
    expect(await selectRows(again.db, sql`select current_user as role`)).toEqual([{ role: 'pocket_app' }]);
    expect((await again.staffAudit.verify()).ok).toBe(true);
    await again.close();
  });

  const url = inject('testDatabaseUrl');
  // Needs a login role of its own on the server: PostgreSQL only (PGlite is one session of one role).
  it.skipIf(!url)('APP_DATABASE_URL: a login role that is only a member of pocket_app cannot go back to the owner', async () => {
    const login = `pocket_app_login_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create role ${login} login in role pocket_app`);
    const appUrl = new URL(url);
    appUrl.username = login;
    const db = await createDb({ databaseUrl: url, appDatabaseUrl: appUrl.toString(), dataDir: '', poolSize: 1 });
    try {
      expect(await selectRows(db, sql`select current_user as role, session_user as login`)).toEqual([{ role: 'pocket_app', login }]);
      await db.execute(sql`set role none`);
      expect(await selectRows(db, sql`select current_user as role`)).toEqual([{ role: login }]);
      expect(await refusal(db.execute(sql`set role postgres`))).toMatch(/permission denied to set role "postgres"/);
      expect(await refusal(db.execute(sql`delete from staff_audit where id = (select max(id) from staff_audit)`))).toMatch(/permission denied for table staff_audit/);
    } finally {
      await closeDb(db);
      await admin.query(`drop role ${login}`);
      await admin.end();
    }
  });
});
