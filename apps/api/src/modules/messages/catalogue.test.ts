import { describe, expect, it } from 'vitest';

import { REFUSAL_CODES } from '@pocket/contracts/credit-policy';

import { CATALOGUE, texts } from '../../i18n';
import { textIn } from '../../i18n/catalogue';
import { LANGUAGES, render, textOf } from './catalogue';
import { FORBIDDEN_WORDS } from './conduct';
import type { MessageEvent } from './events';
import { GSM7_SEGMENT, gsm7Length } from './gsm7';
import { longest } from './longest';

const ids = { userId: 1, loanId: 999_999, paymentId: 999_999 };

describe('the message catalogue (issue 31)', () => {
  it('has a text for every event in every language', () => {
    const events = new Set(longest().map((e) => e.event));
    expect(events.size).toBe(15);
    for (const language of LANGUAGES) {
      for (const e of longest()) {
        const { id, values } = textOf(e);
        expect(textIn(CATALOGUE[id]!, language), `${id} in ${language}`).not.toBeNull();
        // A value that names another text (a reason, a failure) names one that exists in the language too.
        for (const v of Object.values(values)) if (typeof v === 'string' && v.startsWith('sms.')) expect(textIn(CATALOGUE[v]!, language), v).not.toBeNull();
      }
    }
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

  it('a policy refusal (loan.declined) says every reason code in one SMS in every language, and never a score or a threshold', () => {
    for (const language of LANGUAGES) {
      for (const code of REFUSAL_CODES) {
        const text = render({ event: 'loan.declined', userId: 1, decisionId: 999_999, amount: 99_999_999, code }, language);
        expect(gsm7Length(text)!, text).toBeLessThanOrEqual(GSM7_SEGMENT);
        // The only figure is the amount asked: no score, cut-off, rule value or limit.
        expect(text.replace('K999,999.99', ''), text).not.toMatch(/\d/);
      }
    }
    // The longest English reason (a late past bill) fits with the longest amount.
    expect(render({ event: 'loan.declined', userId: 1, decisionId: 1, amount: 99_999_999, code: 'late-history' })).toBe(
      'Pocket: your loan of K999,999.99 was not approved. A past bill was paid too late. Bills paid on time over the coming months will change this.',
    );
    expect(render({ event: 'loan.declined', userId: 1, decisionId: 1, amount: 50_000, code: 'above-limit' }, 'ny')).toBe(
      'Pocket: ngongole yanu ya K500.00 sinavomerezedwe. Ndalama ndi yoposa malire anu. Yochepa ingavomerezedwe.',
    );
    // The profile reason names age, income and work in every language (its English names age since the age rule; the
    // drafts followed it), drafts still: the longest Bemba decline SMS with K999,999.99.
    expect(render({ event: 'loan.declined', userId: 1, decisionId: 1, amount: 99_999_999, code: 'profile' })).toBe(
      'Pocket: your loan of K999,999.99 was not approved. Your age, income or work details do not qualify yet. Updating them when they change will change this.',
    );
    expect(render({ event: 'loan.declined', userId: 1, decisionId: 1, amount: 99_999_999, code: 'profile' }, 'bem')).toBe(
      'Pocket: inkongole yenu iya K999,999.99 tayasuminishiwe. Imyaka, indalama nangu umulimo wenu tafilakumana. Ukulembapo ifipya nga fyaluka kukalenga ifi ukwaluka.',
    );
    expect(render({ event: 'loan.declined', userId: 1, decisionId: 1, amount: 50_000, code: 'profile' }, 'ny')).toBe(
      'Pocket: ngongole yanu ya K500.00 sinavomerezedwe. Zaka, ndalama kapena ntchito yanu sizinakwanirebe. Kuzisintha zikasintha kudzasintha izi.',
    );
    for (const language of ['bem', 'ny'] as const) expect(CATALOGUE['sms.loan.decline.profile']![language]!.review, language).toBe('draft');
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

  it('says each event in Bemba and Nyanja (drafts) with the same amounts and dates', () => {
    const e: MessageEvent = { event: 'loan.disbursed', ...ids, amount: 105_050, totalDue: 121_000, dueDate: '2026-05-15' };
    expect(render(e, 'bem')).toBe('Pocket: inkongole yenu iya K1,050.50 yatumwa ku mobile money yenu. K1,210.00 ifwile ukulipilwa pa 15 May. Lipileni mu Pocket app.');
    expect(render(e, 'ny')).toBe('Pocket: ngongole yanu ya K1,050.50 yatumizidwa ku mobile money yanu. K1,210.00 iyenera kulipiridwa pa 15 May. Lipirani mu Pocket app.');
    const failed: MessageEvent = { event: 'payment.failed', ...ids, amount: 105_050, why: 'funds' };
    expect(render(failed, 'ny')).toBe('Pocket: malipiro anu a K1,050.50 sanadutse. Ndalama ya mobile money ndi yochepa; palibe chotengedwa. Onjezerani, kenako lipirani mu Pocket app.');
  });

  it('a language Pocket does not have falls back to English', () => {
    const e: MessageEvent = { event: 'extension.confirmed', ...ids, dueDate: '2026-06-01', amountDue: 50_000 };
    expect(render(e, 'fr')).toBe(render(e, 'en'));
    expect(texts.has('sms.extension.confirmed')).toBe(true);
    expect(render(e)).toBe('Pocket: your extension is confirmed. Your bill of K500.00 is now due on 1 Jun.');
  });
});
