import * as account from './account.contracts';
import * as activities from './activities.contracts';
import * as app from './app.contracts';
import * as auth from './auth.contracts';
import * as collections from './collections.contracts';
import type { Contract } from './contract';
import * as kyc from './kyc.contracts';
import * as lending from './lending.contracts';
import * as quickRepay from './quick-repay.contracts';
import * as repayment from './repayment.contracts';
import * as stage from './stage.contracts';
import * as user from './user.contracts';
import * as vip from './vip.contracts';

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const areas = { auth, user, kyc, lending, repayment, quickRepay, vip, stage, activities, account, collections, app };

/** Every contract of the borrower's API with its name (`auth.mobileLogin`), for messages that name the call. */
export const namedContracts: { name: string; contract: Contract }[] = Object.entries(areas).flatMap(([area, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, Contract] => isContract(entry[1]))
    .map(([name, contract]) => ({ name: `${area}.${name}`, contract })),
);

/**
 * Every contract of the borrower's API, one per call of `calls/all.ts`. Tests only (it holds every schema; an area's
 * module may export a schema beside its contracts): the fake API of the web's component tests answers through it
 * (@pocket/testing/fake-api).
 */
export const allContracts: Contract[] = namedContracts.map(({ contract }) => contract);
