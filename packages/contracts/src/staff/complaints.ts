import { staffIdParams } from '../api/staff/common';
import { complaintQueueAnswer, complaintQueueQuery, complaintReplyBody, staffComplaintAnswer } from '../api/staff/complaints';
import { correctionCorrectBody, correctionQueueAnswer, correctionQueueQuery, correctionReplyBody, staffCorrectionAnswer } from '../api/staff/data-corrections';
import { staffCall } from './call';

/** Complaints (support). */
export const complaintCalls = {
  queue: staffCall({ method: 'GET', path: '/api/staff/complaints', roles: ['support'], audit: [], query: complaintQueueQuery, answer: complaintQueueAnswer }),
  one: staffCall({ method: 'GET', path: '/api/staff/complaints/:id', roles: ['support'], audit: [], params: staffIdParams, answer: staffComplaintAnswer }),
  answer: staffCall({ method: 'POST', path: '/api/staff/complaints/:id/answer', roles: ['support'], audit: ['complaint.answer'], params: staffIdParams, body: complaintReplyBody, answer: staffComplaintAnswer }),
} as const;

/** Data-correction requests: support answers; a KYC-verified field (identity) is changed only by risk, with evidence. */
export const dataCorrectionCalls = {
  queue: staffCall({ method: 'GET', path: '/api/staff/data-corrections', roles: ['support', 'risk'], audit: [], query: correctionQueueQuery, answer: correctionQueueAnswer }),
  one: staffCall({ method: 'GET', path: '/api/staff/data-corrections/:id', roles: ['support', 'risk'], audit: [], params: staffIdParams, answer: staffCorrectionAnswer }),
  answer: staffCall({
    method: 'POST',
    path: '/api/staff/data-corrections/:id/answer',
    roles: ['support'],
    audit: ['data-correction.answer'],
    params: staffIdParams,
    body: correctionReplyBody,
    answer: staffCorrectionAnswer,
  }),
  correct: staffCall({
    method: 'POST',
    path: '/api/staff/data-corrections/:id/correct',
    roles: ['risk'],
    audit: ['data-correction.apply'],
    params: staffIdParams,
    body: correctionCorrectBody,
    answer: staffCorrectionAnswer,
  }),
} as const;
