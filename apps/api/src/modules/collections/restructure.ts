import { type RestructurePayload, restructurePayload } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { conflict, notFound } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import { checkRestructure, loanDelinquency, restructureLoan } from '../lending/plugin';
import { followLateLoan } from './cases';
import * as repo from './repo';
import type { CollectionsSettings } from './settings';

export const PLAN_MESSAGES = {
  notFound: 'This payment-plan request does not exist',
  answered: 'This payment-plan request was already answered',
} as const;

/**
 * `collections.restructure`: an agent asks, a finance member approves (never the same person: maker-checker). In the
 * approving transaction the hardship request is locked; the lending room restructures the loan (bills and ledger), the
 * request becomes PLANNED (keeping what the loan owed, the plan's total and its bills) and the case follows the
 * loan's new lateness (closed as RESTRUCTURED: nothing is late any more). Approved
 * again, the request is found PLANNED and nothing changes.
 */
export const restructureKind = (settings: CollectionsSettings, now: () => number): ApprovalKind<RestructurePayload> => ({
  kind: 'collections.restructure',
  payload: restructurePayload,
  requesters: ['collections'],
  checkers: ['finance'],
  async validate(tx, p) {
    const h = await repo.hardshipById(tx, p.hardshipId);
    if (!h || h.orderId !== p.orderId || h.userId !== p.userId) throw notFound(PLAN_MESSAGES.notFound);
    if (h.status !== 'OPEN') throw conflict(PLAN_MESSAGES.answered);
    await checkRestructure(tx, p);
  },
  async effect(tx, p, { approvalId }) {
    const h = await repo.hardshipById(tx, p.hardshipId, true);
    if (!h) throw notFound(PLAN_MESSAGES.notFound);
    if (h.status === 'PLANNED' && h.approvalId === approvalId) return { entity: 'loan', entityId: p.orderId, before: { hardship: 'PLANNED' }, after: { hardship: 'PLANNED' } };
    if (h.status !== 'OPEN') throw conflict(PLAN_MESSAGES.answered);
    const at = new Date(now());
    const done = await restructureLoan(tx, `restructure:${approvalId}`, p, at);
    await repo.updateHardship(tx, h.id, { status: 'PLANNED', approvalId, instalments: p.instalments, decidedAt: at, owedBefore: done.owedBefore, planned: done.planned, bills: done.bills });
    const loan = await loanDelinquency(tx, p.orderId, lusakaDate(at));
    // The loan is up to date through the plan: its case closes as RESTRUCTURED (the cure rate's own rule).
    if (loan) await followLateLoan(tx, settings, loan, lusakaDate(at), at, 'RESTRUCTURED');
    return { entity: 'loan', entityId: p.orderId, before: done.before, after: { ...(done.after as object), hardshipId: h.id } };
  },
});
