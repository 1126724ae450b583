import { approvalCalls } from './approvals';
import { bookCalls } from './books';
import { borrowerCalls } from './borrowers';
import { staffCallKey } from './call';
import type { StaffCall } from './call';
import { catalogueCalls } from './catalogue';
import { collectionCalls } from './collections';
import { complaintCalls, dataCorrectionCalls } from './complaints';
import { creditPolicyCalls } from './credit-policy';
import { adjustmentCalls, paymentCalls, reconciliationCalls } from './money';
import { dashboardCalls, reportCalls, reportChoiceCalls } from './reports';
import { applicationCalls, kycCalls } from './review';
import { enrolmentCalls, sessionCalls } from './session';
import { shopCalls } from './shops';
import { auditCalls, staffAccountCalls } from './staff-accounts';
import { textCalls } from './texts';

export * from './call';
export { approvalCalls, borrowerCalls, catalogueCalls, complaintCalls, dataCorrectionCalls, adjustmentCalls, paymentCalls, reconciliationCalls };
export { dashboardCalls, reportCalls, reportChoiceCalls, applicationCalls, kycCalls, enrolmentCalls, sessionCalls, auditCalls, staffAccountCalls, shopCalls };
export { creditPolicyCalls, collectionCalls, textCalls, bookCalls };
export { REVEAL_ROLES } from './borrowers';

/** Every staff call by area (decision 0052); a call's name is `<area>.<call>`, e.g. `kyc.approve`. */
export const STAFF_AREAS = {
  session: sessionCalls,
  enrolment: enrolmentCalls,
  staff: staffAccountCalls,
  approvals: approvalCalls,
  audit: auditCalls,
  borrowers: borrowerCalls,
  complaints: complaintCalls,
  'data-corrections': dataCorrectionCalls,
  reports: reportCalls,
  'report-choices': reportChoiceCalls,
  dashboard: dashboardCalls,
  catalogue: catalogueCalls,
  applications: applicationCalls,
  'credit-policy': creditPolicyCalls,
  kyc: kycCalls,
  payments: paymentCalls,
  reconciliation: reconciliationCalls,
  adjustments: adjustmentCalls,
  shops: shopCalls,
  collections: collectionCalls,
  texts: textCalls,
  books: bookCalls,
} as const satisfies Record<string, Record<string, StaffCall>>;

/** Every staff call with its name, in the areas' order. */
export const STAFF_CALLS: ReadonlyArray<{ name: string; call: StaffCall }> = Object.entries(STAFF_AREAS).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, StaffCall>).map(([name, call]) => ({ name: `${area}.${name}`, call })),
);

/** The call of `METHOD /path`, or undefined. */
const byKey = new Map(STAFF_CALLS.map(({ call }) => [staffCallKey(call), call]));
export const staffCallOf = (method: string, path: string): StaffCall | undefined => byKey.get(`${method} ${path}`);
