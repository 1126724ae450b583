import { typedKwacha } from '@pocket/contracts/money';
import { repayAmountError } from '@pocket/contracts/repay-amount';
import { messages } from '@pocket/contracts/validators';

import { type Language, LANGUAGES } from '../../i18n';
import type { UssdRequest, UssdScreen } from './gateway';
import type { PinCheck } from './pins';
import { type BillLine, type Screens, screensIn } from './screens';

export interface MenuBill extends BillLine {
  planId: number;
  minRepay: number;
  inFlight: boolean;
}

export type Extension = { ok: true; fee: number; newDate: string } | { ok: false; reason: string };
export type Sent = { ok: true } | { ok: false; reason: string };

/** What the menu asks of the rest of the server, for one caller (built per request by the plugin). */
export interface MenuPorts {
  /** The caller's open bills, earliest due first. */
  bills(): Promise<MenuBill[]>;
  limit(): Promise<{ limit: number; available: number; open: boolean }>;
  extension(bill: MenuBill): Promise<Extension>;
  pinSet(): Promise<boolean>;
  checkPin(pin: string): Promise<PinCheck>;
  /** The request-to-pay to the caller's own number; `key` makes a retried step the same payment. */
  repay(bill: MenuBill, amount: number, key: string): Promise<Sent>;
  extend(bill: MenuBill, fee: number, key: string): Promise<Sent>;
  /** The caller's number as the app shows it (0971234567). */
  wallet: string;
  appUrl: string;
  supportPhone: string | undefined;
  /** The account's language (issue 48): the menu speaks it from the first screen. */
  language: Language;
  /** Stores the language the caller chose on the menu (9 on the first screen) on the account. */
  chooseLanguage(language: Language): Promise<void>;
}

/** The ports of one walk through the menu, with the screens in the language of the moment (a choice changes it). */
type Walk = MenuPorts & { s: Screens };

/** The first screen's entry that opens the language choice, and the choice's entries (1 English, 2 Bemba, 3 Nyanja). */
export const LANGUAGE_ENTRY = '9';
const CHOICES: Record<string, Language> = Object.fromEntries(LANGUAGES.map((l, i) => [String(i + 1), l]));

type Action = { kind: 'repay'; bill: MenuBill; amount: number } | { kind: 'extend'; bill: MenuBill; fee: number; newDate: string };

/** What a bill is picked for when the caller has several: to see it (My bills), to repay it or to extend it. */
type Purpose = 'bills' | 'repay' | 'extend';

type State =
  | { at: 'main'; note?: string }
  | { at: 'language'; note?: string }
  | { at: 'pick'; purpose: Purpose; bills: MenuBill[]; page: number; note?: string }
  | { at: 'bill'; bill: MenuBill; note?: string }
  | { at: 'repay'; bill: MenuBill; note?: string }
  | { at: 'amount'; bill: MenuBill; note?: string }
  | { at: 'extend'; bill: MenuBill; fee: number; newDate: string; note?: string }
  | { at: 'pin'; action: Action; tries: number; note?: string }
  | { at: 'end'; text: string };

/** Bills on one screen of the choice (with the longest amounts and a note, three fit in 182 characters). */
export const BILLS_PER_PAGE = 3;
/** The entry that shows the next bills when there are more than fit on a screen. */
const MORE = '4';

/** Wrong PINs typed in one session before it ends (the account's slow-down counts across sessions). */
export const PIN_TRIES_PER_SESSION = 3;

const end = (text: string): State => ({ at: 'end', text });

/**
 * The menu, walked from the first screen through every entry of the session (the gateway sends them all each time):
 * a wrong entry shows the same menu again with a short note, `0` goes back to the first screen. A PIN is checked
 * (and a payment made) only when it is the last entry: a PIN followed by more entries was a wrong one, since a right
 * PIN always ends the session.
 */
export async function answer(request: UssdRequest, menuPorts: MenuPorts, stepKey: string): Promise<UssdScreen> {
  const ports: Walk = { ...menuPorts, s: screensIn(menuPorts.language) };
  let state: State = { at: 'main' };
  for (const [i, input] of request.inputs.entries()) {
    state = await step(state, input, i === request.inputs.length - 1, ports, stepKey);
    if (state.at === 'end') break;
  }
  return render(state, ports);
}

async function step(state: State, input: string, last: boolean, ports: Walk, key: string): Promise<State> {
  switch (state.at) {
    case 'main':
      return main(input, last, ports);
    case 'language':
      return language(input, last, ports);
    case 'pick':
      return pick(state, input, last, ports);
    case 'bill':
      if (input === '0') return { at: 'main' };
      if (input === '1') return chosen(state.bill, 'repay', last, ports);
      if (input === '2') return chosen(state.bill, 'extend', last, ports);
      return { ...state, note: ports.s.notes.wrongChoice };
    case 'repay':
      if (input === '0') return { at: 'main' };
      if (input === '1') return askPin(ports, { kind: 'repay', bill: state.bill, amount: state.bill.remaining });
      if (input === '2') return { at: 'amount', bill: state.bill };
      return { at: 'repay', bill: state.bill, note: ports.s.notes.wrongChoice };
    case 'amount': {
      if (input === '0') return { at: 'main' };
      const note = amountNote(input, state.bill, ports);
      if (note) return { at: 'amount', bill: state.bill, note };
      return askPin(ports, { kind: 'repay', bill: state.bill, amount: typedKwacha(input) });
    }
    case 'extend':
      if (input === '0') return { at: 'main' };
      if (input === '1') return askPin(ports, { kind: 'extend', bill: state.bill, fee: state.fee, newDate: state.newDate });
      return { ...state, note: ports.s.notes.wrongChoice };
    case 'pin':
      return pin(state, input, last, ports, key);
    case 'end':
      return state;
  }
}

/** The language choice: the menu speaks the chosen language from the next screen on, and the account keeps it. */
async function language(input: string, last: boolean, ports: Walk): Promise<State> {
  if (input === '0') return { at: 'main' };
  const chosen = CHOICES[input];
  if (!chosen) return { at: 'language', note: ports.s.notes.wrongChoice };
  // Stored once, when the choice is the newest entry (later steps of the session replay it without writing again).
  if (last) await ports.chooseLanguage(chosen);
  ports.s = screensIn(chosen);
  return { at: 'main', note: ports.s.notes.languageSaved };
}

async function main(input: string, last: boolean, ports: Walk): Promise<State> {
  if (input === LANGUAGE_ENTRY) return { at: 'language' };
  if (input === '4') {
    const l = await ports.limit();
    return end(ports.s.limit(l.limit, l.available, l.open));
  }
  if (input === '5') return end(ports.s.help(ports.supportPhone, ports.appUrl));
  if (!['1', '2', '3'].includes(input)) return { at: 'main', note: ports.s.notes.wrongChoice };
  const bills = await ports.bills();
  const bill = bills[0];
  if (!bill) return end(ports.s.noBill);
  const purpose: Purpose = input === '1' ? 'bills' : input === '2' ? 'repay' : 'extend';
  // Several bills: the caller picks which one (earliest due first); one bill: straight to it, as before.
  if (bills.length > 1) return { at: 'pick', purpose, bills, page: 0 };
  if (purpose === 'bills') return end(ports.s.bills(bills));
  return chosen(bill, purpose, last, ports);
}

/** The caller's choice among several bills: 1-3 a bill of this screen, 4 the next bills, 0 back to the first screen. */
async function pick(state: Extract<State, { at: 'pick' }>, input: string, last: boolean, ports: Walk): Promise<State> {
  if (input === '0') return { at: 'main' };
  const first = state.page * BILLS_PER_PAGE;
  const more = state.bills.length > first + BILLS_PER_PAGE;
  if (input === MORE && more) return { at: 'pick', purpose: state.purpose, bills: state.bills, page: state.page + 1 };
  const n = /^[1-9]$/.test(input) ? Number(input) : 0;
  const bill = n >= 1 && n <= BILLS_PER_PAGE ? state.bills[first + n - 1] : undefined;
  if (!bill) return { ...state, note: ports.s.notes.wrongChoice };
  return chosen(bill, state.purpose, last, ports);
}

/** A bill chosen for a purpose: its screen (My bills), its repayment, or its extension offer. */
async function chosen(bill: MenuBill, purpose: Purpose, last: boolean, ports: Walk): Promise<State> {
  if (purpose === 'bills') return { at: 'bill', bill };
  // Said when Repay or Extend is chosen; a later step of the same session (a retry of the gateway) replays its answer.
  if (bill.inFlight && last) return end(ports.s.billInFlight);
  if (purpose === 'repay') return { at: 'repay', bill };
  const ext = await ports.extension(bill);
  if (!ext.ok) return end(ports.s.noExtension(ext.reason));
  return { at: 'extend', bill, fee: ext.fee, newDate: ext.newDate };
}

async function askPin(ports: Walk, action: Action): Promise<State> {
  if (!(await ports.pinSet())) return end(ports.s.setPinFirst);
  return { at: 'pin', action, tries: 0 };
}

async function pin(state: Extract<State, { at: 'pin' }>, input: string, last: boolean, ports: Walk, key: string): Promise<State> {
  const tries = state.tries + 1;
  const again = (note: string): State => (tries >= PIN_TRIES_PER_SESSION ? end(ports.s.pinGiveUp) : { ...state, tries, note });
  if (!/^\d{4}$/.test(input)) return again(ports.s.notes.pinFormat);
  if (!last) return again(ports.s.notes.wrongPin);
  const checked = await ports.checkPin(input);
  if (!checked.ok) {
    if (checked.why === 'wait') return end(ports.s.pinWait(checked.waitMs));
    if (checked.why === 'unset') return end(ports.s.setPinFirst);
    return again(ports.s.notes.wrongPin);
  }
  const a = state.action;
  if (a.kind === 'repay') {
    const sent = await ports.repay(a.bill, a.amount, key);
    return end(sent.ok ? ports.s.repaySent(a.amount, ports.wallet) : ports.s.refused(sent.reason));
  }
  const sent = await ports.extend(a.bill, a.fee, key);
  return end(sent.ok ? ports.s.extendSent(a.fee, ports.wallet, a.newDate) : ports.s.refused(sent.reason));
}

function amountNote(input: string, bill: MenuBill, ports: Walk): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(input)) return ports.s.amountNotes.format;
  const error = repayAmountError(input, { remainingAmount: bill.remaining, minRepayAmount: bill.minRepay });
  if (!error) return null;
  if (error === messages.REPAY_ABOVE_REMAINING) return ports.s.amountNotes.above(bill.remaining);
  if (error === messages.REPAY_REMAINDER_TOO_SMALL) return ports.s.amountNotes.remainder;
  if (typedKwacha(input) < bill.minRepay || typedKwacha(input) === 0) return ports.s.amountNotes.below(bill.minRepay);
  return ports.s.amountNotes.format;
}

function render(state: State, ports: Walk): UssdScreen {
  switch (state.at) {
    case 'main':
      return { more: true, text: ports.s.menu(state.note) };
    case 'language':
      return { more: true, text: ports.s.languageChoice(state.note) };
    case 'pick': {
      const first = state.page * BILLS_PER_PAGE;
      const shown = state.bills.slice(first, first + BILLS_PER_PAGE);
      return { more: true, text: ports.s.pickBill(state.purpose, shown, state.bills.length > first + BILLS_PER_PAGE, state.note) };
    }
    case 'bill':
      return { more: true, text: ports.s.bill(state.bill, state.note) };
    case 'repay':
      return { more: true, text: ports.s.repay(state.bill, state.note) };
    case 'amount':
      return { more: true, text: ports.s.amount(state.bill.minRepay, state.bill.remaining, state.note) };
    case 'extend':
      return { more: true, text: ports.s.extend(state.bill, state.fee, state.newDate, state.note) };
    case 'pin': {
      const a = state.action;
      return { more: true, text: ports.s.pin(a.kind === 'repay' ? ports.s.payWhat(a.amount) : ports.s.feeWhat(a.fee), ports.wallet, state.note) };
    }
    case 'end':
      return { more: false, text: state.text };
  }
}
