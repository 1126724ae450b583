import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { closeDb, createDb, migrateDb, migrationsFolder } from './client';
import { writeMigratedPgliteTemplate } from './migrated-template';
import { PGLITE_TEMPLATE_FILE, startClusterFrom, writePgliteTemplate } from './pglite-template';
import { selectRows } from './rows';

const work = await mkdtemp(path.join(os.tmpdir(), 'pocket-pglite-template-'));
afterAll(() => rm(work, { recursive: true, force: true }));

// Each case runs initdb once, in PGlite's WebAssembly: seconds on a busy machine.
const INITDB_MS = 120_000;

describe('a new PGlite data dir starts from the template the build writes', () => {
  it("the build's template is a migrated cluster: a new data dir starts with every migration applied", async () => {
    const template = path.join(work, PGLITE_TEMPLATE_FILE);
    await writeMigratedPgliteTemplate(template);
    // As the owner: the migrations' own table is not the app's (decision 0048).
    const db = await createDb({ dataDir: path.join(work, 'from-template'), pgliteTemplate: template, as: 'owner' });
    try {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = async () => (await selectRows<{ count: number }>(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`))[0]?.count;
      expect(await applied()).toBe(journal.entries.length);
      // The start's migrations find nothing left to do.
      await migrateDb(db);
      expect(await applied()).toBe(journal.entries.length);
    } finally {
      await closeDb(db);
    }
  }, INITDB_MS);

  it('is only a start: a data dir that holds a cluster keeps its own data', async () => {
    // A template with a table of its own, so that the data dir shows where it came from.
    const template = path.join(work, 'marked.tar.gz');
    await writePgliteTemplate(template, { prepare: (client) => client.exec('create table marker (n int)') });

    const dataDir = path.join(work, 'kept');
    const first = await createDb({ dataDir, pgliteTemplate: template });
    await first.execute(sql`insert into marker values (1)`);
    await closeDb(first);
    const again = await createDb({ dataDir, pgliteTemplate: template });
    try {
      expect(await selectRows<{ n: number }>(again, sql`select n from marker`)).toEqual([{ n: 1 }]);
    } finally {
      await closeDb(again);
    }
  }, INITDB_MS);
});

/** One ustar entry (the fields the unpacking reads). */
function tarEntry(name: string, type: string, body = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000600\0', 100);
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  return Buffer.concat([header, body, Buffer.alloc((512 - (body.length % 512)) % 512)]);
}

describe('unpacking a template', () => {
  const template = async (name: string, ...entries: Buffer[]) => {
    const file = path.join(work, name);
    await writeFile(file, gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
    return file;
  };

  it('writes its files and directories under the data dir only, a name climbing out included', async () => {
    const dir = path.join(work, 'unpacked', 'pglite');
    startClusterFrom(
      await template('plain.tar.gz', tarEntry('/base', '5'), tarEntry('/base/1', '0', Buffer.from('page')), tarEntry('../../climbing', '0', Buffer.from('x'))),
      dir,
    );
    expect(readFileSync(path.join(dir, 'base', '1'), 'utf8')).toBe('page');
    expect(readFileSync(path.join(dir, 'climbing'), 'utf8')).toBe('x');
    expect(readdirSync(path.join(work, 'unpacked'))).toEqual(['pglite']);
  });

  it('refuses an entry that is neither a file nor a directory, and leaves nothing behind', async () => {
    const dir = path.join(work, 'refused', 'pglite');
    const file = await template('link.tar.gz', tarEntry('/PG_VERSION', '0', Buffer.from('17')), tarEntry('/pg_wal', '2'));
    expect(() => startClusterFrom(file, dir)).toThrow("PGlite template: entry '/pg_wal' of type '2' is neither a file nor a directory");
    expect(readdirSync(path.join(work, 'refused'))).toEqual([]);
  });
});
