import type { z } from 'zod';

import * as staff from '@pocket/contracts/api/staff';

/** The staff API's calls with their contract schemas (request body, query and answer), as the fake serves them. */
export interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  answer: z.ZodType;
}

export const CALLS: Call[] = [
  { method: 'POST', path: '/session', body: staff.staffSignInBody, answer: staff.staffSessionAnswer },
  { method: 'GET', path: '/session', answer: staff.staffSessionAnswer },
  { method: 'DELETE', path: '/session', answer: staff.staffSignOutAnswer },
  { method: 'GET', path: '/staff', query: staff.staffListQuery, answer: staff.staffListAnswer },
  { method: 'POST', path: '/staff', body: staff.createStaffBody, answer: staff.createStaffAnswer },
  { method: 'POST', path: '/staff/:id/disable', body: staff.disableStaffBody, answer: staff.disableStaffAnswer },
  { method: 'POST', path: '/session/password', body: staff.changePasswordBody, answer: staff.changePasswordAnswer },
  { method: 'POST', path: '/staff/:id/reset-password', body: staff.resetCredentialBody, answer: staff.resetPasswordAnswer },
  { method: 'POST', path: '/staff/:id/reset-totp', body: staff.resetCredentialBody, answer: staff.resetTotpAnswer },
  { method: 'POST', path: '/approvals', body: staff.createApprovalBody, answer: staff.createApprovalAnswer },
  { method: 'GET', path: '/approvals', query: staff.approvalListQuery, answer: staff.approvalListAnswer },
  { method: 'POST', path: '/approvals/:id/approve', body: staff.approveBody, answer: staff.approvalAnswer },
  { method: 'POST', path: '/approvals/:id/reject', body: staff.rejectBody, answer: staff.approvalAnswer },
  { method: 'GET', path: '/audit', query: staff.auditQuery, answer: staff.auditListAnswer },
  { method: 'GET', path: '/audit/verify', answer: staff.auditVerifyAnswer },
  { method: 'GET', path: '/borrowers', query: staff.borrowerSearchQuery, answer: staff.borrowerListAnswer },
  { method: 'GET', path: '/borrowers/:uid', answer: staff.borrowerPageAnswer },
  { method: 'POST', path: '/borrowers/:uid/reveal', body: staff.revealBody, answer: staff.revealAnswer },
  { method: 'POST', path: '/borrowers/:uid/block', body: staff.borrowerReasonBody, answer: staff.blockAnswer },
  { method: 'POST', path: '/borrowers/:uid/unblock', body: staff.borrowerReasonBody, answer: staff.blockAnswer },
  { method: 'POST', path: '/borrowers/:uid/reset-devices', body: staff.borrowerReasonBody, answer: staff.resetDevicesAnswer },
  { method: 'GET', path: '/borrowers/:uid/messages', answer: staff.deskMessagesAnswer },
  { method: 'POST', path: '/borrowers/:uid/messages/:id/resend', body: staff.resendBody, answer: staff.resendAnswer },
];

/** The call a method and path (under /api/staff) match, with the path's parameters. */
export function matchCall(method: string, path: string): { call: Call; params: Record<string, string> } | null {
  for (const call of CALLS) {
    if (call.method !== method) continue;
    const names: string[] = [];
    const pattern = new RegExp(`^${call.path.replace(/:(\w+)/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`);
    const found = pattern.exec(path);
    if (found) return { call, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) };
  }
  return null;
}
