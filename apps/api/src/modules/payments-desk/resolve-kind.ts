import { PAYMENT_DESK_MESSAGES, paymentResolvePayload } from '@pocket/contracts/api/staff';
import type { PaymentResolvePayload } from '@pocket/contracts/api/staff';

import { conflict, notFound } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import type { PaymentEngine } from '../lending/plugin';
import * as repo from './repo';

/** What the borrower reads on a payment failed by hand (the engine's reason of a FAILED payment). */
export const FAILED_BY_HAND_REASON = 'The mobile-money operator did not complete this payment';

/**
 * payment.resolve: finance asks with the evidence, another finance member approves. The effect runs once, in the
 * approving transaction: the payment engine finalizes the payment (its kind's handler books the ledger, as for an
 * operator's answer) and the resolution is kept. Run again, it finds the resolution and changes nothing.
 */
export const paymentResolveKind = (engine: PaymentEngine, now: () => number): ApprovalKind<PaymentResolvePayload> => ({
  kind: 'payment.resolve',
  payload: paymentResolvePayload,
  requesters: ['finance'],
  checkers: ['finance'],
  async validate(tx, payload) {
    const status = await repo.lockPaymentStatus(tx, payload.paymentId);
    if (status === null) throw notFound(PAYMENT_DESK_MESSAGES.notFound);
    if (status !== 'PENDING') throw conflict(PAYMENT_DESK_MESSAGES.alreadyFinal(status));
    const open = await repo.openRequestOf(tx, payload.paymentId, new Date(now()));
    if (open !== null) throw conflict(PAYMENT_DESK_MESSAGES.openRequest(open));
  },
  async effect(tx, payload, request) {
    const existing = await repo.resolutionOf(tx, payload.paymentId);
    if (existing) {
      const state = { outcome: existing.outcome, applied: existing.applied };
      return { entity: 'payment', entityId: payload.paymentId, before: state, after: state };
    }
    const before = await repo.lockPaymentStatus(tx, payload.paymentId);
    if (before === null) throw notFound(PAYMENT_DESK_MESSAGES.notFound);
    const after = await engine.finalizeIn(tx, payload.paymentId, {
      status: payload.outcome,
      providerTxId: payload.operatorReference,
      ...(payload.outcome === 'FAILED' ? { reason: FAILED_BY_HAND_REASON } : {}),
    });
    const applied = before === 'PENDING';
    const at = new Date(now());
    // Approved after the operator had answered: nothing moves; an answer other than the outcome is flagged at once.
    const differs = !applied && after !== null && after.status !== payload.outcome;
    await repo.insertResolution(tx, {
      paymentId: payload.paymentId,
      approvalId: request.approvalId,
      outcome: payload.outcome,
      operatorReference: payload.operatorReference,
      note: payload.note,
      statementLine: payload.statementLine ?? null,
      resolvedAt: at,
      applied,
      operatorStatus: applied ? null : (after?.status ?? null),
      operatorCheckedAt: applied ? null : at,
      flaggedAt: differs ? at : null,
      flagReason: differs ? `The operator had already reported ${after!.status} before the resolution was approved` : null,
    });
    return { entity: 'payment', entityId: payload.paymentId, before: { status: before }, after: { status: after?.status ?? before, resolvedByHand: payload.outcome, applied } };
  },
});
