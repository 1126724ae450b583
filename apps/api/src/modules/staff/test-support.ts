import { getTableName, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { findStaffByEmail, findStaffById } from './repo';
import { staffSessions } from './schema';

/** The TOTP step an account's last sign-in used (null before its first): the shared staff sessions (test/staff-sessions.ts) wait past it. */
export const totpLastStep = async (db: Tx, email: string): Promise<number | null> => (await findStaffByEmail(db, email.toLowerCase()))?.totpLastStep ?? null;

/** A staff member's roles as stored (none: an unknown id). */
export const staffRolesOf = async (db: Tx, id: number) => (await findStaffById(db, id))?.roles ?? [];

/** Whether the connection's role may delete staff sessions (the app's own tables are its to write, unlike the audit). */
export const mayDeleteStaffSessions = async (db: Tx): Promise<boolean> =>
  (await selectRows<{ ok: boolean }>(db, sql`select has_table_privilege(${getTableName(staffSessions)}, 'DELETE') as ok`))[0]!.ok;

/** The staff permission table and the TOTP step, for the audit's tests. */
export { STAFF_PERMISSIONS } from './permissions';
export { TOTP_STEP_MS } from './secrets';
