// A PostgreSQL database made for a bench run and dropped after it (`keep`: left for a look afterwards).
import pg from 'pg';

export async function withThrowAwayDatabase(pgBase, name, work, { keep = false } = {}) {
  const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await work(`${pgBase}/${name}`);
  } finally {
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
