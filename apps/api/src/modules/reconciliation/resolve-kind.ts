import { RECONCILIATION_MESSAGES, reconciliationResolvePayload } from '@pocket/contracts/api/staff';
import type { ReconciliationResolvePayload } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import type { PaymentsDeskDoor } from '../payments-desk/plugin';
import * as repo from './repo';
import type { LineRow } from './schema';

/** The payments desk's resolution by hand that makes a payment final as the statement line says. */
const paymentPayload = (paymentId: number, line: LineRow, note: string) => ({
  paymentId,
  outcome: line.status as 'SUCCESSFUL' | 'FAILED',
  operatorReference: line.transactionId,
  note,
  statementLine: line.raw.slice(0, 1000),
});

/** Only a payment of the statement's own operator is made final from it (issue 42: never another operator's bill). */
async function sameOperator(tx: Tx, paymentId: number, line: LineRow): Promise<string | null> {
  const payment = await repo.paymentState(tx, paymentId);
  if (payment && payment.operator !== line.operator) throw conflict(RECONCILIATION_MESSAGES.otherOperator(line.operator, payment.operator));
  return payment?.status ?? null;
}

async function checkFinalisable(tx: Tx, desk: PaymentsDeskDoor, item: { class: string; paymentId: number | null }, line: LineRow | null, note: string) {
  if (item.paymentId === null || line === null) throw conflict(RECONCILIATION_MESSAGES.cannotFinalise);
  const status = await sameOperator(tx, item.paymentId, line);
  if (item.class !== 'status-differs' || line.status === 'PENDING' || status !== 'PENDING') throw conflict(RECONCILIATION_MESSAGES.cannotFinalise);
  await desk.checkResolvable(tx, paymentPayload(item.paymentId, line, note));
}

/**
 * reconciliation.resolve: finance asks, another finance member approves. `finalise` runs the payments desk's
 * resolution by hand (the payment engine finalizes the payment and its kind's handler books the ledger, once);
 * `record` keeps the note only. The item is marked resolved in the approving transaction; run again, it finds the
 * item resolved and changes nothing.
 */
export const reconciliationResolveKind = (desk: PaymentsDeskDoor, now: () => number): ApprovalKind<ReconciliationResolvePayload> => ({
  kind: 'reconciliation.resolve',
  payload: reconciliationResolvePayload,
  requesters: ['finance'],
  checkers: ['finance'],
  async validate(tx, payload) {
    const found = await repo.lockItem(tx, payload.itemId);
    if (!found) throw notFound(RECONCILIATION_MESSAGES.itemNotFound);
    const { item, line } = found;
    if (item.class === 'matched') throw conflict(RECONCILIATION_MESSAGES.matched);
    if (item.resolvedAt !== null) throw conflict(RECONCILIATION_MESSAGES.resolved);
    const open = await repo.openRequestOf(tx, item.id, new Date(now()));
    if (open !== null) throw conflict(RECONCILIATION_MESSAGES.openRequest(open));
    if (payload.action === 'finalise') await checkFinalisable(tx, desk, item, line, payload.note);
  },
  async effect(tx, payload, request) {
    const found = await repo.lockItem(tx, payload.itemId);
    if (!found) throw notFound(RECONCILIATION_MESSAGES.itemNotFound);
    const { item, line } = found;
    const entity = { entity: 'reconciliation-item', entityId: item.id };
    if (item.resolvedAt !== null) {
      const state = { class: item.class, action: item.action, approvalId: item.approvalId };
      return { ...entity, before: state, after: state };
    }
    let payment: unknown = null;
    if (payload.action === 'finalise') {
      // The same effect as an approved payment.resolve; refused the same way when the payment is no longer waiting.
      if (item.paymentId === null || line === null || line.status === 'PENDING') throw conflict(RECONCILIATION_MESSAGES.cannotFinalise);
      await sameOperator(tx, item.paymentId, line);
      payment = (await desk.resolveIn(tx, paymentPayload(item.paymentId, line, payload.note), request)).after;
    }
    await repo.markResolved(tx, item.id, { approvalId: request.approvalId, action: payload.action, note: payload.note, at: new Date(now()) });
    return { ...entity, before: { class: item.class, resolved: false }, after: { class: item.class, resolved: true, action: payload.action, payment } };
  },
});
