import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

import { builtPgliteTemplate, holdsNoCluster, startClusterFrom } from './pglite-template';

/** The database every repo receives: drizzle's PostgreSQL query builder, the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database: what repos take so that services can compose them inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DbKind = 'pglite' | 'postgres';

interface Handle {
  kind: DbKind;
  close: () => Promise<void>;
  migrate: () => Promise<void>;
}
const handles = new WeakMap<Db, Handle>();

export interface DbConfig {
  /** PostgreSQL through postgres.js when set. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `<dataDir>/pglite` when no databaseUrl is given. */
  dataDir: string;
  /** An already open PGlite (tests share one migrated instance); closeDb then closes it too. */
  pglite?: PGlite;
  /**
   * A dump of a fresh cluster that a new PGlite data dir starts from instead of initdb (pglite-template.ts); by
   * default the one the build wrote beside the bundle, if any.
   */
  pgliteTemplate?: string;
  poolSize?: number;
  /** drizzle's query logger (tests count the statements a request sends with it); none by default. */
  logger?: Logger;
}

/** The drizzle migrations folder (apps/api/drizzle), found from this file in sources and in the bundle alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
}

/**
 * A socket directory named as the URL's host (`postgres://user@%2Fvar%2Frun%2Fpostgresql/pocket`, libpq's and
 * node-postgres' form): postgres.js reads it only as its `host` option.
 */
export function socketDirectory(databaseUrl: string): string | undefined {
  const host = decodeURIComponent(new URL(databaseUrl).hostname);
  return host.startsWith('/') ? host : undefined;
}

/** Opens the database the config names: PostgreSQL when databaseUrl is set, else file-backed PGlite. */
export async function createDb(config: DbConfig): Promise<Db> {
  const folder = migrationsFolder();
  if (config.databaseUrl) {
    const client = postgres(config.databaseUrl, {
      max: config.poolSize ?? 4,
      host: socketDirectory(config.databaseUrl),
      // The migrator's "already exists, skipping" notices are not the operator's business.
      onnotice: () => {},
    });
    const db = drizzlePg(client, { logger: config.logger ?? false }) as unknown as Db;
    handles.set(db, {
      kind: 'postgres',
      close: () => client.end(),
      migrate: () => migratePg(db as never, { migrationsFolder: folder }),
    });
    return db;
  }
  let client = config.pglite;
  if (!client) {
    const dir = path.resolve(config.dataDir, 'pglite');
    const template = config.pgliteTemplate ?? builtPgliteTemplate();
    if (template && holdsNoCluster(dir)) startClusterFrom(template, dir);
    else mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { logger: config.logger ?? false }) as unknown as Db;
  const owned = client;
  handles.set(db, {
    kind: 'pglite',
    close: () => owned.close(),
    migrate: () => migratePglite(db as never, { migrationsFolder: folder }),
  });
  return db;
}

/** Applies every migration not applied yet (drizzle's migrator; safe to call at each start). */
export async function migrateDb(db: Db): Promise<void> {
  await handleOf(db).migrate();
}

export function dbKind(db: Db): DbKind {
  return handleOf(db).kind;
}

export async function closeDb(db: Db): Promise<void> {
  const handle = handles.get(db);
  if (!handle) return;
  handles.delete(db);
  await handle.close();
}

function handleOf(db: Db): Handle {
  const handle = handles.get(db);
  if (!handle) throw new Error('not a database made by createDb');
  return handle;
}
