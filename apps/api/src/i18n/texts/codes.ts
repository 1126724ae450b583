import { type Catalogue, draft, type Entry } from '../catalogue';

// The SMS codes (modules/auth/otp.texts.ts): the login code, the quick repayment code and the code to close an account,
// in English, Bemba and Nyanja. English is the words Pocket sent before issue 48, word for word; Bemba and Nyanja are
// drafts to be reviewed by a speaker on the lender's staff. `{code}` is the 4-digit code (the only four-digit number
// of the text: the sandbox phone reads it). Each fits one 160-character GSM-7 SMS (catalogue.test.ts). Said in the
// account's language, else the `lang` header's, else English. SMS only: a code is never a push notification.

const USED_IN = 'SMS with a code (login, quick repayment, closing the account)';
const code = (en: string, bem: string, ny: string): Entry => ({ surface: 'sms', usedIn: USED_IN, en, bem: draft(bem), ny: draft(ny) });

export const CODE_TEXTS: Catalogue = {
  'sms.code.login': code(
    'Your Pocket login code is {code}. It is valid for 5 minutes. Never share it with anyone.',
    'Ikodi yenu iya kwingila mu Pocket ni {code}. Ilebomba pa maminiti 5. Mwilaipeela umuntu nangu umo.',
    'Khodi yanu yolowera mu Pocket ndi {code}. Ikugwira ntchito kwa mphindi 5. Musamupatse aliyense.',
  ),
  'sms.code.repay': code(
    'Your Pocket repayment code is {code}. It is valid for 5 minutes. Never share it with anyone.',
    'Ikodi yenu iya kulipila Pocket ni {code}. Ilebomba pa maminiti 5. Mwilaipeela umuntu nangu umo.',
    'Khodi yanu yolipirira Pocket ndi {code}. Ikugwira ntchito kwa mphindi 5. Musamupatse aliyense.',
  ),
  'sms.code.close': code(
    'Your Pocket code to CLOSE your account and erase your data is {code}. It is valid for 5 minutes. If you did not ask for it, ignore this SMS.',
    'Ikodi ya Pocket iya KWISALA akaunti yenu no kufuuta ifyebo fyenu ni {code}. Ilebomba pa maminiti 5. Nga tamwailombele, lekeni iyi SMS.',
    'Khodi ya Pocket YOTSEKA akaunti yanu ndi kufufuta zambiri zanu ndi {code}. Ikugwira ntchito kwa mphindi 5. Ngati simunaipemphe, musalabadire SMS iyi.',
  ),
};
