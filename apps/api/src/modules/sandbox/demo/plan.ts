import type { Dice } from './random';

/**
 * Who the demo borrowers are (decision 0051). Kinds of borrower, in the shares a young lender's book has:
 * - `onTime`: repays each loan on or a little before its due date, and borrows again a few days later;
 * - `late`: repays 3 to 20 days late (penalties charged by the overdue job meanwhile), then borrows again;
 * - `defaulter`: never repays; 60 days late, finance writes the loan off (maker-checker);
 * - `vip`: an on-time borrower who buys the VIP membership;
 * - `browser`: KYC done, has not borrowed yet; `dropped`: signed up, stopped after the identity step (the KYC funnel).
 */
export type Persona = 'onTime' | 'late' | 'defaulter' | 'vip' | 'browser' | 'dropped';

const SHARES: ReadonlyArray<[Persona, number]> = [
  ['onTime', 0.58],
  ['late', 0.15],
  ['defaulter', 0.08],
  ['vip', 0.07],
  ['browser', 0.06],
  ['dropped', 0.06],
];

export interface PlannedBorrower {
  index: number;
  mobile: string;
  persona: Persona;
  /** The day of the history (0: the first) they sign up. */
  signupDay: number;
}

/**
 * The demo's numbers: 0966 (MTN) and 0976 (Airtel) then six digits, apart from the numbers the docs suggest trying
 * (0971234567, 0961234567), so a person's own first try is a new borrower.
 */
export const demoMobile = (index: number) => `${index % 2 === 0 ? '0966' : '0976'}${String(index).padStart(6, '0')}`;

function personaOf(u: number): Persona {
  let sum = 0;
  for (const [persona, share] of SHARES) {
    sum += share;
    if (u < sum) return persona;
  }
  return 'onTime';
}

/**
 * `count` borrowers over `days` days: sign-ups grow over the period (more borrowers join each month, as a book that
 * is being built does), and the last weeks' borrowers still have their first loans open.
 */
export function planBorrowers(d: Dice, count: number, days: number): PlannedBorrower[] {
  const out: PlannedBorrower[] = [];
  for (let index = 0; index < count; index += 1) {
    const persona = personaOf(d.random());
    // u^0.75: more sign-ups each month (a book being built); defaulters evenly, so the first months' have reached the
    // write-off. Nobody signs up on the last day (their loan would not be disbursed before "now").
    const u = d.random();
    const signupDay = Math.min(days - 2, Math.floor((persona === 'defaulter' ? u : u ** 0.75) * (days - 1)));
    out.push({ index, mobile: demoMobile(index), persona, signupDay });
  }
  return out.sort((a, b) => a.signupDay - b.signupDay || a.index - b.index);
}
