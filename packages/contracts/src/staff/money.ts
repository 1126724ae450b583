import { adjustmentBorrowerAnswer, adjustmentRequestedAnswer, extendBody, refundBody, waiveBody, writeOffBody } from '../api/staff/adjustments';
import { borrowerUidParams, pageQuery, staffIdParams } from '../api/staff/common';
import { deskPaymentAnswer, paymentDeskListAnswer, paymentDeskQuery, requeryAnswer, resolvePaymentAnswer, resolvePaymentBody } from '../api/staff/payments';
import {
  reconciliationItemsAnswer,
  reconciliationItemsQuery,
  reconciliationResolveAnswer,
  reconciliationResolveBody,
  statementAnswer,
  statementImportAnswer,
  statementImportBody,
  statementListAnswer,
} from '../api/staff/reconciliation';
import { staffCall } from './call';

/** The payments desk (finance); a resolution by hand is a payment.resolve request another finance member checks. */
export const paymentCalls = {
  list: staffCall({ method: 'GET', path: '/api/staff/payments', roles: ['finance'], audit: [], query: paymentDeskQuery, answer: paymentDeskListAnswer }),
  one: staffCall({ method: 'GET', path: '/api/staff/payments/:id', roles: ['finance'], audit: [], params: staffIdParams, answer: deskPaymentAnswer }),
  requery: staffCall({ method: 'POST', path: '/api/staff/payments/:id/requery', roles: ['finance'], audit: ['payment.requery'], params: staffIdParams, answer: requeryAnswer }),
  resolve: staffCall({ method: 'POST', path: '/api/staff/payments/:id/resolve', roles: ['finance'], audit: ['approval.request'], params: staffIdParams, body: resolvePaymentBody, answer: resolvePaymentAnswer }),
} as const;

/** Reconciliation (finance); a resolution is a reconciliation.resolve request another finance member checks. */
export const reconciliationCalls = {
  statements: staffCall({ method: 'GET', path: '/api/staff/reconciliation/statements', roles: ['finance'], audit: [], query: pageQuery, answer: statementListAnswer }),
  importStatement: staffCall({
    method: 'POST',
    path: '/api/staff/reconciliation/statements',
    roles: ['finance'],
    audit: ['reconciliation.import'],
    body: statementImportBody,
    answer: statementImportAnswer,
  }),
  statement: staffCall({ method: 'GET', path: '/api/staff/reconciliation/statements/:id', roles: ['finance'], audit: [], params: staffIdParams, answer: statementAnswer }),
  items: staffCall({
    method: 'GET',
    path: '/api/staff/reconciliation/statements/:id/items',
    roles: ['finance'],
    audit: [],
    params: staffIdParams,
    query: reconciliationItemsQuery,
    answer: reconciliationItemsAnswer,
  }),
  resolve: staffCall({
    method: 'POST',
    path: '/api/staff/reconciliation/items/:id/resolve',
    roles: ['finance'],
    audit: ['approval.request'],
    params: staffIdParams,
    body: reconciliationResolveBody,
    answer: reconciliationResolveAnswer,
  }),
} as const;

/** Adjustments (finance): each is an adjustment.* request another finance member approves. */
export const adjustmentCalls = {
  borrower: staffCall({ method: 'GET', path: '/api/staff/adjustments/borrowers/:uid', roles: ['finance'], audit: [], params: borrowerUidParams, answer: adjustmentBorrowerAnswer }),
  refund: staffCall({ method: 'POST', path: '/api/staff/adjustments/refund', roles: ['finance'], audit: ['approval.request'], body: refundBody, answer: adjustmentRequestedAnswer }),
  waive: staffCall({ method: 'POST', path: '/api/staff/adjustments/waive', roles: ['finance'], audit: ['approval.request'], body: waiveBody, answer: adjustmentRequestedAnswer }),
  'write-off': staffCall({ method: 'POST', path: '/api/staff/adjustments/write-off', roles: ['finance'], audit: ['approval.request'], body: writeOffBody, answer: adjustmentRequestedAnswer }),
  extend: staffCall({ method: 'POST', path: '/api/staff/adjustments/extend', roles: ['finance'], audit: ['approval.request'], body: extendBody, answer: adjustmentRequestedAnswer }),
} as const;
