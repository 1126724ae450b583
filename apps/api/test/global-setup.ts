import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { testDatabaseUrl } from '../src/config/test-env';
import { closeDb, createDb, migrateDb } from '../src/db/client';
import { writeMigratedPgliteTemplate } from '../src/db/migrated-template';

/**
 * Runs once per `vitest run`: prepares ONE migrated database that every test file reuses.
 * - PostgreSQL (TEST_DATABASE_URL or DATABASE_URL set): creates a throw-away database, migrates it, drops it at the end.
 * - PGlite (default): creates and migrates an instance once, dumps its data dir to a tarball; each test file loads it.
 */
export default async function setup(project: TestProject) {
  const baseUrl = testDatabaseUrl();
  if (baseUrl) {
    const name = `pocket_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const db = await createDb({ databaseUrl: url.toString(), dataDir: '' });
    await migrateDb(db);
    await closeDb(db);
    project.provide('testDatabaseUrl', url.toString());
    project.provide('pgliteDump', '');
    return async () => {
      const drop = new pg.Client({ connectionString: baseUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'pocket-test-'));
  const file = path.join(dir, 'migrated.tar');
  await writeMigratedPgliteTemplate(file, 'none');
  project.provide('testDatabaseUrl', '');
  project.provide('pgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    pgliteDump: string;
  }
}
