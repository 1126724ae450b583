import { z } from 'zod';

import { idField } from '../api/common';
import {
  assignBody,
  caseAnswer,
  caseDetailAnswer,
  collectionQueueAnswer,
  collectionQueueQuery,
  contactAnswer,
  contactBody,
  declineBody,
  hardshipListAnswer,
  noteAnswer,
  noteBody,
  outcomeAnswer,
  outcomeBody,
  planAnswer,
  planBody,
  resolveDisputeBody,
} from '../api/staff/collections';
import { collectionBucketsAnswer, ladderAnswer } from '../api/staff/collections-ladder';
import {
  collectionCollectedAnswer,
  collectionReportQuery,
  cureAnswer,
  loanPlansAnswer,
  loanPlansQuery,
  promisesReportAnswer,
  restructuresAnswer,
  restructuresQuery,
  rollRatesAnswer,
} from '../api/staff/collections-reports';
import { staffIdParams } from '../api/staff/common';
import { staffCall } from './call';

/**
 * Collections (docs/collections.md): an agent works their own cases (contacts under the conduct rules, outcomes, notes,
 * payment plans); an admin is the lead (every case, reassignment). A plan is a `collections.restructure` request
 * finance approves.
 */
const reportRoles = ['collections', 'risk', 'admin'] as const;

export const collectionCalls = {
  queue: staffCall({ method: 'GET', path: '/api/staff/collections/queue', roles: ['collections', 'admin'], audit: [], query: collectionQueueQuery, answer: collectionQueueAnswer }),
  case: staffCall({ method: 'GET', path: '/api/staff/collections/cases/:id', roles: ['collections', 'admin'], audit: [], params: staffIdParams, answer: caseDetailAnswer }),
  // A refusal by a conduct rule is logged (its own row) before the call answers the rule.
  contact: staffCall({
    method: 'POST',
    path: '/api/staff/collections/cases/:id/contacts',
    roles: ['collections'],
    audit: ['collections.contact', 'collections.contact.refused'],
    params: staffIdParams,
    body: contactBody,
    answer: contactAnswer,
  }),
  outcome: staffCall({
    method: 'POST',
    path: '/api/staff/collections/contacts/:id/outcome',
    roles: ['collections'],
    audit: ['collections.contact.outcome'],
    params: z.object({ id: idField }),
    body: outcomeBody,
    answer: outcomeAnswer,
  }),
  note: staffCall({
    method: 'POST',
    path: '/api/staff/collections/cases/:id/notes',
    roles: ['collections', 'admin'],
    audit: ['collections.note'],
    params: staffIdParams,
    body: noteBody,
    answer: noteAnswer,
  }),
  assign: staffCall({ method: 'POST', path: '/api/staff/collections/cases/:id/assign', roles: ['admin'], audit: ['collections.assign'], params: staffIdParams, body: assignBody, answer: caseAnswer }),
  disputeResolved: staffCall({
    method: 'POST',
    path: '/api/staff/collections/cases/:id/dispute-resolved',
    roles: ['collections'],
    audit: ['collections.dispute-resolved'],
    params: staffIdParams,
    body: resolveDisputeBody,
    answer: caseAnswer,
  }),
  hardship: staffCall({ method: 'GET', path: '/api/staff/collections/hardship', roles: ['collections', 'admin'], audit: [], answer: hardshipListAnswer }),
  plan: staffCall({ method: 'POST', path: '/api/staff/collections/hardship/:id/plan', roles: ['collections'], audit: ['approval.request'], params: staffIdParams, body: planBody, answer: planAnswer }),
  decline: staffCall({
    method: 'POST',
    path: '/api/staff/collections/hardship/:id/decline',
    roles: ['collections'],
    audit: ['collections.hardship.decline'],
    params: staffIdParams,
    body: declineBody,
    answer: hardshipListAnswer,
  }),
  // The reminder ladder (settings): read here, changed by a `collections.ladder` request (POST /api/staff/approvals).
  ladder: staffCall({ method: 'GET', path: '/api/staff/collections/ladder', roles: reportRoles, audit: [], answer: ladderAnswer }),
  // The buckets the server uses (its settings): the desk checks a ladder change against them.
  buckets: staffCall({ method: 'GET', path: '/api/staff/collections/buckets', roles: reportRoles, audit: [], answer: collectionBucketsAnswer }),
  // The reports (aggregates, no borrower; the restructured loans name the loan; `?format=csv`): the collections team, its lead and risk.
  rollRates: staffCall({ method: 'GET', path: '/api/staff/collections/reports/roll-rates', roles: reportRoles, audit: [], query: collectionReportQuery, answer: rollRatesAnswer }),
  cure: staffCall({ method: 'GET', path: '/api/staff/collections/reports/cure', roles: reportRoles, audit: [], query: collectionReportQuery, answer: cureAnswer }),
  promises: staffCall({ method: 'GET', path: '/api/staff/collections/reports/promises', roles: reportRoles, audit: [], query: collectionReportQuery, answer: promisesReportAnswer }),
  collected: staffCall({ method: 'GET', path: '/api/staff/collections/reports/collected', roles: reportRoles, audit: [], query: collectionReportQuery, answer: collectionCollectedAnswer }),
  // The restructured loans (one row per approved payment plan: the loan, who proposed and approved it, its instalments).
  restructures: staffCall({ method: 'GET', path: '/api/staff/collections/reports/restructures', roles: reportRoles, audit: [], query: restructuresQuery, answer: restructuresAnswer }),
  // One loan's payment plans as they stood at the end of a day (`?on`; the case page): the restructured loans' reading.
  loanPlans: staffCall({ method: 'GET', path: '/api/staff/collections/loans/:id/plans', roles: reportRoles, audit: [], params: staffIdParams, query: loanPlansQuery, answer: loanPlansAnswer }),
} as const;
