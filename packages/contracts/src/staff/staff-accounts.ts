import { createStaffAnswer, createStaffBody, disableStaffAnswer, disableStaffBody, staffListAnswer, staffListQuery } from '../api/staff/accounts';
import { auditListAnswer, auditQuery, auditVerifyAnswer } from '../api/staff/audit';
import { staffIdParams } from '../api/staff/common';
import { securityEventListAnswer, securityEventQuery } from '../api/staff/security-events';
import { staffCall } from './call';

/** Staff accounts (admin); a role or a reset is an approval request (role.grant, staff.reset). */
export const staffAccountCalls = {
  list: staffCall({ method: 'GET', path: '/api/staff/staff', roles: ['admin'], audit: [], query: staffListQuery, answer: staffListAnswer }),
  create: staffCall({ method: 'POST', path: '/api/staff/staff', roles: ['admin'], audit: ['staff.create'], body: createStaffBody, answer: createStaffAnswer }),
  disable: staffCall({ method: 'POST', path: '/api/staff/staff/:id/disable', roles: ['admin'], audit: ['staff.disable'], params: staffIdParams, body: disableStaffBody, answer: disableStaffAnswer }),
} as const;

/** The audit and the security events (admin). The CSV answers bytes, not an envelope. */
export const auditCalls = {
  list: staffCall({ method: 'GET', path: '/api/staff/audit', roles: ['admin'], audit: [], query: auditQuery, answer: auditListAnswer }),
  csv: staffCall({ method: 'GET', path: '/api/staff/audit.csv', roles: ['admin'], audit: [], query: auditQuery }),
  verify: staffCall({ method: 'GET', path: '/api/staff/audit/verify', roles: ['admin'], audit: [], answer: auditVerifyAnswer }),
  securityEvents: staffCall({ method: 'GET', path: '/api/staff/security-events', roles: ['admin'], audit: [], query: securityEventQuery, answer: securityEventListAnswer }),
} as const;
