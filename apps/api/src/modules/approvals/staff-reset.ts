import { staffResetPayload } from '@pocket/contracts/api/staff';
import type { StaffResetPayload } from '@pocket/contracts/api/staff';

import { notFound } from '../../plugins/errors';
import type { StaffDoor } from '../staff/plugin';
import type { ApprovalKind } from './registry';

/**
 * staff.reset (issue 42, defect 7; replaces decision 0028's one-admin reset): an admin asks, another admin approves,
 * and the member about whom it is may not check it. The effect clears the member's password and TOTP secret, ends
 * their sessions and sends them a new enrolment link: nobody but the member ever holds their new credentials.
 */
export const staffResetKind = (staff: StaffDoor): ApprovalKind<StaffResetPayload> => ({
  kind: 'staff.reset',
  payload: staffResetPayload,
  requesters: ['admin'],
  checkers: ['admin'],
  subjects: (payload) => [payload.staffId],
  async validate(tx, payload) {
    staff.assertEnrolmentDeliverable();
    if (!(await staff.exists(tx, payload.staffId))) throw notFound('This staff member does not exist');
  },
  async effect(tx, payload) {
    const { before, after, afterCommit } = await staff.resetToEnrolment(tx, payload.staffId);
    return { entity: 'staff', entityId: payload.staffId, before, after, afterCommit };
  },
});
