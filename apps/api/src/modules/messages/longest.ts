import { COLLECTION_TEMPLATES, KYC_REJECT_REASON_CODES, LADDER_TEXTS, REJECT_REASONS } from '@pocket/contracts/api/staff';
import { REFUSAL_CODES } from '@pocket/contracts/credit-policy';

import { type Language, texts, type Texts } from '../../i18n';
import { NAME_LIMITS, render } from './catalogue';
import { DUE_DAYS, LATE_DAYS, type MessageEvent, type PaymentFailure } from './events';

// The longest realistic values: K999,999.99 (above any loan or phone Pocket offers), a two-digit day and the longest
// month, an 8-character pickup code, names at their limits.
const MAX = 99_999_999;
const LONG_DATE = '2026-12-25';
// A USSD code longer than the sandbox's *384*123#.
const LONG_USSD_CODE = '*384*12345#';
const LADDER_STEP_TEXTS = [...new Set(Object.values(LADDER_TEXTS).flat())];
const ids = { userId: 1, loanId: 999_999, paymentId: 999_999 };
const failures: PaymentFailure[] = ['declined', 'funds', 'unreached', 'other'];

/** Every variant of every text, with the longest values. */
export function longest(): MessageEvent[] {
  return [
    { event: 'loan.disbursed', ...ids, amount: MAX, totalDue: MAX, dueDate: LONG_DATE },
    ...REJECT_REASONS.map((why) => ({ event: 'loan.rejected' as const, ...ids, amount: MAX, why })),
    ...REFUSAL_CODES.map((code) => ({ event: 'loan.declined' as const, userId: 1, decisionId: 999_999, amount: MAX, code })),
    ...[true, false].flatMap((loanSettled) => [0, MAX].map((remaining) => ({ event: 'payment.received' as const, ...ids, amount: MAX, billDueDate: LONG_DATE, remaining, loanSettled }))),
    ...failures.map((why) => ({ event: 'payment.failed' as const, ...ids, amount: MAX, why })),
    { event: 'extension.confirmed', ...ids, dueDate: LONG_DATE, amountDue: MAX },
    ...DUE_DAYS.map((inDays) => ({ event: 'bill.due' as const, ...ids, billId: 1, amount: MAX, dueDate: LONG_DATE, inDays })),
    ...LATE_DAYS.map((daysLate) => ({ event: 'bill.late' as const, ...ids, billId: 1, amount: MAX, dueDate: LONG_DATE, daysLate })),
    { event: 'vip.started', userId: 1, purchaseId: 1, card: 'V'.repeat(NAME_LIMITS.card + 10), until: LONG_DATE },
    { event: 'vip.ending', userId: 1, purchaseId: 1, card: 'V'.repeat(NAME_LIMITS.card + 10), until: LONG_DATE },
    { event: 'stage.deposit', ...ids, amount: MAX, pickupCode: 'ABCDEFGH', shop: 'S'.repeat(NAME_LIMITS.shop + 10) },
    { event: 'complaint.answered', userId: 1, complaintId: 1 },
    { event: 'correction.answered', userId: 1, correctionId: 1 },
    ...COLLECTION_TEMPLATES.map((template) => ({ event: 'collections.message' as const, userId: 1, orderId: 1, contactId: 1, template, amount: MAX, date: LONG_DATE, daysLate: 999 })),
    { event: 'collections.message', userId: 1, orderId: 1, contactId: 1, template: 'late-reminder', amount: MAX, date: LONG_DATE, daysLate: 999, channel: 'push' },
    ...LADDER_STEP_TEXTS.map((text) => ({ event: 'collections.message' as const, userId: 1, orderId: 1, contactId: 1, template: 'late-reminder' as const, amount: MAX, date: LONG_DATE, daysLate: 999, text, ussdCode: LONG_USSD_CODE })),
    { event: 'kyc.decided', userId: 1, reviewId: 999_999, approved: true, reasonCode: null },
    ...KYC_REJECT_REASON_CODES.map((reasonCode) => ({ event: 'kyc.decided' as const, userId: 1, reviewId: 999_999, approved: false, reasonCode })),
  ];
}

/** Every variant of every SMS in a language with the longest values (the desk checks a correction against these). */
export const longestTexts = (language: Language, source: Texts = texts): string[] => longest().map((e) => render(e, language, source));
