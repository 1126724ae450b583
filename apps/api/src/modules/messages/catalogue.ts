import { REJECT_REASON_TEXTS, KYC_REJECT_REASONS } from '@pocket/contracts/api/staff';
import type { KycRejectReason } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import type { EventName, MessageEvent, PaymentFailure } from './events';

/** Languages with a catalogue. Bemba ('bem') and Nyanja ('nya') are added as further entries of CATALOGUES. */
export type Language = 'en';
export const LANGUAGES: readonly Language[] = ['en'];

type Texts = { [E in EventName]: (e: Extract<MessageEvent, { event: E }>) => string };

/** Everything a language says: one text per event, plus the words it uses inside them. */
export interface Catalogue {
  texts: Texts;
  /** '2026-12-25' -> '25 Dec' (no year: a four-digit number in a text would read as a login code). */
  date(isoDate: string): string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const enDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? '?'}`;
const K = formatKwacha;

const FAILURE_EN: Record<PaymentFailure, string> = {
  declined: 'The PIN prompt was declined or not answered; nothing was taken. Please pay again in the Pocket app.',
  funds: 'Your mobile money balance was too low; nothing was taken. Please top up, then pay in the Pocket app.',
  unreached: 'The operator did not answer; nothing was taken. Please try again in the Pocket app.',
  other: 'The operator refused it; nothing was taken. Please try again in the Pocket app.',
};

const en: Catalogue = {
  date: enDate,
  texts: {
    'loan.disbursed': (e) => `Pocket: your loan of ${K(e.amount)} was sent to your mobile money. ${K(e.totalDue)} is due on ${enDate(e.dueDate)}. Repay in the Pocket app.`,
    'loan.rejected': (e) => `Pocket: your loan of ${K(e.amount)} was not approved. ${REJECT_REASON_TEXTS[e.why]} You may apply again in the Pocket app.`,
    'payment.received': (e) =>
      e.loanSettled
        ? `Pocket: we received ${K(e.amount)}. Your loan is fully paid. Thank you!`
        : e.remaining === 0
          ? `Pocket: we received ${K(e.amount)}. Your bill due ${enDate(e.billDueDate)} is fully paid. Thank you!`
          : `Pocket: we received ${K(e.amount)} for your bill due ${enDate(e.billDueDate)}. ${K(e.remaining)} remains on this bill. Thank you!`,
    'payment.failed': (e) => `Pocket: your payment of ${K(e.amount)} did not go through. ${FAILURE_EN[e.why]}`,
    'extension.confirmed': (e) => `Pocket: your extension is confirmed. Your bill of ${K(e.amountDue)} is now due on ${enDate(e.dueDate)}.`,
    'bill.due': (e) =>
      e.inDays === 3
        ? `Pocket: your bill of ${K(e.amount)} is due in 3 days, on ${enDate(e.dueDate)}. Repay in the Pocket app.`
        : e.inDays === 1
          ? `Pocket: your bill of ${K(e.amount)} is due tomorrow, ${enDate(e.dueDate)}. Repay in the Pocket app.`
          : `Pocket: your bill of ${K(e.amount)} is due today. Repay in the Pocket app by midnight.`,
    'bill.late': (e) =>
      e.daysLate === 1
        ? `Pocket: your bill of ${K(e.amount)} was due on ${enDate(e.dueDate)}. Please repay in the Pocket app. A late fee is added each day until it is paid.`
        : e.daysLate === 3
          ? `Pocket: your bill of ${K(e.amount)} is 3 days late. Please repay in the Pocket app. A late fee is added each day until it is paid.`
          : `Pocket: your bill of ${K(e.amount)} is 7 days late. Repay in the Pocket app, or open it to see your options. We are here to help.`,
    'vip.started': (e) => `Pocket: your ${e.card} membership is active until ${enDate(e.until)}. Enjoy your benefits in the Pocket app.`,
    'vip.ending': (e) => `Pocket: your ${e.card} membership ends in 3 days, on ${enDate(e.until)}. Renew in the Pocket app. Turn offers off in Settings.`,
    'stage.deposit': (e) => `Pocket: we received your deposit of ${K(e.amount)}. Your pickup code is ${e.pickupCode}. Show it at ${e.shop} to collect your phone.`,
    // No reference in the text: a run of digits in an SMS reads as a login code.
    'complaint.answered': () => 'Pocket: we answered your complaint. Read the answer in the Pocket app under Me > Help.',
    'correction.answered': () => 'Pocket: we answered your request to correct your data. Read the answer in the Pocket app under Me > Settings > Correct my data.',
    'kyc.decided': (e) => {
      if (e.approved) return 'Pocket: your information is approved. You can now apply for a loan in the Pocket app.';
      const reason = KYC_REJECT_REASONS[e.reasonCode as KycRejectReason] ?? KYC_REJECT_REASONS['suspected-fraud'];
      return `Pocket: ${reason.why} ${reason.next}`;
    },
  },
};

export const CATALOGUES: Record<Language, Catalogue> = { en };

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
  'vip.ending': false,
  'complaint.answered': false,
  'kyc.decided': false,
  'correction.answered': false,
};

/** The page a push notification opens: the bill of the loan the event is about, else Help or Home. */
export function linkOf(e: MessageEvent): string {
  if ('loanId' in e && e.loanId !== null && e.event !== 'stage.deposit' && e.event !== 'loan.rejected') return `/billing-details/${e.loanId}`;
  if (e.event === 'complaint.answered') return '/help';
  return e.event === 'correction.answered' ? '/correct-my-data' : '/home';
}

/** A push notification's title and text: the catalogue's text without its "Pocket: " prefix (the title says it). */
export function pushNotification(text: string): { title: string; body: string } {
  const body = text.replace(/^Pocket: /, '');
  return { title: 'Pocket', body: body.charAt(0).toUpperCase() + body.slice(1) };
}

/** Names inside texts are cut to these lengths so every text stays one segment (the longest seeded shop is 26). */
export const NAME_LIMITS = { shop: 30, card: 16 } as const;

/** The text of an event in a language (English when the language has no catalogue yet). */
export function render(e: MessageEvent, language: string = 'en'): string {
  const catalogue = CATALOGUES[language as Language] ?? CATALOGUES.en;
  const fitted = e.event === 'stage.deposit' ? { ...e, shop: e.shop.slice(0, NAME_LIMITS.shop).trim() } : e.event === 'vip.started' || e.event === 'vip.ending' ? { ...e, card: e.card.slice(0, NAME_LIMITS.card).trim() } : e;
  const text = catalogue.texts[fitted.event] as (x: MessageEvent) => string;
  return text(fitted);
}
