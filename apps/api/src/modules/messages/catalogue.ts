import { KYC_REJECT_REASONS } from '@pocket/contracts/api/staff';

import { type Language, languageOf, LANGUAGES, money as K, shortDate, texts, type Texts } from '../../i18n';
import type { EventName, MessageEvent } from './events';

/** Languages with a catalogue (issue 48): English, Bemba and Nyanja; the texts live in src/i18n/texts/sms.ts. */
export type { Language };
export { LANGUAGES };

type CollectionsMessage = Extract<MessageEvent, { event: 'collections.message' }>;

/** The catalogue text (its id and placeholder values) that says an event: one SMS, or its push notification. */
export function textOf(e: MessageEvent): { id: string; values: Record<string, string | number> } {
  switch (e.event) {
    case 'loan.disbursed':
      return { id: 'sms.loan.disbursed', values: { amount: K(e.amount), totalDue: K(e.totalDue), dueDate: shortDate(e.dueDate) } };
    case 'loan.rejected':
      return { id: 'sms.loan.rejected', values: { amount: K(e.amount), reason: `sms.loan.reason.${e.why}` } };
    // The main reason in plain words and what the borrower can do next; never a score or a threshold's value.
    case 'loan.declined':
      return { id: 'sms.loan.declined', values: { amount: K(e.amount), reason: `sms.loan.decline.${e.code}` } };
    case 'payment.received':
      if (e.loanSettled) return { id: 'sms.payment.received.settled', values: { amount: K(e.amount) } };
      if (e.remaining === 0) return { id: 'sms.payment.received.billPaid', values: { amount: K(e.amount), billDueDate: shortDate(e.billDueDate) } };
      return { id: 'sms.payment.received.part', values: { amount: K(e.amount), billDueDate: shortDate(e.billDueDate), remaining: K(e.remaining) } };
    case 'payment.failed':
      return { id: 'sms.payment.failed', values: { amount: K(e.amount), failure: `sms.payment.failure.${e.why}` } };
    case 'extension.confirmed':
      return { id: 'sms.extension.confirmed', values: { amountDue: K(e.amountDue), dueDate: shortDate(e.dueDate) } };
    case 'bill.due':
      return { id: `sms.bill.due.${e.inDays === 3 ? 3 : e.inDays === 1 ? 1 : 0}`, values: { amount: K(e.amount), dueDate: shortDate(e.dueDate) } };
    case 'bill.late':
      return { id: `sms.bill.late.${e.daysLate === 1 ? 1 : e.daysLate === 3 ? 3 : 7}`, values: { amount: K(e.amount), dueDate: shortDate(e.dueDate) } };
    case 'vip.started':
    case 'vip.ending':
      return { id: `sms.${e.event}`, values: { card: e.card, until: shortDate(e.until) } };
    case 'stage.deposit':
      return { id: 'sms.stage.deposit', values: { amount: K(e.amount), pickupCode: e.pickupCode, shop: e.shop } };
    // No reference in the text: a run of digits in an SMS reads as a login code.
    case 'complaint.answered':
      return { id: 'sms.complaint.answered', values: {} };
    case 'correction.answered':
      return { id: 'sms.correction.answered', values: {} };
    case 'collections.message':
      return collections(e);
    case 'kyc.decided': {
      if (e.approved) return { id: 'sms.kyc.approved', values: {} };
      const code = e.reasonCode && e.reasonCode in KYC_REJECT_REASONS ? e.reasonCode : 'suspected-fraud';
      return { id: `sms.kyc.rejected.${code}`, values: {} };
    }
  }
}

/** The approved collections templates (docs/collections.md): the only texts an agent can send a borrower. */
function collections(e: CollectionsMessage): { id: string; values: Record<string, string | number> } {
  const id = `sms.collections.${e.template}`;
  // A ladder step's own approved text (collections checks it against LADDER_TEXTS when the ladder is approved).
  if (e.text) return { id: e.text, values: { amount: K(e.amount), daysLate: e.daysLate, date: shortDate(e.date), ussdCode: e.ussdCode ?? '' } };
  // A ladder's PUSH step: the late reminder's push text (short enough for the lock screen, still one SMS).
  if (e.template === 'late-reminder' && e.channel === 'push') return { id: `${id}.push`, values: { amount: K(e.amount), daysLate: e.daysLate } };
  if (e.template === 'late-reminder') return { id, values: { amount: K(e.amount), daysLate: e.daysLate } };
  if (e.template === 'promise-reminder') return { id, values: { amount: K(e.amount), date: shortDate(e.date) } };
  return { id, values: {} };
}

/**
 * Money events: money moved or was tried (a payout, a payment received or failed, an extension, a deposit, a VIP
 * payment) or is owed on a date (a bill due or late). They go by SMS even to a borrower who allowed push (a phone
 * without data still hears about its money); every other event goes by push alone when the borrower allowed push.
 */
export const MONEY_EVENTS: Record<EventName, boolean> = {
  'loan.disbursed': true,
  'payment.received': true,
  'payment.failed': true,
  'extension.confirmed': true,
  'stage.deposit': true,
  'vip.started': true,
  'bill.due': true,
  'bill.late': true,
  'loan.rejected': false,
  'loan.declined': false,
  'vip.ending': false,
  'complaint.answered': false,
  'kyc.decided': false,
  'correction.answered': false,
  'collections.message': true,
};

/** The page a push notification opens: the bill of the loan the event is about, else Help or Home. */
export function linkOf(e: MessageEvent): string {
  if ('loanId' in e && e.loanId !== null && e.event !== 'stage.deposit' && e.event !== 'loan.rejected') return `/billing-details/${e.loanId}`;
  if (e.event === 'complaint.answered') return '/help';
  if (e.event === 'collections.message') return `/billing-details/${e.orderId}`;
  return e.event === 'correction.answered' ? '/correct-my-data' : '/home';
}

/** A push notification's title and text: the catalogue's text without its "Pocket: " prefix (the title says it). */
export function pushNotification(text: string): { title: string; body: string } {
  const body = text.replace(/^Pocket: /, '');
  return { title: 'Pocket', body: body.charAt(0).toUpperCase() + body.slice(1) };
}

/** Names inside texts are cut to these lengths so every text stays one segment (the longest seeded shop is 26). */
export const NAME_LIMITS = { shop: 30, card: 16 } as const;

/** The text of an event in a language (English where the language has no text; any other value means English). */
export function render(e: MessageEvent, language: string = 'en', source: Texts = texts): string {
  const lang = languageOf(language) ?? 'en';
  const fitted = e.event === 'stage.deposit' ? { ...e, shop: e.shop.slice(0, NAME_LIMITS.shop).trim() } : e.event === 'vip.started' || e.event === 'vip.ending' ? { ...e, card: e.card.slice(0, NAME_LIMITS.card).trim() } : e;
  const { id, values } = textOf(fitted);
  // A placeholder whose value names another text (a reason, a failure) is that text in the same language.
  const filled = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && source.has(v) ? source.format(v, lang) : v]));
  return source.format(id, lang, filled);
}
