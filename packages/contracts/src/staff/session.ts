import { changePasswordAnswer, changePasswordBody } from '../api/staff/accounts';
import { enrolmentFinishBody, enrolmentStartAnswer, enrolmentStartBody } from '../api/staff/enrolment';
import { staffSessionAnswer, staffSignInBody, staffSignOutAnswer } from '../api/staff/session';
import { staffCall } from './call';

/** Sign-in, the session and one's own password. */
export const sessionCalls = {
  signIn: staffCall({ method: 'POST', path: '/api/staff/session', roles: 'anyone', audit: ['staff.sign-in'], body: staffSignInBody, answer: staffSessionAnswer }),
  read: staffCall({ method: 'GET', path: '/api/staff/session', roles: 'signed-in', audit: [], answer: staffSessionAnswer }),
  signOut: staffCall({ method: 'DELETE', path: '/api/staff/session', roles: 'signed-in', audit: ['staff.sign-out'], answer: staffSignOutAnswer }),
  changePassword: staffCall({
    method: 'POST',
    path: '/api/staff/session/password',
    roles: 'signed-in',
    audit: ['staff.password.change', 'staff.password.change.failed'],
    body: changePasswordBody,
    answer: changePasswordAnswer,
  }),
} as const;

/** Enrolment through a one-time link: the link's token is the proof, so anyone holding one may call. */
export const enrolmentCalls = {
  start: staffCall({ method: 'POST', path: '/api/staff/enrolment/start', roles: 'anyone', audit: [], body: enrolmentStartBody, answer: enrolmentStartAnswer }),
  finish: staffCall({ method: 'POST', path: '/api/staff/enrolment/finish', roles: 'anyone', audit: ['staff.enrol'], body: enrolmentFinishBody, answer: staffSessionAnswer }),
} as const;
