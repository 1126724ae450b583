import { formatKwacha } from '@pocket/contracts/money';

import { USSD_SCREEN_MAX } from './gateway';

// Every text of the USSD menu (English). Each screen stays within USSD_SCREEN_MAX characters with the longest
// realistic values (ussd.test.ts walks them with K999,999.99 amounts); amounts read K1,050.50, dates 15 Jul.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-07-15' -> '15 Jul' */
export const shortDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? '?'}`;
const K = formatKwacha;

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

/** 'K1,160.00 due 15 May (late)' */
const billLine = (b: BillLine) => `${K(b.remaining)} due ${shortDate(b.dueDate)}${b.late ? ' (late)' : ''}`;

const PICK_TITLES = { bills: 'Your bills:', repay: 'Repay which bill?', extend: 'Extend which bill?' } as const;

export const NOTES = {
  wrongChoice: 'Wrong choice. Try again.',
  wrongPin: 'Wrong PIN. Try again.',
  pinFormat: 'Your PIN is 4 digits.',
} as const;

export const SCREENS = {
  menu: (note?: string) => withNote(note, 'Pocket\n1 My bills\n2 Repay\n3 Extend\n4 My limit\n5 Help'),
  noAccount: (appUrl: string) => fit(`This number has no Pocket account. Get the Pocket app at ${appUrl} to borrow and repay.`),
  noBill: 'You have no bill to pay. Thank you!',
  /** Up to three bills, earliest due first; more are counted. */
  bills(bills: BillLine[]): string {
    const shown = bills.slice(0, 3).map(billLine);
    const more = bills.length > 3 ? `\n+${bills.length - 3} more in the app` : '';
    return `Your bills:\n${shown.join('\n')}${more}\nDial again and choose 2 to repay.`;
  },
  /** Which of several bills (earliest due first, three a screen; 4 shows the next ones). */
  pickBill: (purpose: 'bills' | 'repay' | 'extend', bills: BillLine[], more: boolean, note?: string) =>
    withNote(
      note,
      `${PICK_TITLES[purpose]}\n${bills.map((b, i) => `${i + 1} ${billLine(b)}`).join('\n')}${more ? '\n4 More' : ''}\n0 Back`,
    ),
  /** One bill picked in My bills: what it is, and what can be done with it. */
  bill: (b: BillLine, note?: string) => withNote(note, `Bill due ${shortDate(b.dueDate)}${b.late ? ' (late)' : ''}: ${K(b.remaining)}\n1 Repay\n2 Extend\n0 Back`),
  billInFlight: 'A payment of this bill is waiting for your mobile money PIN. Approve it, or wait a minute and dial again.',
  repay: (b: BillLine, note?: string) =>
    withNote(note, `Bill due ${shortDate(b.dueDate)}${b.late ? ' (late)' : ''}: ${K(b.remaining)}\n1 Pay all ${K(b.remaining)}\n2 Pay another amount\n0 Back`),
  amount: (min: number, max: number, note?: string) => withNote(note, `Amount in Kwacha, from ${K(min)} to ${K(max)}:\n0 Back`),
  amountNotes: {
    format: 'Type the amount in Kwacha, e.g. 100.',
    below: (min: number) => `The least you can pay now is ${K(min)}.`,
    above: (max: number) => `That is more than you owe (${K(max)}).`,
    remainder: 'Pay all: what would be left is below the least payment.',
  },
  extend: (b: BillLine, fee: number, newDate: string, note?: string) =>
    withNote(note, `Extend your bill of ${K(b.remaining)} from ${shortDate(b.dueDate)} to ${shortDate(newDate)} for a fee of ${K(fee)}?\n1 Confirm\n0 Back`),
  noExtension: (reason: string) => fit(`This bill cannot be extended now. ${reason}.`),
  setPinFirst: 'To pay by USSD, first set a 4-digit USSD PIN in the Pocket app: Me > Settings > USSD PIN.',
  pin: (what: string, wallet: string, note?: string) => withNote(note, `${what} from ${wallet}.\nEnter your 4-digit Pocket USSD PIN:`),
  payWhat: (amount: number) => `Pay ${K(amount)}`,
  feeWhat: (fee: number) => `Pay the extension fee ${K(fee)}`,
  pinWait: (waitMs: number) => `Too many wrong PINs. Nothing was paid. Try again in ${Math.max(1, Math.ceil(waitMs / 60_000))} min.`,
  pinGiveUp: 'Wrong PIN. Nothing was paid. Dial again to try again.',
  repaySent: (amount: number, wallet: string) =>
    `A mobile money prompt for ${K(amount)} is coming to ${wallet}. Enter your mobile money PIN there to pay. We will send an SMS when it is paid.`,
  extendSent: (fee: number, wallet: string, newDate: string) =>
    `A mobile money prompt for the fee of ${K(fee)} is coming to ${wallet}. Once paid, your bill is due on ${shortDate(newDate)}.`,
  refused: (reason: string) => fit(`Nothing was paid. ${reason}`),
  limit: (limit: number, available: number, open: boolean) =>
    `Your Pocket limit is ${K(limit)}.\n${open ? `Repay your loan to borrow again.` : `You can borrow up to ${K(available)} in the Pocket app.`}`,
  help: (supportPhone: string | undefined, appUrl: string) =>
    fit(`Pocket help: ${supportPhone ? `call ${supportPhone}, or ` : ''}chat with us in the Pocket app at ${appUrl}. Set your USSD PIN in the app: Me > Settings.`),
};
