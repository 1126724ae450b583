import { type Language, money as K, shortDate, texts, type Texts, translateError } from '../../i18n';
import { USSD_SCREEN_MAX } from './gateway';

// Every screen of the USSD menu, in the caller's language (the texts: src/i18n/texts/ussd.ts). Each screen stays
// within USSD_SCREEN_MAX characters with the longest realistic values in every language (i18n/ussd-screens.test.ts
// and ussd.test.ts walk them with K999,999.99 amounts); amounts read K1,050.50, dates 15 Jul.

export { shortDate };

/** A screen from another module's words (a refusal) cut to fit with the gateway's 'CON '/'END ' before it, at a word. */
export function fit(text: string, max = USSD_SCREEN_MAX - 4): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

const withNote = (note: string | undefined, body: string) => (note ? `${note}\n${body}` : body);

export interface BillLine {
  dueDate: string;
  remaining: number;
  late: boolean;
}

/** The screens of the menu in one language. */
export function screensIn(lang: Language, source: Texts = texts) {
  const say = (id: string, values?: Record<string, string | number>) => source.format(id, lang, values);
  const late = (b: BillLine) => (b.late ? 'yes' : 'no');
  /** 'K1,160.00 due 15 May (late)' */
  const billLine = (b: BillLine) => say('ussd.billLine', { amount: K(b.remaining), dueDate: shortDate(b.dueDate), late: late(b) });
  const back = say('ussd.back');
  return {
    language: lang,
    notes: {
      wrongChoice: say('ussd.note.wrongChoice'),
      wrongPin: say('ussd.note.wrongPin'),
      pinFormat: say('ussd.note.pinFormat'),
      languageSaved: say('ussd.note.languageSaved'),
    },
    menu: (note?: string) => withNote(note, `${say('ussd.menu')}\n${say('ussd.menu.language')}`),
    /** 1 English, 2 Ichibemba, 3 Chinyanja (each in its own words), 0 back. */
    languageChoice: (note?: string) => withNote(note, say('ussd.language')),
    noAccount: (appUrl: string) => fit(say('ussd.noAccount', { appUrl })),
    noBill: say('ussd.noBill'),
    /** Up to three bills, earliest due first; more are counted. */
    bills(bills: BillLine[]): string {
      const shown = bills.slice(0, 3).map(billLine);
      const more = bills.length > 3 ? `\n${say('ussd.bills.more', { count: bills.length - 3 })}` : '';
      return `${say('ussd.bills.title')}\n${shown.join('\n')}${more}\n${say('ussd.bills.dialAgain')}`;
    },
    /** Which of several bills (earliest due first, three a screen; 4 shows the next ones). */
    pickBill: (purpose: 'bills' | 'repay' | 'extend', bills: BillLine[], more: boolean, note?: string) =>
      withNote(note, `${say(`ussd.pick.${purpose}`)}\n${bills.map((b, i) => `${i + 1} ${billLine(b)}`).join('\n')}${more ? `\n${say('ussd.pick.more')}` : ''}\n${back}`),
    /** One bill picked in My bills: what it is, and what can be done with it. */
    bill: (b: BillLine, note?: string) => withNote(note, say('ussd.bill', { dueDate: shortDate(b.dueDate), late: late(b), amount: K(b.remaining) })),
    billInFlight: say('ussd.billInFlight'),
    repay: (b: BillLine, note?: string) => withNote(note, say('ussd.repay', { dueDate: shortDate(b.dueDate), late: late(b), amount: K(b.remaining) })),
    amount: (min: number, max: number, note?: string) => withNote(note, say('ussd.amount', { min: K(min), max: K(max) })),
    amountNotes: {
      format: say('ussd.amount.format'),
      below: (min: number) => say('ussd.amount.below', { min: K(min) }),
      above: (max: number) => say('ussd.amount.above', { max: K(max) }),
      remainder: say('ussd.amount.remainder'),
    },
    extend: (b: BillLine, fee: number, newDate: string, note?: string) =>
      withNote(note, say('ussd.extend', { amount: K(b.remaining), dueDate: shortDate(b.dueDate), newDate: shortDate(newDate), fee: K(fee) })),
    noExtension: (reason: string) => fit(say('ussd.noExtension', { reason: translateError(reason, lang) })),
    setPinFirst: say('ussd.setPinFirst'),
    pin: (what: string, wallet: string, note?: string) => withNote(note, say('ussd.pin', { what, wallet })),
    payWhat: (amount: number) => say('ussd.payWhat', { amount: K(amount) }),
    feeWhat: (fee: number) => say('ussd.feeWhat', { fee: K(fee) }),
    pinWait: (waitMs: number) => say('ussd.pinWait', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) }),
    pinGiveUp: say('ussd.pinGiveUp'),
    repaySent: (amount: number, wallet: string) => say('ussd.repaySent', { amount: K(amount), wallet }),
    extendSent: (fee: number, wallet: string, newDate: string) => say('ussd.extendSent', { fee: K(fee), wallet, newDate: shortDate(newDate) }),
    refused: (reason: string) => fit(say('ussd.refused', { reason: translateError(reason, lang) })),
    limit: (limit: number, available: number, open: boolean) =>
      open ? say('ussd.limit.open', { limit: K(limit) }) : say('ussd.limit.available', { limit: K(limit), available: K(available) }),
    /** "6 Promise to pay" (promise-menu.ts): the late amount, by today or one of three dates ahead. */
    promise: {
      noLate: say('ussd.promise.noLate'),
      already: (amount: number, payBy: string) => say('ussd.promise.already', { amount: K(amount), payBy: shortDate(payBy) }),
      /** `dateIn(days)`: the Lusaka date so many days ahead (YYYY-MM-DD); the choices are today, 3, 7 and 14 days. */
      choose: (overdue: number, dateIn: (days: number) => string, note?: string) =>
        withNote(note, say('ussd.promise.choose', { amount: K(overdue), in3: shortDate(dateIn(3)), in7: shortDate(dateIn(7)), in14: shortDate(dateIn(14)) })),
      thanks: (amount: number, payBy: string) => say('ussd.promise.thanks', { amount: K(amount), payBy: shortDate(payBy) }),
      /** A promise collections refused (one already open, ...), in the caller's language when the catalogue has it. */
      refused: (reason: string) => fit(translateError(reason, lang)),
    },
    help: (supportPhone: string | undefined, appUrl: string) =>
      fit(supportPhone ? say('ussd.help.phone', { phone: supportPhone, appUrl }) : say('ussd.help', { appUrl })),
  };
}

export type Screens = ReturnType<typeof screensIn>;

/** The English screens (the menu's words before issue 48; a caller without an account reads these). */
export const SCREENS = screensIn('en');
export const NOTES = SCREENS.notes;
