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
  devLoan: ((userId: number, mobile: string, loan: { amount: Ngwee; term: number; productId?: number | undefined }) => Promise<DevLoanResult>) | null;
  /**
   * Checks run before a loan is applied for: each answers the refusal the borrower sees (409) or null. The staff
   * borrowers desk adds "on hold" (a blocked borrower cannot borrow).
   */
  borrowGuards: Array<(tx: Tx, userId: number) => Promise<string | null>>;
  /** Sandbox: `GET <path>` the /dev/phone page also shows (PIN prompts); answers `{ data: [...] }` of any shape. */
  devPhoneFeeds: Array<{ title: string; path: string }>;
}

export const createExtensions = (): Extensions => ({ userCreated: [], loggedIn: [], loanSettled: [], userInfoExtras: [], reminderSources: [], devLoan: null, devPhoneFeeds: [], borrowGuards: [] });
