import type { StaffActor } from '../staff/plugin';

/** Who an audit row names. */
export const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });
