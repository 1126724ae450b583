import { describe, expect, it } from 'vitest';

import { REJECT_REASONS, KYC_REJECT_REASON_CODES } from '@pocket/contracts/api/staff';

import { CATALOGUES, LANGUAGES, NAME_LIMITS, render } from './catalogue';
import { FORBIDDEN_WORDS } from './conduct';
import { DUE_DAYS, type EventName, LATE_DAYS, type MessageEvent, type PaymentFailure } from './events';
import { GSM7_SEGMENT, gsm7Length } from './gsm7';

// The longest realistic values: K999,999.99 (above any loan or phone Pocket offers), a two-digit day and the longest
// month, an 8-character pickup code, names at their limits.
const MAX = 99_999_999;
const LONG_DATE = '2026-12-25';
const ids = { userId: 1, loanId: 999_999, paymentId: 999_999 };
const failures: PaymentFailure[] = ['declined', 'funds', 'unreached', 'other'];

/** Every variant of every text, with the longest values. */
function longest(): MessageEvent[] {
  return [
    { event: 'loan.disbursed', ...ids, amount: MAX, totalDue: MAX, dueDate: LONG_DATE },
    ...REJECT_REASONS.map((why) => ({ event: 'loan.rejected' as const, ...ids, amount: MAX, why })),
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
    { event: 'kyc.decided', userId: 1, reviewId: 999_999, approved: true, reasonCode: null },
    ...KYC_REJECT_REASON_CODES.map((reasonCode) => ({ event: 'kyc.decided' as const, userId: 1, reviewId: 999_999, approved: false, reasonCode })),
  ];
}

describe('the message catalogue (issue 31)', () => {
  it('has a text for every event in every language', () => {
    const events = new Set(longest().map((e) => e.event));
    for (const language of LANGUAGES) expect(Object.keys(CATALOGUES[language].texts).sort()).toEqual([...events].sort() as EventName[]);
  });

  it('every text fits one 160-character GSM-7 segment with the longest realistic values', () => {
    let longestSeen = 0;
    for (const language of LANGUAGES) {
      for (const e of longest()) {
        const text = render(e, language);
        const septets = gsm7Length(text);
        expect(septets, text).not.toBeNull();
        expect(septets!, text).toBeLessThanOrEqual(GSM7_SEGMENT);
        longestSeen = Math.max(longestSeen, septets!);
      }
    }
    console.log(`[catalogue] longest text: ${longestSeen} of ${GSM7_SEGMENT} GSM-7 characters`);
  });

  it('uses none of the forbidden words (threats, shaming, third parties)', () => {
    for (const language of LANGUAGES) {
      for (const e of longest()) {
        const text = render(e, language).toLowerCase();
        for (const word of FORBIDDEN_WORDS) expect(new RegExp(`\\b${word}\\b`).test(text), `${word} in: ${text}`).toBe(false);
      }
    }
  });

  it('no text has a four-digit number (the sandbox phone would read it as a login code)', () => {
    for (const e of longest()) expect(render(e)).not.toMatch(/\b\d{4}\b/);
  });

  it('says each event in the catalogue words, amounts as K1,050.50', () => {
    const k = { ...ids, amount: 105_050 };
    expect(render({ event: 'loan.disbursed', ...k, totalDue: 121_000, dueDate: '2026-05-15' })).toBe('Pocket: your loan of K1,050.50 was sent to your mobile money. K1,210.00 is due on 15 May. Repay in the Pocket app.');
    expect(render({ event: 'loan.rejected', ...k, why: 'identity' })).toBe('Pocket: your loan of K1,050.50 was not approved. We could not confirm your identity details. You may apply again in the Pocket app.');
    expect(render({ event: 'payment.received', ...k, billDueDate: '2026-05-15', remaining: 86_000, loanSettled: false })).toBe('Pocket: we received K1,050.50 for your bill due 15 May. K860.00 remains on this bill. Thank you!');
    expect(render({ event: 'payment.received', ...k, billDueDate: '2026-05-15', remaining: 0, loanSettled: true })).toBe('Pocket: we received K1,050.50. Your loan is fully paid. Thank you!');
    expect(render({ event: 'payment.failed', ...k, why: 'funds' })).toBe('Pocket: your payment of K1,050.50 did not go through. Your mobile money balance was too low; nothing was taken. Please top up, then pay in the Pocket app.');
    expect(render({ event: 'bill.due', ...k, billId: 1, dueDate: '2026-05-15', inDays: 3 })).toBe('Pocket: your bill of K1,050.50 is due in 3 days, on 15 May. Repay in the Pocket app.');
    expect(render({ event: 'bill.late', ...k, billId: 1, dueDate: '2026-05-15', daysLate: 7 })).toBe('Pocket: your bill of K1,050.50 is 7 days late. Repay in the Pocket app, or open it to see your options. We are here to help.');
    expect(render({ event: 'stage.deposit', ...k, pickupCode: 'AB23CD45', shop: 'Pocket Phones Cairo Road' })).toBe('Pocket: we received your deposit of K1,050.50. Your pickup code is AB23CD45. Show it at Pocket Phones Cairo Road to collect your phone.');
    expect(render({ event: 'complaint.answered', userId: 1, complaintId: 42 })).toBe('Pocket: we answered your complaint. Read the answer in the Pocket app under Me > Help.');
    expect(render({ event: 'correction.answered', userId: 1, correctionId: 42 })).toBe('Pocket: we answered your request to correct your data. Read the answer in the Pocket app under Me > Settings > Correct my data.');
  });

  it('a language without a catalogue yet falls back to English', () => {
    const e: MessageEvent = { event: 'extension.confirmed', ...ids, dueDate: '2026-06-01', amountDue: 50_000 };
    expect(render(e, 'bem')).toBe(render(e, 'en'));
    expect(render(e)).toBe('Pocket: your extension is confirmed. Your bill of K500.00 is now due on 1 Jun.');
  });
});
