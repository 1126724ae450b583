import type { Tx } from '../../db/client';
import { findStaffByEmail, findStaffById } from './repo';

/** The TOTP step an account's last sign-in used (null before its first): the shared staff sessions (test/staff-sessions.ts) wait past it. */
export const totpLastStep = async (db: Tx, email: string): Promise<number | null> => (await findStaffByEmail(db, email.toLowerCase()))?.totpLastStep ?? null;

/** A staff member's roles as stored (none: an unknown id). */
export const staffRolesOf = async (db: Tx, id: number) => (await findStaffById(db, id))?.roles ?? [];
