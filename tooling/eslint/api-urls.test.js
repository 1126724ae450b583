import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';

import { isHeldToRouteFacts, noHandWrittenApiUrl } from './api-urls.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

describe('which code makes requests from route facts', () => {
  it("holds the web's packages and app and contracts, not the route facts, tests, stories or the test support", () => {
    expect(isHeldToRouteFacts('/r/packages/borrow/src/api/my-loan-info.ts')).toBe(true);
    expect(isHeldToRouteFacts('/r/apps/web/src/main.tsx')).toBe(true);
    expect(isHeldToRouteFacts('/r/packages/contracts/src/calls/user/get-user-info.ts')).toBe(false);
    expect(isHeldToRouteFacts('/r/packages/contracts/src/boot-answers.ts')).toBe(true);
    expect(isHeldToRouteFacts('/r/packages/contracts/src/constants.ts')).toBe(true);
    expect(isHeldToRouteFacts('/r/packages/testing/src/fake-api.ts')).toBe(false);
    expect(isHeldToRouteFacts('/r/packages/borrow/src/api/my-loan-info.test.ts')).toBe(false);
    expect(isHeldToRouteFacts('/r/packages/borrow/src/ui/home-view.stories.tsx')).toBe(false);
    expect(isHeldToRouteFacts('/r/packages/borrow/src/test/render-page.tsx')).toBe(false);
    expect(isHeldToRouteFacts('/r/apps/api/src/modules/vip/routes.ts')).toBe(false);
  });

  it('holds the desk to the staff contracts, which are route facts themselves', () => {
    expect(isHeldToRouteFacts('/r/apps/admin/src/kyc/kyc-decision.tsx')).toBe(true);
    expect(isHeldToRouteFacts('/r/apps/admin/src/kyc/kyc.test.tsx')).toBe(false);
    expect(isHeldToRouteFacts('/r/apps/admin/src/test/fixtures.ts')).toBe(false);
    expect(isHeldToRouteFacts('/r/packages/contracts/src/staff/review.ts')).toBe(false);
  });
});

const ENDPOINT = '/r/packages/borrow/src/api/my-loan-info.ts';

// The hand-written requests this rule was made against (issue 27): each was an endpoint's `query` before decision 0040.
tester.run('no-hand-written-api-url', noHandWrittenApiUrl, {
  valid: [
    { filename: ENDPOINT, code: 'const query = () => requestOf(myLoanInfo);' },
    { filename: ENDPOINT, code: "const query = ({ signed }) => requestOf(productList, { signed });" },
    // The client's own plumbing: a URL made of its parts, and its base.
    { filename: '/r/packages/api-client/src/client.ts', code: "export const API_BASE = '/api';\nconst u = { url: `${base}${path}${query}` };" },
    // Page routes are not API URLs; a url that is not a path (an address) is not one either.
    { filename: '/r/packages/borrow/src/ui/a.tsx', code: "const to = '/borrow-plan'; const link = { url: 'https://wa.me/260' };" },
    // Where the facts live, and tests.
    { filename: '/r/packages/contracts/src/calls/user/get-user-info.ts', code: "export const getUserInfo = { method: 'GET', path: '/api/my/getUserInfo' };" },
    { filename: '/r/packages/borrow/src/api/my-loan-info.test.ts', code: "fake.on('/api/my/getMyLoanInfo');" },
    { filename: '/r/packages/contracts/src/staff/review.ts', code: "const queue = staffCall({ method: 'GET', path: '/api/staff/kyc/queue' });" },
    { filename: '/r/apps/admin/src/kyc/kyc-decision.tsx', code: "mutate({ ...callOf(kycCalls.approve, { id }), values });" },
  ],
  invalid: [
    { filename: ENDPOINT, code: "const query = () => ({ url: '/my/getMyLoanInfo', method: 'GET', needsToken: true });", errors: [{ messageId: 'apiUrl' }] },
    { filename: ENDPOINT, code: "const query = ({ signed }) => ({ url: '/api/v4/product/list', method: 'GET', needsToken: signed });", errors: [{ messageId: 'apiUrl' }] },
    { filename: ENDPOINT, code: 'const query = (orderId) => ({ url: `/api/v3/order/queryLoanDetail/${orderId}`, needsToken: true });', errors: [{ messageId: 'apiUrl' }] },
    { filename: ENDPOINT, code: "const query = () => ({ 'url': '/index/api/getAppLoginRecord' });", errors: [{ messageId: 'apiUrl' }] },
    // A path kept in a constant and put together later (contracts' PAYMENT_STATUS_PATH before decision 0040), and the
    // boot answers' list of start-up calls.
    { filename: '/r/packages/contracts/src/constants.ts', code: "export const PAYMENT_STATUS_PATH = '/api/order/payment/api/status';", errors: [{ messageId: 'apiUrl' }] },
    { filename: '/r/packages/contracts/src/boot-answers.ts', code: "calls.push('/api/v4/product/list');", errors: [{ messageId: 'apiUrl' }] },
    { filename: '/r/apps/web/src/a.ts', code: 'fetch(`/api/v1/activity/media/${name}`);', errors: [{ messageId: 'apiUrl' }] },
    // The desk's requests before decision 0052: a custom call's url under /api/staff, and the CSV link.
    { filename: '/r/apps/admin/src/kyc/kyc-decision.tsx', code: 'mutate({ url: `/kyc/${id}/${choice}`, method: "post", values });', errors: [{ messageId: 'apiUrl' }] },
    { filename: '/r/apps/admin/src/audit/audit-filters.ts', code: 'const href = `/api/staff/audit.csv?${search}`;', errors: [{ messageId: 'apiUrl' }] },
  ],
});
