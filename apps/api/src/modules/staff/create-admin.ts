/**
 * `npm run staff:create-admin -- --email you@lender.zm --name "Your Name"` (in apps/api): the first admin of a
 * database outside the sandbox (DATABASE_URL, or the PGlite files under DATA_DIR; the server's configuration). Prints
 * an enrolment link (72 h, once; PUBLIC_URL/admin/enrol#token=...) through which the admin sets their own password and
 * TOTP: no password is made or printed (issue 42, defect 7). Refused when an enabled admin exists: admins then add
 * staff at /admin (and roles are granted by maker-checker). The creation is written to the staff audit.
 */
import { parseArgs } from 'node:util';

import { createStaffBody } from '@pocket/contracts/api/staff';

import { loadConfig } from '../../config/env';
import { closeDb, createDb, migrateDb } from '../../db/client';
import { createKv } from '../../db/kv';
import { selectRows } from '../../db/rows';
import { auditDoorFor, auditKeyOf } from '../staff-audit/plugin';
import { StaffEnrolment } from './enrolment';
import { insertStaff } from './repo';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const parsed = createStaffBody.safeParse({ email: values.email, name: values.name });
if (!parsed.success) {
  process.stderr.write('Usage: npm run staff:create-admin -- --email you@lender.zm --name "Your Name"\n');
  process.exit(2);
}
const { sql } = await import('drizzle-orm');
const config = loadConfig();
const db = await createDb({ databaseUrl: config.databaseUrl, appDatabaseUrl: config.appDatabaseUrl, dataDir: config.dataDir });
try {
  await migrateDb(db);
  const admins = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from staff_members where 'admin' = any(roles) and disabled_at is null`);
  if (Number(admins[0]!.n) > 0) {
    process.stderr.write('An admin exists already: create staff at /admin (roles are granted by a second admin).\n');
    process.exit(1);
  }
  const email = parsed.data.email.trim().toLowerCase();
  const audit = auditDoorFor(db, Date.now, auditKeyOf({ key: config.audit.key, dataDir: config.dataDir }));
  const enrolment = new StaffEnrolment({ db, kv: createKv(undefined, Date.now), audit, now: Date.now, mail: null, publicUrl: config.publicUrl });
  const { row, link } = await db.transaction(async (tx) => {
    const created = await insertStaff(tx, { email, name: parsed.data.name, roles: ['admin'] });
    const made = await enrolment.newLink(tx, created.id, 'new');
    await audit.record(tx, { actor: { id: null, email: null, roles: [] }, origin: { requestId: 'staff:create-admin', ip: null }, action: 'staff.create-admin', entity: 'staff', entityId: created.id, after: { id: created.id, email, name: created.name, roles: created.roles, enrolmentExpiresAt: made.expiresAt.toISOString() } });
    return { row: created, link: made };
  });
  process.stdout.write(
    [
      `Admin ${row.email} (id ${row.id}) created, without a password. Open this link within 72 hours (it works once)`,
      'to choose your password and add the desk to your authenticator app:',
      `  ${link.link}`,
      '',
    ].join('\n'),
  );
} finally {
  await closeDb(db);
}
