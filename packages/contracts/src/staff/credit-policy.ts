import { backtestPartAnswer, backtestPartQuery } from '../api/staff/backtest-part';
import {
  armReportAnswer,
  armReportQuery,
  backtestAnswer,
  challengerBody,
  challengerEndBody,
  backtestQuery,
  policyDiffAnswer,
  policyDiffQuery,
  policyDraftBody,
  policyOutcomesAnswer,
  policyPublishAnswer,
  policyPublishBody,
  policyVersionAnswer,
  policyVersionParams,
  policyVersionsAnswer,
} from '../api/staff/credit-policy';
import { staffCall } from './call';

/**
 * The credit policy desk (docs/credit-policy.md): risk drafts, backtests and asks to publish (a `credit-policy.publish`
 * request a second risk or admin member approves); admin reads.
 */
export const creditPolicyCalls = {
  versions: staffCall({ method: 'GET', path: '/api/staff/credit-policy/versions', roles: ['risk', 'admin'], audit: [], answer: policyVersionsAnswer }),
  version: staffCall({ method: 'GET', path: '/api/staff/credit-policy/versions/:version', roles: ['risk', 'admin'], audit: [], params: policyVersionParams, answer: policyVersionAnswer }),
  draft: staffCall({ method: 'POST', path: '/api/staff/credit-policy/drafts', roles: ['risk'], audit: ['credit-policy.draft'], body: policyDraftBody, answer: policyVersionAnswer }),
  updateDraft: staffCall({
    method: 'POST',
    path: '/api/staff/credit-policy/drafts/:version',
    roles: ['risk'],
    audit: ['credit-policy.draft-update'],
    params: policyVersionParams,
    body: policyDraftBody,
    answer: policyVersionAnswer,
  }),
  backtest: staffCall({
    method: 'GET',
    path: '/api/staff/credit-policy/versions/:version/backtest',
    roles: ['risk', 'admin'],
    audit: [],
    params: policyVersionParams,
    query: backtestQuery,
    answer: backtestAnswer,
  }),
  backtestPart: staffCall({
    method: 'GET',
    path: '/api/staff/credit-policy/versions/:version/backtest/part',
    roles: ['risk', 'admin'],
    audit: [],
    params: policyVersionParams,
    query: backtestPartQuery,
    answer: backtestPartAnswer,
  }),
  diff: staffCall({
    method: 'GET',
    path: '/api/staff/credit-policy/versions/:version/diff',
    roles: ['risk', 'admin'],
    audit: [],
    params: policyVersionParams,
    query: policyDiffQuery,
    answer: policyDiffAnswer,
  }),
  publish: staffCall({
    method: 'POST',
    path: '/api/staff/credit-policy/versions/:version/publish',
    roles: ['risk'],
    audit: ['approval.request'],
    params: policyVersionParams,
    body: policyPublishBody,
    answer: policyPublishAnswer,
  }),
  challenger: staffCall({
    method: 'POST',
    path: '/api/staff/credit-policy/versions/:version/challenger',
    roles: ['risk'],
    audit: ['approval.request'],
    params: policyVersionParams,
    body: challengerBody,
    answer: policyPublishAnswer,
  }),
  endChallenger: staffCall({
    method: 'POST',
    path: '/api/staff/credit-policy/versions/:version/challenger/end',
    roles: ['risk'],
    audit: ['approval.request'],
    params: policyVersionParams,
    body: challengerEndBody,
    answer: policyPublishAnswer,
  }),
  armReport: staffCall({ method: 'GET', path: '/api/staff/credit-policy/challenger/report', roles: ['risk', 'admin'], audit: [], query: armReportQuery, answer: armReportAnswer }),
  outcomes: staffCall({ method: 'GET', path: '/api/staff/credit-policy/outcomes', roles: ['risk', 'admin'], audit: [], answer: policyOutcomesAnswer }),
} as const;
