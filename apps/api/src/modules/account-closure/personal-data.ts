/**
 * The reviewed list of where a borrower's personal data lives and what closing the account does to it
 * (docs/data-rights.md, "Close my account"). Every column that names a borrower (a user id column, or a foreign key to
 * users) must be listed here: the erasure test fails on a table it does not know. Values are SQL over the row.
 *
 * - delete: the rows are personal data the law does not make us keep (KYC, contacts, photos, device, location, PINs).
 * - anonymise: the rows are records the law keeps (loans, payments, messages sent, complaints); their personal
 *   columns are blanked and the rest stays, tied only to the closed account's number.
 * - keep: the rows hold no personal data (amounts, dates, statuses, rule codes, ids).
 */
export type Handling =
  | { action: 'delete'; personal: readonly string[] }
  | { action: 'anonymise'; set: Readonly<Record<string, string>> }
  | { action: 'keep'; why: string };

export interface UserTable {
  table: string;
  /** The column holding the borrower's id. */
  key: string;
  handling: Handling;
}

const ERASED = "'[erased at account closure]'";

export const USER_TABLES: readonly UserTable[] = [
  { table: 'users', key: 'id', handling: { action: 'anonymise', set: { mobile: "'closed:' || id", google_sub: 'null', google_email: 'null', device_brand: 'null', register_channel: 'null' } } },
  { table: 'sessions', key: 'user_id', handling: { action: 'anonymise', set: { revoked_at: 'coalesce(revoked_at, :now)' } } },
  { table: 'kyc_identities', key: 'user_id', handling: { action: 'delete', personal: ['nrc_number', 'full_name', 'date_of_birth', 'gender', 'nrc_front_upload_id', 'nrc_back_upload_id'] } },
  { table: 'kyc_sections', key: 'user_id', handling: { action: 'delete', personal: ['data'] } },
  { table: 'uploads', key: 'user_id', handling: { action: 'delete', personal: ['id'] } },
  { table: 'grab_infos', key: 'user_id', handling: { action: 'delete', personal: ['info'] } },
  { table: 'tracking_points', key: 'user_id', handling: { action: 'delete', personal: ['body', 'headers'] } },
  { table: 'login_records', key: 'user_id', handling: { action: 'delete', personal: ['device_brand', 'ip', 'lang'] } },
  { table: 'payer_numbers', key: 'user_id', handling: { action: 'delete', personal: ['msisdn'] } },
  { table: 'ussd_pins', key: 'user_id', handling: { action: 'delete', personal: ['pin_hash'] } },
  { table: 'invite_codes', key: 'user_id', handling: { action: 'delete', personal: ['code'] } },
  {
    table: 'messages',
    key: 'user_id',
    handling: { action: 'anonymise', set: { mobile: "''", body: "''", status: "case when status in ('QUEUED', 'SENDING') then 'SKIPPED' else status end" } },
  },
  { table: 'payments', key: 'user_id', handling: { action: 'anonymise', set: { msisdn: "''" } } },
  { table: 'loan_orders', key: 'user_id', handling: { action: 'anonymise', set: { wallet_msisdn: "''" } } },
  { table: 'vip_purchases', key: 'user_id', handling: { action: 'anonymise', set: { mobile: "''" } } },
  { table: 'complaints', key: 'user_id', handling: { action: 'anonymise', set: { text: ERASED, answer: `case when answer is null then null else ${ERASED} end` } } },
  { table: 'borrower_holds', key: 'user_id', handling: { action: 'anonymise', set: { reason: ERASED } } },
  { table: 'consent_records', key: 'user_id', handling: { action: 'keep', why: 'proof of each consent: kind, state, text version and time' } },
  { table: 'kyc_reviews', key: 'user_id', handling: { action: 'keep', why: 'the KYC decision: status, rule codes, the staff id and times' } },
  { table: 'loan_plans', key: 'user_id', handling: { action: 'keep', why: 'bills: amounts and dates the law keeps' } },
  { table: 'credit_limits', key: 'user_id', handling: { action: 'keep', why: 'a limit amount' } },
  { table: 'credit_decisions', key: 'user_id', handling: { action: 'keep', why: 'a credit decision the lender must be able to explain: the policy version, counts and days from the loans, amounts, reason codes' } },
  { table: 'stage_orders', key: 'user_id', handling: { action: 'keep', why: 'a phone order: ids, price, deposit, pickup code' } },
  { table: 'user_coupons', key: 'user_id', handling: { action: 'keep', why: 'coupons: ids and dates' } },
  { table: 'coupon_pack_claims', key: 'user_id', handling: { action: 'keep', why: 'ids and a date' } },
  { table: 'wheel_spins', key: 'user_id', handling: { action: 'keep', why: 'prize ids and dates' } },
  { table: 'referrals', key: 'invitee_id', handling: { action: 'keep', why: 'two account ids' } },
  { table: 'referrals', key: 'inviter_id', handling: { action: 'keep', why: 'two account ids' } },
  { table: 'vip_memberships', key: 'user_id', handling: { action: 'keep', why: 'membership dates' } },
  { table: 'vip_coupon_grants', key: 'user_id', handling: { action: 'keep', why: 'ids and a date' } },
  { table: 'data_exports', key: 'user_id', handling: { action: 'delete', personal: ['json', 'html', 'link_key'] } },
  { table: 'data_corrections', key: 'user_id', handling: { action: 'anonymise', set: { text: ERASED, answer: `case when answer is null then null else ${ERASED} end` } } },
  { table: 'push_subscriptions', key: 'user_id', handling: { action: 'delete', personal: ['endpoint', 'p256dh', 'auth'] } },
  { table: 'collection_cases', key: 'user_id', handling: { action: 'keep', why: 'a late loan\'s case: bucket, days late, amounts, the agent\'s id, flags and dates' } },
  { table: 'collection_contacts', key: 'user_id', handling: { action: 'keep', why: 'contacts made or refused: channel, template code, outcome, the rule, the staff member and the time' } },
  { table: 'collection_promises', key: 'user_id', handling: { action: 'keep', why: 'promises to pay: amounts, dates and statuses' } },
  { table: 'hardship_requests', key: 'user_id', handling: { action: 'anonymise', set: { reason: ERASED, answer: `case when answer is null then null else ${ERASED} end` } } },
  { table: 'borrower_summaries', key: 'user_id', handling: { action: 'keep', why: "the reports' counters: a day, a channel code and which KYC and loan steps were reached" } },
  { table: 'borrower_books', key: 'user_id', handling: { action: 'keep', why: "a version number raised by triggers when the borrower's books change (decision 0042)" } },
  { table: 'reports_borrower_states', key: 'user_id', handling: { action: 'keep', why: 'a view over borrower_summaries and the loans: no rows of its own' } },
];

/**
 * Tables keyed by a phone number rather than a user id: the sandbox's stand-ins for the SMS gateway and the mobile-money
 * operators (they exist in the sandbox only). The borrower's numbers are blanked there too.
 */
export const PHONE_TABLES = [
  { table: 'sms_messages', column: 'mobile', form: 'e164', handling: 'delete' },
  { table: 'sandbox_prompts', column: 'msisdn', form: 'local', handling: 'anonymise' },
] as const;

/**
 * Tables that name a borrower by id in a column of another name, kept as they are: the staff audit (hash-chained,
 * append-only; it records what staff did, by borrower id) and the desk's approvals (payloads name ids and amounts).
 */
export const KEPT_BY_LAW = ['staff_audit', 'staff_approvals', 'ledger_entries', 'ledger_lines', 'payment_resolutions'] as const;

/** Stored replies of the borrower's money calls (kept for retries only), by scope: deleted. */
export const IDEMPOTENCY_SCOPES = (userId: number) => [`user:${userId}`, `spin:${userId}`];
