import { type Catalogue, draft, type Entry } from '../catalogue';

// The login link of an SMS code (modules/auth/otp.texts.ts): once strangers spent a number's wrong tries for the day,
// the code's SMS ends with `sms.link.added` (after a space), and once the day's codes for new browsers are used up too,
// the SMS is `sms.link.only`. English is the words Pocket sent before, word for word; Bemba and Nyanja are drafts to be
// reviewed by a speaker on the lender's staff. `{link}` is the login link (`{PUBLIC_URL}/home#login_link=...`). With
// the link neither fits one SMS: each may take two GSM-7 segments (306 characters) with the longest link, the login
// code's sentence included (catalogue.test.ts); said in the code's language.

const link = (usedIn: string, en: string, bem: string, ny: string): Entry => ({ surface: 'sms', usedIn, smsSegments: 2, en, bem: draft(bem), ny: draft(ny) });

export const LINK_TEXTS: Catalogue = {
  'sms.link.added': link(
    'SMS with a code, after the code\'s words, once strangers spent the number\'s wrong tries for the day',
    'Too many wrong codes were tried for your number today; if the code is refused, log in by opening {link} on this phone (valid 5 minutes).',
    'Amakodi ayalubana yaeshiwa pa nambala yenu lelo; nga ikodi yakaanwa, ingileni mu kwisula {link} pali iyi foni (maminiti 5).',
    'Makhodi olakwika ayesedwa pa nambala yanu lero; ngati khodi ikanidwa, lowani potsegula {link} pa foni iyi (mphindi 5).',
  ),
  'sms.link.only': link(
    'SMS with the login link only, once the day\'s codes for new phones are used up',
    'Too many wrong codes were tried for your Pocket number today, so this SMS carries no code: log in by opening {link} on this phone (valid 5 minutes). Never share it with anyone.',
    'Amakodi ayalubana yaeshiwa pa nambala yenu iya Pocket lelo, e ico iyi SMS taikwete ikodi: ingileni mu kwisula {link} pali iyi foni (maminiti 5). Mwilaipeela umuntu nangu umo.',
    'Makhodi olakwika ayesedwa pa nambala yanu ya Pocket lero, choncho SMS iyi ilibe khodi: lowani potsegula {link} pa foni iyi (mphindi 5). Musamupatse aliyense.',
  ),
};
