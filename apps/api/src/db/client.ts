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

import { forDrizzle } from './pglite-parsers';
import { builtPgliteTemplate, holdsNoCluster, startClusterFrom } from './pglite-template';

/** The database every repo receives: drizzle's PostgreSQL query builder, the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database: what repos take so that services can compose them inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DbKind = 'pglite' | 'postgres';

/**
 * The role the app's queries run as (migration 0032, decision 0048): it may read and write the app's tables but only
 * insert into (and read) the staff audit and its checkpoints, and owns nothing, so it can neither disable their
 * triggers nor delete, update or truncate them. Migrations run as the connecting role, which owns the tables.
 */
export const APP_ROLE = 'pocket_app';

interface Handle {
  kind: DbKind;
  close: () => Promise<void>;
  migrate: () => Promise<void>;
}
const handles = new WeakMap<Db, Handle>();

export interface DbConfig {
  /** PostgreSQL through postgres.js when set; its role runs the migrations (and owns the tables). */
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL: a login role of its own for the app's queries (a member of pocket_app and nothing else), so that no
   * statement of the app can go back to the owner (`SET ROLE NONE` does from a pool that logged in as the owner).
   * Unset: the app's pool logs in as DATABASE_URL's role and starts every connection as pocket_app.
   */
  appDatabaseUrl?: string | undefined;
  /** `app` (default): the queries run as pocket_app once it exists; `owner`: as the connecting role (scripts, benches). */
  as?: 'app' | 'owner';
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
  const asApp = (config.as ?? 'app') === 'app';
  if (config.databaseUrl) {
    const ownerUrl = config.databaseUrl;
    const url = asApp && config.appDatabaseUrl ? config.appDatabaseUrl : ownerUrl;
    const client = postgres(url, {
      max: config.poolSize ?? 4,
      host: socketDirectory(url),
      // The migrator's "already exists, skipping" notices are not the operator's business.
      onnotice: () => {},
      // Every connection starts as the app's role (a startup parameter: no statement more per connection). postgres.js
      // connects at the first query, after the migrations that make the role.
      ...(asApp ? { connection: { role: APP_ROLE } } : {}),
    });
    const db = drizzlePg(client, { logger: config.logger ?? false }) as unknown as Db;
    handles.set(db, {
      kind: 'postgres',
      close: () => client.end(),
      // Migrations on a connection of their own, as the connecting role (the owner), closed after.
      migrate: async () => {
        const owner = postgres(ownerUrl, { max: 1, host: socketDirectory(ownerUrl), onnotice: () => {} });
        try {
          await migratePg(drizzlePg(owner) as never, { migrationsFolder: folder });
        } finally {
          await owner.end();
        }
      },
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
  const db = drizzlePglite(forDrizzle(client), { logger: config.logger ?? false }) as unknown as Db;
  const owned = client;
  // PGlite is one session: it becomes the app's role once the role exists, and the owner again for migrations.
  const becomeApp = async () => {
    const [role] = (await owned.query<{ found: boolean }>(`select exists (select from pg_roles where rolname = '${APP_ROLE}') as found`)).rows;
    if (role?.found) await owned.exec(`set role ${APP_ROLE}`);
  };
  if (asApp) await becomeApp();
  handles.set(db, {
    kind: 'pglite',
    close: () => owned.close(),
    migrate: async () => {
      await owned.exec('reset role');
      await migratePglite(db as never, { migrationsFolder: folder });
      if (asApp) await becomeApp();
    },
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
