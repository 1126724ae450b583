import type { UssdScreen } from './gateway';
import { type Screens, SCREENS } from './screens';

/** The main menu's entry that leads here ("6 Promise to pay"). */
export const PROMISE_ENTRY = '6';

/** Days ahead the caller may promise (today, 3, 7 or 14 days: the app's limit is 14). */
export const PROMISE_CHOICES = [0, 3, 7, 14] as const;

/** What the promise screens ask of collections (app.extensions.ussdPromises), for one caller. */
export interface PromisePorts {
  /** The caller's late loan with the most days late (its late amount in ngwee, its open promise if any), or null. */
  lateLoan(): Promise<{ orderId: number; overdue: number; promise: { amount: number; payBy: string } | null } | null>;
  /** Records the promise of `amount` by `payBy`; `key` makes a retried step the same promise. */
  promise(orderId: number, amount: number, payBy: string, key: string): Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Today and the days ahead as Lusaka dates (YYYY-MM-DD). */
  dateIn(days: number): string;
}

/** The promise screens in English (the words before issue 48); a caller reads them in the account's language (screens.ts). */
export const PROMISE_SCREENS = SCREENS.promise;

/**
 * "6 Promise to pay" (docs/collections.md, "Promises to pay"): the entries after 6, walked as the menu walks its own. The
 * promise is the late amount of the caller's latest late loan, by a date chosen from four; `0` goes back to the first
 * screen (the rest of the entries are the menu's, `back`). Said in the account's language (`s`, screens.ts).
 */
export async function promiseMenu(
  inputs: readonly string[],
  ports: PromisePorts,
  key: string,
  back: (rest: string[]) => Promise<UssdScreen>,
  s: Screens,
): Promise<UssdScreen> {
  const say = s.promise;
  const loan = await ports.lateLoan();
  if (!loan) return { more: false, text: say.noLate };
  // Said on the first screen; a chosen date goes to collections, which answers a retried step as made and refuses a second promise.
  if (loan.promise && inputs.length === 0) return { more: false, text: say.already(loan.promise.amount, loan.promise.payBy) };
  let note: string | undefined;
  for (const [i, input] of inputs.entries()) {
    if (input === '0') return back(inputs.slice(i + 1));
    const n = /^[1-4]$/.test(input) ? Number(input) : 0;
    if (n === 0) {
      note = s.notes.wrongChoice;
      continue;
    }
    const payBy = ports.dateIn(PROMISE_CHOICES[n - 1]!);
    const made = await ports.promise(loan.orderId, loan.overdue, payBy, key);
    return { more: false, text: made.ok ? say.thanks(loan.overdue, payBy) : say.refused(made.reason) };
  }
  return { more: true, text: say.choose(loan.overdue, ports.dateIn, note) };
}
