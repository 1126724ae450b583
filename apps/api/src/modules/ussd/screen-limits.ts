import { type Language, texts, type Texts } from '../../i18n';
import { type BillLine, screensIn } from './screens';

// Every screen of the menu with the longest realistic values (K999,999.99, 25 Dec, the longest note a screen can
// carry), to check against the 182 characters most gateways show ('CON '/'END ' included): the tests, and the desk
// before a correction of a USSD text is asked for or approved.
const MAX = 99_999_999;
const LATE: BillLine = { dueDate: '2026-12-25', remaining: MAX, late: true };
const bills = [LATE, LATE, LATE, LATE, LATE];
const WALLET = '0971234567';
const URL = 'https://pocket.example.zm';
const REASON = 'A payment for this bill is already in progress. Please approve the PIN prompt or wait about one minute before paying again';
/** The promise screens' dates: the longest day and month (the choices are today, 3, 7 and 14 days ahead). */
const LONG_DATE = '2026-12-25';
const PROMISE_REFUSAL = 'You already promised to pay on this loan. Pay that first, or wait until its date.';

/** Every screen in a language, longest values, as the caller reads it (without 'CON '/'END '). */
export function everyScreen(lang: Language, source: Texts = texts): string[] {
  const s = screensIn(lang, source);
  const longestOf = (notes: string[]) => notes.reduce((a, b) => (b.length > a.length ? b : a));
  // The notes each screen can carry: a wrong choice on the menus, the amount's notes, the PIN's notes.
  const wrong = s.notes.wrongChoice;
  const amountNote = longestOf([wrong, s.amountNotes.format, s.amountNotes.below(MAX), s.amountNotes.above(MAX), s.amountNotes.remainder]);
  const pinNote = longestOf([s.notes.wrongPin, s.notes.pinFormat]);
  return [
    s.menu(s.notes.languageSaved),
    s.menu(wrong),
    s.languageChoice(wrong),
    ...(['bills', 'repay', 'extend'] as const).map((p) => s.pickBill(p, bills.slice(0, 3), true, wrong)),
    s.bill(LATE, wrong),
    s.repay(LATE, wrong),
    s.amount(MAX, MAX, amountNote),
    s.extend(LATE, MAX, '2026-12-31', wrong),
    s.pin(s.payWhat(MAX), WALLET, pinNote),
    s.pin(s.feeWhat(MAX), WALLET, pinNote),
    s.noAccount(URL),
    s.noBill,
    s.bills(bills),
    s.billInFlight,
    s.noExtension(REASON),
    s.setPinFirst,
    s.pinWait(15 * 60_000),
    s.pinGiveUp,
    s.repaySent(MAX, WALLET),
    s.extendSent(MAX, WALLET, '2026-12-31'),
    s.refused(REASON),
    s.limit(MAX, MAX, false),
    s.limit(MAX, MAX, true),
    s.help('+260 211 123 456', URL),
    // "6 Promise to pay" (promise-menu.ts).
    s.promise.noLate,
    s.promise.already(MAX, LONG_DATE),
    s.promise.choose(MAX, () => LONG_DATE, wrong),
    s.promise.thanks(MAX, LONG_DATE),
    s.promise.refused(PROMISE_REFUSAL),
    s.promise.refused(REASON),
  ];
}
