import * as account from './account';
import * as activities from './activities';
import * as app from './app';
import * as auth from './auth';
import type { Call } from './call';
import * as kyc from './kyc';
import * as lending from './lending';
import * as quickRepay from './quick-repay';
import * as repayment from './repayment';
import * as stage from './stage';
import * as user from './user';
import * as vip from './vip';

/** Every call of the borrower's API; the server's route table is checked against it (apps/api contracts test). */
export const allCalls: Call[] = [auth, user, kyc, lending, repayment, quickRepay, vip, stage, activities, account, app].flatMap((area) => Object.values(area));
