import { approvalAnswer, approvalListAnswer, approvalListQuery, approveBody, createApprovalAnswer, createApprovalBody, rejectBody } from '../api/staff/approvals';
import { staffIdParams } from '../api/staff/common';
import { staffCall } from './call';

/**
 * Maker-checker: any signed-in staff member may reach these; each kind says who may request it and who may check it
 * (the server's kinds). An approved request's effect is written inside the approval.approve row.
 */
export const approvalCalls = {
  request: staffCall({ method: 'POST', path: '/api/staff/approvals', roles: 'signed-in', audit: ['approval.request'], body: createApprovalBody, answer: createApprovalAnswer }),
  list: staffCall({ method: 'GET', path: '/api/staff/approvals', roles: 'signed-in', audit: [], query: approvalListQuery, answer: approvalListAnswer }),
  approve: staffCall({ method: 'POST', path: '/api/staff/approvals/:id/approve', roles: 'signed-in', audit: ['approval.approve'], params: staffIdParams, body: approveBody, answer: approvalAnswer }),
  reject: staffCall({ method: 'POST', path: '/api/staff/approvals/:id/reject', roles: 'signed-in', audit: ['approval.reject'], params: staffIdParams, body: rejectBody, answer: approvalAnswer }),
} as const;
