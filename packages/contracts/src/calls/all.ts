import * as account from './account';
import * as activities from './activities';
import * as app from './app';
import * as auth from './auth';
import type { Call } from './call';
import * as collections from './collections';
import * as kyc from './kyc';
import * as lending from './lending';
import * as quickRepay from './quick-repay';
import * as repayment from './repayment';
import * as stage from './stage';
import * as user from './user';
import * as vip from './vip';

/** Every call of the borrower's API; the server's route table is checked against it (apps/api contracts test). */
export const allCalls: Call[] = [auth, user, kyc, lending, repayment, quickRepay, vip, stage, activities, account, collections, app].flatMap((area) => Object.values(area));

/**
 * Paths of the server that are not calls of the borrower's app, so they have no call object (decision 0040): the desk's
 * (/api/staff, its own schemas in contracts' api/staff), the sandbox's, the OpenAPI pages, and the outside world's
 * (operators' payment callbacks, the USSD gateway, the SMS gateway's delivery reports, the load balancer's health probes).
 */
export const NOT_CALLS_OF_THE_APP = ['/api/staff/', '/api/dev/', '/api/docs', '/api/callbacks/', '/api/ussd/africastalking', '/api/health',
  '/api/messages/delivery/'] as const;

/** Whether a path is one of the server's paths outside the list of calls. */
export const isOutsideTheCalls = (path: string) => NOT_CALLS_OF_THE_APP.some((prefix) => path.startsWith(prefix));
