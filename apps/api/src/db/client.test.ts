import { describe, expect, it } from 'vitest';

import { socketDirectory } from './client';

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
