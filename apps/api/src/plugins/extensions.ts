import type { SQL } from 'drizzle-orm';

import type { Ngwee } from '@pocket/contracts/money';

import type { Db, Tx } from '../db/client';

/** One bill reminder for GET /api/v4/reminder/get (the lending engine provides them). */
export interface Reminder {
  orderId: number;
  planId: number;
  /** YYYY-MM-DD, Africa/Lusaka */
  repayDate: string;
  /** Kwacha */
  remainingAmount: Ngwee;
  overdue: boolean;
  overdueDays: number;
  message: string;
}

/** What the login body tells about a new user besides the phone (e.g. the invite code it came with). */
export interface Registration {
  inviteCode?: string | undefined;
}

/** What POST /api/dev/borrowers adds when the body asks for a loan. */
export interface DevLoanResult {
  orderId: number;
  planIds: number[];
}

/**
 * How a sandbox loan is made: `review` applies the review rules (held for a person: no disbursement, no bills yet),
 * `wait: false` answers once the disbursement is sent instead of waiting for it (the demo portfolio confirms it later).
 */
export interface DevLoanOptions {
  review?: boolean;
  wait?: boolean;
}

/**
 * Extension points for modules registered after the platform (the lending engine). A plugin registered later in
 * app.ts fills them, e.g. `app.extensions.reminderSources.push(async (db, session) => ({ userId, reminders: [...] }))` or
 * `app.extensions.devLoan = async (userId, mobile, loan) => ({ orderId, planIds })`.
 */
export interface Extensions {
  /** Run inside the registration transaction of a new user (e.g. a welcome coupon, a referral). */
  userCreated: Array<(tx: Tx, userId: number, info?: Registration) => Promise<void>>;
  /** Run inside every login's transaction, after the session starts (the consent record notes the login's consent box). */
  loggedIn: Array<(tx: Tx, userId: number) => Promise<void>>;
  /** Run inside the payment transaction that settles a loan order (every bill paid); late: any bill paid late. */
  loanSettled: Array<(tx: Tx, loan: { userId: number; orderId: number; late: boolean }) => Promise<void>>;
  /**
   * Each source adds fields to getUserInfo's `data.extra` (e.g. `{ vip: {...} }`): `column` is an SQL expression on
   * the `users` row (e.g. a subquery `where x.user_id = users.id` answering JSON) read in getUserInfo's one statement,
   * `fields` turns its value into the fields.
   */
  userInfoExtras: Array<{ column: (user: SQL) => SQL; fields: (value: unknown, now: Date) => Record<string, unknown> }>;
  /**
   * Each source answers the reminders of the session's user, the session read in the same statement (null when the
   * session is not active); GET /api/v4/reminder/get concatenates them.
   */
  reminderSources: Array<(db: Db, session: { tokenHash: string; now: string }) => Promise<{ userId: number; reminders: Reminder[] } | null>>;
  /** Applies, decides and disburses a loan for a sandbox borrower; absent until the lending engine registers it. */
  devLoan: ((userId: number, mobile: string, loan: { amount: Ngwee; term: number; productId?: number | undefined }, opts?: DevLoanOptions) => Promise<DevLoanResult>) | null;
  /**
   * Checks run before a loan is applied for: each answers the refusal the borrower sees (409) or null. The staff
   * borrowers desk adds "on hold" (a blocked borrower cannot borrow).
   */
  borrowGuards: Array<(tx: Tx, userId: number) => Promise<string | null>>;
  /**
   * Loans whose automatic late reminders pause today (collections: an open promise to pay whose date has not passed),
   * of the loans given; the daily reminders leave their bill.late messages out.
   */
  remindersPaused: Array<(tx: Tx, orderIds: number[], today: string) => Promise<number[]>>;
  /**
   * The days late on which the daily bill.late reminders go (collections: the reminder ladder's settings); null (none
   * registered): every day lending has a text for (1, 3, 7).
   */
  lateReminderDays: ((tx: Tx) => Promise<ReadonlySet<number>>) | null;
  /**
   * Promises to pay from the USSD menu ("6 Promise to pay"), for one caller (collections fills it; null: the entry
   * answers that there is nothing to promise).
   */
  ussdPromises: ((userId: number) => {
    lateLoan(): Promise<{ orderId: number; overdue: number; promise: { amount: number; payBy: string } | null } | null>;
    promise(orderId: number, amount: number, payBy: string, key: string): Promise<{ ok: true } | { ok: false; reason: string }>;
  }) | null;
  /** Sandbox: run after the loan clock aged a loan and charged what is now overdue (collections follows at once). */
  loanAged: Array<() => Promise<void>>;
  /** Sandbox: `GET <path>` the /dev/phone page also shows (PIN prompts); answers `{ data: [...] }` of any shape. */
  devPhoneFeeds: Array<{ title: string; path: string }>;
  /**
   * Jobs that decide by date (overdue and penalties, VIP terms): the sandbox clock runs them at once after it moves,
   * and the demo portfolio after each day it plays (decision 0051). Each is idempotent, as its timer already needs.
   */
  dateJobs: Array<{ name: string; run: () => Promise<unknown> }>;
  /**
   * Run inside the transaction that closes a borrower's account (docs/data-rights.md), after the reviewed list of
   * account-closure's personal-data.ts: each module erases the personal data it keeps under another key than the
   * borrower's id (collections: the agents' notes, kept by case).
   */
  accountClosing: Array<(tx: Tx, userId: number, now: Date) => Promise<void>>;
}

export const createExtensions = (): Extensions => ({ userCreated: [], loggedIn: [], loanSettled: [], userInfoExtras: [], reminderSources: [], devLoan: null, devPhoneFeeds: [], borrowGuards: [], loanAged: [], remindersPaused: [], dateJobs: [], accountClosing: [], lateReminderDays: null, ussdPromises: null });
