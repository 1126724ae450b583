import {
  blockAnswer,
  borrowerListAnswer,
  borrowerPageAnswer,
  borrowerPhotoParams,
  borrowerReasonBody,
  borrowerSearchQuery,
  resetDevicesAnswer,
  revealAnswer,
  revealBody,
} from '../api/staff/borrowers';
import type { RevealField } from '../api/staff/borrowers';
import { borrowerUidParams } from '../api/staff/common';
import type { StaffRole } from '../api/staff/common';
import { deskMessagesAnswer, resendAnswer, resendBody, resendParams } from '../api/staff/desk-messages';
import { staffCall } from './call';

/** Which field each role may reveal (the reveal call lets support and risk in; the server checks the field). */
export const REVEAL_ROLES: Readonly<Record<RevealField, readonly StaffRole[]>> = { phone: ['support', 'risk'], name: ['support', 'risk'], nrc: ['risk'], photos: ['risk'] };

/** The borrowers desk: find, read (masked), reveal with a reason, hold, devices, messages. */
export const borrowerCalls = {
  search: staffCall({ method: 'GET', path: '/api/staff/borrowers', roles: ['support', 'risk', 'finance'], audit: [], query: borrowerSearchQuery, answer: borrowerListAnswer }),
  page: staffCall({ method: 'GET', path: '/api/staff/borrowers/:uid', roles: ['support', 'risk', 'finance'], audit: [], params: borrowerUidParams, answer: borrowerPageAnswer }),
  reveal: staffCall({ method: 'POST', path: '/api/staff/borrowers/:uid/reveal', roles: ['support', 'risk'], audit: ['borrower.reveal'], params: borrowerUidParams, body: revealBody, answer: revealAnswer }),
  photo: staffCall({ method: 'GET', path: '/api/staff/borrowers/:uid/photos/:side', roles: ['risk'], audit: ['borrower.photo'], params: borrowerPhotoParams }),
  block: staffCall({ method: 'POST', path: '/api/staff/borrowers/:uid/block', roles: ['risk'], audit: ['borrower.block'], params: borrowerUidParams, body: borrowerReasonBody, answer: blockAnswer }),
  unblock: staffCall({ method: 'POST', path: '/api/staff/borrowers/:uid/unblock', roles: ['risk'], audit: ['borrower.unblock'], params: borrowerUidParams, body: borrowerReasonBody, answer: blockAnswer }),
  resetDevices: staffCall({
    method: 'POST',
    path: '/api/staff/borrowers/:uid/reset-devices',
    roles: ['support', 'risk'],
    audit: ['borrower.reset-devices'],
    params: borrowerUidParams,
    body: borrowerReasonBody,
    answer: resetDevicesAnswer,
  }),
  messages: staffCall({ method: 'GET', path: '/api/staff/borrowers/:uid/messages', roles: ['support', 'risk', 'finance'], audit: [], params: borrowerUidParams, answer: deskMessagesAnswer }),
  resend: staffCall({
    method: 'POST',
    path: '/api/staff/borrowers/:uid/messages/:id/resend',
    roles: ['support'],
    audit: ['borrower.message.resend'],
    params: resendParams,
    body: resendBody,
    answer: resendAnswer,
  }),
} as const;
