import { ADJUSTMENT_MESSAGES, extendPayload, refundPayload, waivePayload, writeOffPayload } from '@pocket/contracts/api/staff';
import type { ExtendPayload, RefundPayload, WaivePayload, WriteOffPayload } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';
import { fromE164 } from '@pocket/contracts/validators';

import type { Tx } from '../../db/client';
import { book } from '../../ledger/posting';
import { userCredit } from '../../ledger/repo';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import type { ApprovalKind } from '../approvals/plugin';
import type { LoanAdjustments, PaymentEngine } from '../lending/plugin';
import type { PaymentHandlers } from '../payments/plugin';
import { refundFinal, refundStarted } from './postings';
import * as repo from './repo';

const FINANCE = ['finance'] as const;

/** What the borrower's wallet shows for a refund (a transfer, not a PIN prompt). */
export const REFUND_NOTE = 'Pocket refund';

/** A refund goes to the borrower's own wallet: refused (409) once the account is closed, its phone erased (issue 42). */
async function checkRefund(tx: Tx, p: RefundPayload, lock: boolean): Promise<{ credit: number; wallet: string }> {
  const borrower = await repo.borrowerOf(tx, p.userId, lock);
  if (borrower === null) throw notFound(ADJUSTMENT_MESSAGES.borrowerNotFound);
  if (borrower.closed) throw conflict(ADJUSTMENT_MESSAGES.refundClosed);
  const credit = await userCredit(tx, p.userId);
  if (p.amount > credit) {
    const refusal = ADJUSTMENT_MESSAGES.refundAboveCredit(formatKwacha(credit));
    throw lock ? conflict(refusal) : badRequest(refusal);
  }
  return { credit, wallet: fromE164(borrower.mobile) };
}

/**
 * adjustment.refund: the borrower's credit (an overpayment, a refused extension fee) paid back to their own wallet
 * through the operator, as a loan is paid out. In the approving transaction: the borrower's row is locked, the credit
 * checked again, the REFUND payment saved (PENDING) and the amount moved from the credit to refunds in flight; after the
 * commit the transfer is sent. Run again it finds the payment and changes nothing.
 */
export const refundKind = (engine: PaymentEngine, now: () => number): ApprovalKind<RefundPayload> => ({
  kind: 'adjustment.refund',
  payload: refundPayload,
  requesters: FINANCE,
  checkers: FINANCE,
  async validate(tx, p) {
    await checkRefund(tx, p, false);
  },
  async effect(tx, p, { approvalId }) {
    const made = await repo.refundPaymentOf(tx, approvalId);
    if (made) return { entity: 'borrower', entityId: p.userId, before: { paymentId: made.id }, after: { paymentId: made.id } };
    const { credit, wallet } = await checkRefund(tx, p, true);
    const payment = await engine.create(tx, { userId: p.userId, orderId: null, planId: null, subjectId: approvalId, kind: 'REFUND', msisdn: wallet, amount: p.amount });
    await book(tx, refundStarted, `refund:${approvalId}`, { userId: p.userId, amount: p.amount }, new Date(now()));
    return {
      entity: 'borrower',
      entityId: p.userId,
      before: { credit },
      after: { credit: credit - p.amount, refund: p.amount, paymentId: payment.id, reference: payment.reference },
      afterCommit: async () => {
        await engine.send(payment, REFUND_NOTE);
      },
    };
  },
});

/** A refund's payment became final: paid out (cash leaves) or refused (the amount is the borrower's credit again). */
export const refundHandlers: PaymentHandlers = {
  async succeeded(_tx, payment, bookFinal) {
    await bookFinal(refundFinal, `refund-final:${payment.id}`, { userId: payment.userId, amount: payment.amount, paid: true });
  },
  async failed(_tx, payment, bookFinal) {
    await bookFinal(refundFinal, `refund-final:${payment.id}`, { userId: payment.userId, amount: payment.amount, paid: false });
  },
};

/** adjustment.waive: part or all of a bill's penalty or service fee (the ledger's `expense:penalty_fee_waiver`). */
export const waiveKind = (adjust: LoanAdjustments): ApprovalKind<WaivePayload> => ({
  kind: 'adjustment.waive',
  payload: waivePayload,
  requesters: FINANCE,
  checkers: FINANCE,
  async validate(tx, p) {
    await adjust.checkWaive(tx, p);
  },
  async effect(tx, p, { approvalId }) {
    return { entity: 'bill', entityId: p.planId, ...(await adjust.waive(tx, `waiver:${approvalId}`, p)) };
  },
});

/** adjustment.write-off: what the loan still owes goes to `expense:write_off`; reminders and penalties stop. */
export const writeOffKind = (adjust: LoanAdjustments): ApprovalKind<WriteOffPayload> => ({
  kind: 'adjustment.write-off',
  payload: writeOffPayload,
  requesters: FINANCE,
  checkers: FINANCE,
  async validate(tx, p) {
    await adjust.checkWriteOff(tx, p);
  },
  async effect(tx, p, { approvalId }) {
    return { entity: 'loan', entityId: p.orderId, ...(await adjust.writeOff(tx, `write-off:${approvalId}`, p)) };
  },
});

/** adjustment.extend: a bill's due date moved by hand (no money moves). */
export const extendKind = (adjust: LoanAdjustments): ApprovalKind<ExtendPayload> => ({
  kind: 'adjustment.extend',
  payload: extendPayload,
  requesters: FINANCE,
  checkers: FINANCE,
  async validate(tx, p) {
    await adjust.checkExtend(tx, p);
  },
  async effect(tx, p) {
    return { entity: 'bill', entityId: p.planId, ...(await adjust.extend(tx, p)) };
  },
});
