import { roleGrantPayload } from '@pocket/contracts/api/staff';
import type { RoleGrantPayload } from '@pocket/contracts/api/staff';

import { notFound } from '../../plugins/errors';
import type { StaffDoor } from '../staff/plugin';
import type { ApprovalKind } from './registry';

/** role.grant: an admin asks, another admin approves (never the member it is about); the effect adds the role (idempotent). */
export const roleGrantKind = (staff: StaffDoor): ApprovalKind<RoleGrantPayload> => ({
  kind: 'role.grant',
  payload: roleGrantPayload,
  requesters: ['admin'],
  checkers: ['admin'],
  subjects: (payload) => [payload.staffId],
  async validate(tx, payload) {
    if (!(await staff.exists(tx, payload.staffId))) throw notFound('This staff member does not exist');
  },
  async effect(tx, payload) {
    const { before, after } = await staff.grantRole(tx, payload.staffId, payload.role);
    return { entity: 'staff', entityId: payload.staffId, before: { roles: before }, after: { roles: after } };
  },
});
