import type { CollectionTemplate, RejectReason } from '@pocket/contracts/api/staff';
import type { RefusalCode } from '@pocket/contracts/credit-policy';

/**
 * What modules tell the message engine. Amounts are integer ngwee; dates are Lusaka business dates (YYYY-MM-DD).
 * No event names a phone number: a message only ever goes to the account's own mobile (never an emergency contact).
 */
export type MessageEvent =
  | { event: 'loan.disbursed'; userId: number; loanId: number; amount: number; totalDue: number; dueDate: string }
  | { event: 'loan.rejected'; userId: number; loanId: number; amount: number; why: RejectReason }
  /** The credit policy refused an application at once (no loan): code is the decision's main reason (docs/credit-policy.md). */
  | { event: 'loan.declined'; userId: number; decisionId: number; amount: number; code: RefusalCode }
  | { event: 'payment.received'; userId: number; loanId: number; paymentId: number; amount: number; billDueDate: string; remaining: number; loanSettled: boolean }
  | { event: 'payment.failed'; userId: number; loanId: number | null; paymentId: number; amount: number; why: PaymentFailure }
  | { event: 'extension.confirmed'; userId: number; loanId: number; paymentId: number; dueDate: string; amountDue: number }
  | { event: 'bill.due'; userId: number; loanId: number; billId: number; amount: number; dueDate: string; inDays: DueDays }
  | { event: 'bill.late'; userId: number; loanId: number; billId: number; amount: number; dueDate: string; daysLate: LateDays }
  | { event: 'vip.started'; userId: number; purchaseId: number; card: string; until: string }
  | { event: 'vip.ending'; userId: number; purchaseId: number; card: string; until: string }
  | { event: 'stage.deposit'; userId: number; loanId: number; paymentId: number; amount: number; pickupCode: string; shop: string }
  | { event: 'complaint.answered'; userId: number; complaintId: number }
  /** A person decided the borrower's KYC (the KYC desk); reasonCode: one of the fixed rejection reasons. */
  | { event: 'kyc.decided'; userId: number; reviewId: number; approved: boolean; reasonCode: string | null }
  | { event: 'correction.answered'; userId: number; correctionId: number }
  /**
   * An agent's message from an approved collections template (docs/collections.md); the collections room's conduct
   * rules (hours, caps across channels and agents) were checked before it was asked for. orderId, not loanId: the
   * reminder caps per loan are the ladder's, the collections caps are the borrower's. channel 'push': a ladder's PUSH
   * step, by Web Push alone with the template's push text (SMS instead if no subscription is left); 'sms': a ladder's
   * USSD step, by SMS alone. text: a ladder step's approved catalogue text (collections' LADDER_TEXTS), filled with the
   * amount, days late, date and ussdCode.
   */
  | { event: 'collections.message'; userId: number; orderId: number; contactId: number; template: CollectionTemplate; amount: number; date: string; daysLate: number; channel?: 'push' | 'sms'; text?: string; ussdCode?: string };

export type EventName = MessageEvent['event'];
export type DueDays = 3 | 1 | 0;
export type LateDays = 1 | 3 | 7;
export const DUE_DAYS: readonly DueDays[] = [3, 1, 0];
export const LATE_DAYS: readonly LateDays[] = [1, 3, 7];

/** Why a payment failed, in the borrower's terms (what to do follows from it). */
export type PaymentFailure = 'declined' | 'funds' | 'unreached' | 'other';

/**
 * receipt: an answer to the borrower's own payment or a code, sent at any hour; reminder: money owed, held in quiet
 * hours, capped per loan, cannot be switched off; marketing: held in quiet hours, off when the borrower says so.
 */
export type MessageKind = 'receipt' | 'reminder' | 'marketing';

export const KIND_OF: Record<EventName, MessageKind> = {
  'loan.disbursed': 'receipt',
  'loan.rejected': 'receipt',
  // The answer to the borrower's own application.
  'loan.declined': 'receipt',
  'payment.received': 'receipt',
  'payment.failed': 'receipt',
  'extension.confirmed': 'receipt',
  'bill.due': 'reminder',
  'bill.late': 'reminder',
  'vip.started': 'receipt',
  'vip.ending': 'marketing',
  'stage.deposit': 'receipt',
  // The answer to the borrower's own request, like a receipt.
  'complaint.answered': 'receipt',
  // The answer to the borrower's own correction request (docs/data-rights.md).
  'correction.answered': 'receipt',
  'kyc.decided': 'receipt',
  // Money owed: held in quiet hours like a reminder (the collections rules refuse those hours before this).
  'collections.message': 'reminder',
};

/** The message's name in the key: reminders carry their day count (bill.due.3, bill.late.7). */
export function keyEvent(e: MessageEvent): string {
  if (e.event === 'bill.due') return `bill.due.${e.inDays}`;
  if (e.event === 'bill.late') return `bill.late.${e.daysLate}`;
  if (e.event === 'collections.message') return `collections.${e.template}`;
  return e.event;
}

/** What the message is about: the bill, the payment, the purchase. */
export function subjectOf(e: MessageEvent): string {
  switch (e.event) {
    case 'loan.disbursed':
    case 'loan.rejected':
      return `loan:${e.loanId}`;
    case 'loan.declined':
      return `decision:${e.decisionId}`;
    case 'payment.received':
    case 'payment.failed':
    case 'extension.confirmed':
    case 'stage.deposit':
      return `payment:${e.paymentId}`;
    case 'bill.due':
    case 'bill.late':
      return `bill:${e.billId}`;
    case 'vip.started':
    case 'vip.ending':
      return `vip:${e.purchaseId}`;
    case 'complaint.answered':
      return `complaint:${e.complaintId}`;
    case 'correction.answered':
      return `correction:${e.correctionId}`;
    case 'kyc.decided':
      return `kyc:${e.reviewId}`;
    case 'collections.message':
      return `contact:${e.contactId}`;
  }
}

/** The loan a reminder counts against (the caps are per loan); null for messages outside the caps. */
export function loanOf(e: MessageEvent): number | null {
  return 'loanId' in e ? e.loanId : null;
}

/** Maps an operator's failure text to what the borrower can act on. */
export function paymentFailure(reason: string | null | undefined): PaymentFailure {
  const r = (reason ?? '').toLowerCase();
  if (/insufficient|not enough|balance|funds/.test(r)) return 'funds';
  if (/did not reach|not reach|timeout|timed out|unavailable|not configured/.test(r)) return 'unreached';
  if (/declin|reject|cancel|pin|expired|not approved|denied/.test(r)) return 'declined';
  return 'other';
}
