/**
 * `npm run staff:create-admin -- --email you@lender.zm --name "Your Name"` (in apps/api): the first admin of a
 * database outside the sandbox (DATABASE_URL, or the PGlite files under DATA_DIR; the server's configuration). Prints the temporary password and
 * the TOTP secret once. Refused when an enabled admin exists: admins then create staff at /admin (and roles are
 * granted by maker-checker). The creation is written to the staff audit.
 */
import { parseArgs } from 'node:util';

import { createStaffBody } from '@pocket/contracts/api/staff';

import { loadConfig } from '../../config/env';
import { closeDb, createDb, migrateDb } from '../../db/client';
import { selectRows } from '../../db/rows';
import { AuditLog } from '../staff-audit/service';
import { insertStaff } from './repo';
import { hashPassword, newTotpSecret, otpauthUrl, temporaryPassword } from './secrets';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const parsed = createStaffBody.safeParse({ email: values.email, name: values.name });
if (!parsed.success) {
  process.stderr.write('Usage: npm run staff:create-admin -- --email you@lender.zm --name "Your Name"\n');
  process.exit(2);
}
const { sql } = await import('drizzle-orm');
const config = loadConfig();
const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDb(db);
  const admins = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from staff_members where 'admin' = any(roles) and disabled_at is null`);
  if (Number(admins[0]!.n) > 0) {
    process.stderr.write('An admin exists already: create staff at /admin (roles are granted by a second admin).\n');
    process.exit(1);
  }
  const email = parsed.data.email.trim().toLowerCase();
  const password = temporaryPassword();
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  const audit = new AuditLog(db, Date.now);
  const row = await db.transaction(async (tx) => {
    const created = await insertStaff(tx, { email, name: parsed.data.name, passwordHash, totpSecret, roles: ['admin'] });
    await audit.record(tx, { actor: { id: null, email: null, roles: [] }, origin: { requestId: 'staff:create-admin', ip: null }, action: 'staff.create-admin', entity: 'staff', entityId: created.id, after: { id: created.id, email, name: created.name, roles: created.roles } });
    return created;
  });
  process.stdout.write(
    [
      `Admin ${row.email} (id ${row.id}) created. Shown once:`,
      `  temporary password: ${password}`,
      `  TOTP secret:        ${totpSecret}`,
      `  otpauth URL:        ${otpauthUrl(email, totpSecret)}`,
      'Add the secret to an authenticator app, then sign in at /admin.',
      '',
    ].join('\n'),
  );
} finally {
  await closeDb(db);
}
