import {
  applicationApproveBody,
  applicationCaseAnswer,
  applicationDecisionAnswer,
  applicationQueueAnswer,
  applicationRejectBody,
} from '../api/staff/applications';
import { staffIdParams } from '../api/staff/common';
import { kycApproveBody, kycCaseAnswer, kycDecisionAnswer, kycPhotoParams, kycQueueAnswer, kycQueueQuery, kycRejectBody } from '../api/staff/kyc';
import { staffCall } from './call';

/** Application review: the loans the rules send to a person (risk). */
export const applicationCalls = {
  queue: staffCall({ method: 'GET', path: '/api/staff/applications/queue', roles: ['risk'], audit: [], answer: applicationQueueAnswer }),
  case: staffCall({ method: 'GET', path: '/api/staff/applications/:id', roles: ['risk'], audit: [], params: staffIdParams, answer: applicationCaseAnswer }),
  approve: staffCall({
    method: 'POST',
    path: '/api/staff/applications/:id/approve',
    roles: ['risk'],
    audit: ['application.approve'],
    params: staffIdParams,
    body: applicationApproveBody,
    answer: applicationDecisionAnswer,
  }),
  reject: staffCall({
    method: 'POST',
    path: '/api/staff/applications/:id/reject',
    roles: ['risk'],
    audit: ['application.reject'],
    params: staffIdParams,
    body: applicationRejectBody,
    answer: applicationDecisionAnswer,
  }),
} as const;

/** KYC review: risk decides the KYC the rules sent to a person; each photo view is an audit row. */
export const kycCalls = {
  queue: staffCall({ method: 'GET', path: '/api/staff/kyc/queue', roles: ['risk'], audit: [], query: kycQueueQuery, answer: kycQueueAnswer }),
  case: staffCall({ method: 'GET', path: '/api/staff/kyc/:id', roles: ['risk'], audit: [], params: staffIdParams, answer: kycCaseAnswer }),
  photo: staffCall({ method: 'GET', path: '/api/staff/kyc/:id/photos/:photo', roles: ['risk'], audit: ['kyc.photo'], params: kycPhotoParams }),
  approve: staffCall({ method: 'POST', path: '/api/staff/kyc/:id/approve', roles: ['risk'], audit: ['kyc.approve'], params: staffIdParams, body: kycApproveBody, answer: kycDecisionAnswer }),
  reject: staffCall({ method: 'POST', path: '/api/staff/kyc/:id/reject', roles: ['risk'], audit: ['kyc.reject'], params: staffIdParams, body: kycRejectBody, answer: kycDecisionAnswer }),
} as const;
