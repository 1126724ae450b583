import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { closeDb, createDb, socketDirectory } from './client';
import { DRIZZLE_TEXT_TYPES } from './pglite-parsers';
import { selectRows } from './rows';

describe('DATABASE_URL naming a socket directory (docs/operations.md)', () => {
  it('hands the directory named as the host to postgres.js, as libpq and node-postgres read it', () => {
    expect(socketDirectory('postgres://pocket@%2Fvar%2Frun%2Fpostgresql/pocket')).toBe('/var/run/postgresql');
    expect(socketDirectory('postgres://pocket@%2Ftmp:5433/pocket')).toBe('/tmp');
  });

  it('leaves a network host to the URL itself', () => {
    expect(socketDirectory('postgres://pocket:secret@127.0.0.1:5432/pocket')).toBeUndefined();
    expect(socketDirectory('postgres://pocket@db.internal/pocket?sslmode=require')).toBeUndefined();
  });
});

describe('PGlite without a parser table copied at every statement (decision 0061)', () => {
  it('answers the rows drizzle asks for with its own parsers: dates, times and intervals as text, the rest parsed', async () => {
    const client = await PGlite.create();
    const query = `select '2026-03-01 10:00:00+02'::timestamptz as tz, '2026-03-01 10:00'::timestamp as ts, '2026-03-01'::date as d,
      '2 days'::interval as i, array[1.5, 2]::numeric[] as n, array['2026-03-01'::date] as ds, 7::int as int, true as b,
      '{"a":1}'::jsonb as j, array[1, 2] as ints`;
    // What drizzle's PGlite session asks for on each statement (drizzle-orm/pglite/session.js).
    const own = (await client.query(query, [], { rowMode: 'object', parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, (v: string) => v])) })).rows;
    expect(own[0]).toMatchObject({ tz: '2026-03-01 08:00:00+00', d: '2026-03-01', i: '2 days', n: '{1.5,2}', int: 7, b: true, j: { a: 1 }, ints: [1, 2] });
    const db = await createDb({ dataDir: '', pglite: client, as: 'owner' });
    try {
      expect(await selectRows(db, sql.raw(query))).toEqual(own);
      expect(await db.transaction((tx) => selectRows(tx, sql.raw(query)))).toEqual(own);
    } finally {
      await closeDb(db);
    }
  });
});
