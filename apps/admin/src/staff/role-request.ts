import { createApprovalBody, roleGrantPayload, staffResetPayload } from '@pocket/contracts/api/staff';

/** A role.grant request as the approvals call takes it (createApprovalBody), with the kind's payload as the server checks it. */
export const roleGrantRequest = createApprovalBody.extend({ payload: roleGrantPayload });
/** A staff.reset request, likewise. */
export const resetRequest = createApprovalBody.extend({ payload: staffResetPayload });
