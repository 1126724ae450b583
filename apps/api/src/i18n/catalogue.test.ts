import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { ACTIVITY_MESSAGES } from '@pocket/contracts/api/activities';
import { DATA_RIGHTS_MESSAGES } from '@pocket/contracts/api/data-rights';
import { PAYMENT_ACCOUNT_MESSAGES } from '@pocket/contracts/api/payment-account';
import { USSD_PIN_MESSAGES } from '@pocket/contracts/api/ussd';
import { VIP_MESSAGES } from '@pocket/contracts/api/vip';
import { REFUSAL_CODES, refusalText } from '@pocket/contracts/credit-policy';
import { messages as spec } from '@pocket/contracts/validators';

import { codeText, codeWithLinkText, linkOnlyText, longestCodeTexts, longestLinkTexts, LONGEST_LINK, OTP_MESSAGES } from '../modules/auth/otp.texts';
import { AUTH_MESSAGES } from '../modules/auth/service';
import { HARDSHIP_MESSAGES } from '../modules/collections/borrower';
import { PROMISE_MESSAGES } from '../modules/collections/contacts';
import { COUPON_MESSAGES } from '../modules/coupon/coupon.service';
import { LOAN_MESSAGES } from '../modules/lending/loan.service';
import { GSM7_SEGMENT, gsm7Length } from '../modules/messages/gsm7';
import { KEY_IN_FLIGHT } from '../modules/payments/plugin';
import { QUICK_REPAY_MESSAGES } from '../modules/quick-repay/routes';
import { REPAY_MESSAGES } from '../modules/repayment/repay.service';
import { STAGE_MESSAGES } from '../modules/stage/service';
import { QUOTA_MESSAGES } from '../modules/uploads/quota';
import { UPLOAD_MESSAGES } from '../modules/uploads/service';
import { SIGN_MESSAGES } from '../plugins/signature';
import { type Catalogue, placeholdersOf, textIn, Texts } from './catalogue';
import { CATALOGUE, gsm7Max, LANGUAGES, languageOf, smsLimitWords, translateError } from './index';

const SURFACES = ['sms', 'ussd', 'error'] as const;

const placeholders = placeholdersOf;

describe('the catalogues of borrower texts (issue 48)', () => {
  it('is complete: every text of every surface has a Bemba and a Nyanja text, each with a review state', () => {
    for (const surface of SURFACES) {
      const ids = Object.entries(CATALOGUE).filter(([, e]) => e.surface === surface).map(([id]) => id);
      expect(ids.length, surface).toBeGreaterThan(surface === 'error' ? 20 : 30);
      for (const id of ids) {
        for (const lang of ['bem', 'ny'] as const) {
          const t = CATALOGUE[id]![lang];
          expect(t?.text, `${id} ${lang}`).toBeTruthy();
          expect(['draft', 'reviewed'], `${id} ${lang}`).toContain(t!.review);
        }
      }
    }
  });

  it('every text is valid ICU MessageFormat and has the same placeholders in every language', () => {
    for (const [id, entry] of Object.entries(CATALOGUE)) {
      const english = placeholders(entry.en, 'en');
      for (const lang of LANGUAGES) {
        const text = textIn(entry, lang);
        if (text === null) continue;
        expect(() => new IntlMessageFormat(text, lang), `${id} ${lang}`).not.toThrow();
        expect(placeholders(text, lang), `${id} ${lang}`).toEqual(english);
      }
    }
  });

  it('every SMS is GSM-7 text in every language (no character that would make it a 70-character UCS-2 SMS)', () => {
    for (const [id, entry] of Object.entries(CATALOGUE)) {
      if (entry.surface === 'error') continue;
      for (const lang of LANGUAGES) expect(textIn(entry, lang), `${id} ${lang}`).toMatch(/^[A-Za-z0-9 .,:;!?'"()+\-/>{}\n]*$/);
    }
  });

  it('every SMS code (login, quick repayment, closing) fits one 160-character GSM-7 SMS in every language, the code its only four-digit number', () => {
    for (const lang of LANGUAGES) {
      const sent = longestCodeTexts(lang);
      expect(sent.length).toBe(3);
      for (const text of sent) {
        expect(gsm7Length(text), `${lang}: ${text}`).not.toBeNull();
        expect(gsm7Length(text)!, `${lang}: ${text}`).toBeLessThanOrEqual(GSM7_SEGMENT);
        // The sandbox phone (and a borrower) reads the first four-digit number as the code.
        expect(text.match(/\b\d{4}\b/g), text).toEqual(['9999']);
      }
    }
    // English word for word as Pocket sent it before issue 48; a kind of code Pocket lacks reads as a login code.
    expect(codeText(1, '0427', 'en')).toBe('Your Pocket login code is 0427. It is valid for 5 minutes. Never share it with anyone.');
    expect(codeText(2, '0427', 'en')).toBe('Your Pocket repayment code is 0427. It is valid for 5 minutes. Never share it with anyone.');
    expect(codeText(3, '0427', 'en')).toBe('Your Pocket code to CLOSE your account and erase your data is 0427. It is valid for 5 minutes. If you did not ask for it, ignore this SMS.');
    expect(codeText(9, '0427', 'ny')).toBe(codeText(1, '0427', 'ny'));
  });

  it('the login link\'s SMS (with a code, or the link only) fit their two GSM-7 segments in every language with the longest link; English word for word', () => {
    expect(LONGEST_LINK).toHaveLength(79);
    expect([gsm7Max(1), gsm7Max(2), gsm7Max(3)]).toEqual([160, 306, 459]);
    expect(smsLimitWords(2)).toBe('two 153-character GSM-7 SMS segments (306 characters)');
    // Only these two texts may take more than one segment.
    expect(Object.keys(CATALOGUE).filter((id) => CATALOGUE[id]!.smsSegments)).toEqual(['sms.link.added', 'sms.link.only']);
    for (const lang of LANGUAGES) {
      const sent = longestLinkTexts(lang);
      // The login, quick repayment and closing codes with the link, and the link only.
      expect(sent.map((s) => s.segments)).toEqual([2, 2, 3, 2]);
      for (const { text, segments } of sent) {
        expect(text, lang).toContain(LONGEST_LINK);
        expect(text, lang).not.toMatch(/[{}]/);
        // null: a character outside GSM-7 (the SMS would go as UCS-2, 67 characters a segment).
        expect(gsm7Length(text), `${lang}: ${text}`).not.toBeNull();
        expect(gsm7Length(text)!, `${lang}: ${text}`).toBeLessThanOrEqual(gsm7Max(segments));
        // More than one segment's worth: the limit is the per-text one, not the catalogue's default.
        expect(gsm7Length(text)!, `${lang}: ${text}`).toBeGreaterThan(GSM7_SEGMENT);
      }
    }
    const link = 'https://pocket.test/home#login_link=AAAAAAAAAAAAAAAAAAAAAA';
    expect(codeWithLinkText(1, '0427', link, 'en')).toBe(
      `Your Pocket login code is 0427. It is valid for 5 minutes. Never share it with anyone. Too many wrong codes were tried for your number today; if the code is refused, log in by opening ${link} on this phone (valid 5 minutes).`,
    );
    expect(linkOnlyText(link, 'en')).toBe(
      `Too many wrong codes were tried for your Pocket number today, so this SMS carries no code: log in by opening ${link} on this phone (valid 5 minutes). Never share it with anyone.`,
    );
    expect(linkOnlyText(link, 'bem')).toContain(` ${link} `);
    expect(codeWithLinkText(1, '0427', link, 'ny')).toMatch(/^Khodi yanu yolowera mu Pocket ndi 0427\. .* Makhodi olakwika .* https:\/\/pocket\.test\/home#login_link=A{22} pa foni iyi/);
  });

  it('a text missing in a language is said in English, and listed as missing for that language', () => {
    const catalogue: Catalogue = {
      'sms.a': { surface: 'sms', en: 'Pocket: we received {amount}.', bem: { text: 'Pocket: twapokelela {amount}.', review: 'reviewed' } },
      'sms.b': { surface: 'sms', en: 'Pocket: thank you.', bem: { text: 'Pocket: natotela.', review: 'draft' } },
    };
    const texts = new Texts(catalogue);
    expect(texts.format('sms.a', 'ny', { amount: 'K10.00' })).toBe('Pocket: we received K10.00.');
    expect(texts.format('sms.a', 'bem', { amount: 'K10.00' })).toBe('Pocket: twapokelela K10.00.');
    expect(texts.gaps('ny')).toEqual({ missing: ['sms.a', 'sms.b'], draft: [] });
    expect(texts.gaps('bem')).toEqual({ missing: [], draft: ['sms.b'] });
    expect(() => texts.format('sms.c', 'en')).toThrow('No text "sms.c" in the catalogue');
  });

  it('reads the lang header: en, bem, ny with or without a region, nya; anything else is none', () => {
    expect(['en', 'EN-zm', 'bem', 'bem-ZM', 'ny', 'ny_ZM', 'nya', 'fr', '', null].map(languageOf)).toEqual(['en', 'en', 'bem', 'bem', 'ny', 'ny', 'ny', null, null, null]);
  });
});

describe('envelope error texts in the lang header\'s language (issue 48)', () => {
  it('the English words are exactly what the modules answer', () => {
    const strings = (table: object) => Object.values(table).filter((v): v is string => typeof v === 'string');
    const answered = new Set<string>([
      ...strings(spec),
      spec.repayAmountMinimum('{amount}'),
      ...strings(OTP_MESSAGES),
      OTP_MESSAGES.resend('{seconds}' as unknown as number),
      ...Object.values(AUTH_MESSAGES),
      ...strings(LOAN_MESSAGES),
      LOAN_MESSAGES.aboveLimit('{limit}'),
      ...strings(REPAY_MESSAGES),
      REPAY_MESSAGES.wrongFee('{fee}'),
      KEY_IN_FLIGHT,
      ...strings(PROMISE_MESSAGES),
      PROMISE_MESSAGES.tooFar('{max}' as unknown as number),
      ...Object.values(QUICK_REPAY_MESSAGES),
      // issue 48's last envelope errors: the credit policy's refusals, paying from another number, VIP, the data
      // rights, activities, the USSD PIN, coupons, phones on stages, a payment plan, a photo, a signed call.
      ...REFUSAL_CODES.map((code) => refusalText(code, '{limit}')),
      ...strings(PAYMENT_ACCOUNT_MESSAGES),
      PAYMENT_ACCOUNT_MESSAGES.confirmFirst('{masked}'),
      ...strings(VIP_MESSAGES),
      VIP_MESSAGES.wrongAmount('{price}'),
      ...strings(DATA_RIGHTS_MESSAGES),
      DATA_RIGHTS_MESSAGES.resend('{seconds}' as unknown as number),
      ...strings(ACTIVITY_MESSAGES),
      ...strings(USSD_PIN_MESSAGES),
      ...strings(COUPON_MESSAGES),
      ...strings(STAGE_MESSAGES),
      STAGE_MESSAGES.aboveLimit('{financed}', '{limit}'),
      STAGE_MESSAGES.operatorRefused('{reason}'),
      ...strings(HARDSHIP_MESSAGES),
      ...strings(UPLOAD_MESSAGES),
      QUOTA_MESSAGES.count(5 * 60_000).replace('(in 5 min)', '(in {wait})'),
      QUOTA_MESSAGES.bytes(5 * 60_000).replace('(in 5 min)', '(in {wait})'),
      ...strings(SIGN_MESSAGES),
      'Please log in again',
      'Your session has ended, please log in again',
      'Please log in first',
      'Something went wrong, please try again later',
    ]);
    for (const [id, entry] of Object.entries(CATALOGUE)) if (entry.surface === 'error') expect(answered, id).toContain(entry.en);
  });

  it('English in, English out; Bemba and Nyanja with the values carried over; unknown words stay English', () => {
    expect(translateError(REPAY_MESSAGES.paidOff, 'en')).toBe('This bill is already paid off');
    expect(translateError(REPAY_MESSAGES.paidOff, null)).toBe('This bill is already paid off');
    expect(translateError(REPAY_MESSAGES.paidOff, 'bem')).toBe('Iyi bilu yapwa kale ukulipilwa');
    expect(translateError(LOAN_MESSAGES.aboveLimit('K2,000.00'), 'ny')).toBe('Ndalama ndi yoposa limit yanu ya K2,000.00');
    expect(translateError(spec.repayAmountMinimum('K50.00'), 'bem')).toBe('iinono: K50.00');
    expect(translateError('mobile is required', 'ny')).toBe('mobile is required');
  });

  it("a borrower's refusals of every module are in the catalogue with Bemba and Nyanja drafts, values carried over; the desk's and a field's stay English", () => {
    const borrowerRefusals = [
      ...REFUSAL_CODES.map((code) => refusalText(code, 'K1,000.00')),
      PAYMENT_ACCOUNT_MESSAGES.confirmFirst('097****567'),
      PAYMENT_ACCOUNT_MESSAGES.numberCap,
      PAYMENT_ACCOUNT_MESSAGES.userCap,
      PAYMENT_ACCOUNT_MESSAGES.promptCap,
      VIP_MESSAGES.noCard,
      VIP_MESSAGES.wrongAmount('K20.00'),
      VIP_MESSAGES.inFlight,
      DATA_RIGHTS_MESSAGES.resend(30),
      ...(['tooManyCodes', 'expired', 'wrongCode', 'triesExhausted', 'busy', 'linkExpired'] as const).map((key) => DATA_RIGHTS_MESSAGES[key]),
      ...(['noSpins', 'unknownCode', 'notStarted', 'expired', 'alreadyClaimed', 'exhausted'] as const).map((key) => ACTIVITY_MESSAGES[key]),
      ...Object.values(USSD_PIN_MESSAGES),
      ...Object.values(COUPON_MESSAGES),
      STAGE_MESSAGES.kycIncomplete,
      STAGE_MESSAGES.notOffered,
      STAGE_MESSAGES.orderNotFound,
      STAGE_MESSAGES.openStage,
      STAGE_MESSAGES.openLoan,
      STAGE_MESSAGES.aboveLimit('K1,500.00', 'K1,000.00'),
      STAGE_MESSAGES.operatorRefused('insufficient funds'),
      ...Object.values(HARDSHIP_MESSAGES),
      UPLOAD_MESSAGES.notFound,
      UPLOAD_MESSAGES.unreadable,
      UPLOAD_MESSAGES.processing,
      QUOTA_MESSAGES.count(200 * 60_000),
      QUOTA_MESSAGES.bytes(200 * 60_000),
      SIGN_MESSAGES.stale,
      SIGN_MESSAGES.replay,
      SIGN_MESSAGES.otherUid,
    ];
    for (const english of borrowerRefusals) {
      for (const language of ['bem', 'ny'] as const) {
        const said = translateError(english, language);
        expect(said, `${english} in ${language}`).not.toBe(english);
        // The values (amounts, the masked number, seconds, the operator's words) are carried over.
        for (const value of english.match(/K[\d,]+\.\d\d|097\*{4}567|\b30\b|insufficient funds|3 h 20 min/g) ?? []) expect(said, `${english} in ${language}`).toContain(value);
      }
    }
    expect(translateError(refusalText('profile'), 'bem')).toBe('Imyaka, indalama nangu umulimo wenu tafilakumana. Ukulembapo ifipya nga fyaluka kukalenga ifi ukwaluka.');
    expect(translateError(STAGE_MESSAGES.aboveLimit('K1,500.00', 'K1,000.00'), 'ny')).toBe("Ndalama yolipira pang'onopang'ono (K1,500.00) ndi yoposa limit yanu ya K1,000.00");
    // A field's refusal and a malformed signature stay English.
    for (const english of [STAGE_MESSAGES.noPhone, UPLOAD_MESSAGES.tooLarge, SIGN_MESSAGES.sign, ACTIVITY_MESSAGES.codeRequired]) expect(translateError(english, 'bem')).toBe(english);
  });
});
