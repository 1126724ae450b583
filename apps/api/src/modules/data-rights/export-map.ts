/**
 * What "Download my data" reads (docs/data-rights.md): every table that holds a borrower's rows, by the column that
 * names the borrower. `export-map.test.ts` reads the database's own list of tables and fails when a table with a
 * borrower column is neither here nor in NOT_EXPORTED with its reason, so a new table cannot be forgotten.
 */
export interface ExportSource {
  table: string;
  /** The export's section the rows go to (several tables may share one). */
  section: string;
  /** The columns naming the borrower; a row is theirs when any of them is. */
  by: readonly string[];
  /** Columns never given out: secrets (token hashes), or staff members' own data (their ids and emails). */
  omit?: readonly string[];
  /** Only whether a row exists (the USSD PIN: never its hash). */
  existsOnly?: true;
  /** Rows of an upload table: each gets the address the borrower's app reads the photo from. */
  photoLinks?: true;
}

export const EXPORT_SOURCES: readonly ExportSource[] = [
  { table: 'users', section: 'profile', by: ['id'] },
  { table: 'borrower_holds', section: 'profile', by: ['user_id'], omit: ['changed_by'] },
  { table: 'credit_limits', section: 'profile', by: ['user_id'] },
  { table: 'consent_records', section: 'consents', by: ['user_id'] },
  { table: 'ussd_pins', section: 'ussdPin', by: ['user_id'], existsOnly: true },
  { table: 'kyc_identities', section: 'kyc', by: ['user_id'] },
  { table: 'kyc_sections', section: 'kyc', by: ['user_id'] },
  { table: 'kyc_reviews', section: 'kyc', by: ['user_id'], omit: ['decided_by'] },
  { table: 'uploads', section: 'photos', by: ['user_id'], photoLinks: true },
  { table: 'loan_orders', section: 'loans', by: ['user_id'], omit: ['decided_by'] },
  // How the credit policy decided each application (docs/credit-policy.md): what it saw and why.
  { table: 'credit_decisions', section: 'loans', by: ['user_id'] },
  { table: 'loan_plans', section: 'bills', by: ['user_id'] },
  { table: 'payments', section: 'payments', by: ['user_id'] },
  { table: 'payer_numbers', section: 'payments', by: ['user_id'] },
  { table: 'user_coupons', section: 'coupons', by: ['user_id'] },
  { table: 'coupon_pack_claims', section: 'coupons', by: ['user_id'] },
  { table: 'wheel_spins', section: 'coupons', by: ['user_id'] },
  { table: 'invite_codes', section: 'invitations', by: ['user_id'] },
  { table: 'referrals', section: 'invitations', by: ['invitee_id', 'inviter_id'] },
  { table: 'vip_memberships', section: 'vip', by: ['user_id'] },
  { table: 'vip_purchases', section: 'vip', by: ['user_id'] },
  { table: 'vip_coupon_grants', section: 'vip', by: ['user_id'] },
  { table: 'stage_orders', section: 'stageOrders', by: ['user_id'] },
  { table: 'messages', section: 'messages', by: ['user_id'] },
  // The browsers that get push notifications: the endpoint is theirs; the keys only encrypt what is sent to it.
  { table: 'push_subscriptions', section: 'messages', by: ['user_id'], omit: ['p256dh', 'auth'] },
  { table: 'login_records', section: 'signIns', by: ['user_id'] },
  { table: 'sessions', section: 'signIns', by: ['user_id'], omit: ['token_hash'] },
  { table: 'grab_infos', section: 'deviceAndLocation', by: ['user_id'] },
  { table: 'tracking_points', section: 'deviceAndLocation', by: ['user_id'] },
  { table: 'complaints', section: 'complaints', by: ['user_id'], omit: ['answered_by', 'answered_by_email', 'request_key'] },
  { table: 'data_corrections', section: 'corrections', by: ['user_id'], omit: ['answered_by', 'answered_by_email', 'request_key'] },
  // Collections (docs/collections.md): the case of a late loan, every contact made or refused, promises and plan requests.
  { table: 'collection_cases', section: 'collections', by: ['user_id'], omit: ['agent_id'] },
  { table: 'collection_contacts', section: 'collections', by: ['user_id'], omit: ['staff_id', 'staff_email'] },
  { table: 'collection_promises', section: 'collections', by: ['user_id'], omit: ['request_key'] },
  { table: 'hardship_requests', section: 'collections', by: ['user_id'], omit: ['request_key', 'approval_id'] },
];

/** Tables with a borrower column that the export does not read, each with the reason that is allowed (reviewed). */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  data_exports: 'The exports themselves: each file is a copy of the other tables at the time it was made.',
  sms_messages: 'The sandbox SMS outbox (development only); the SMS sent to a borrower are in messages.',
  sandbox_prompts: 'The sandbox mobile-money prompts (development only); real payments are in payments.',
  borrower_summaries: "The reports' counters (which KYC and loan steps were reached), derived from the KYC and loan tables, which are exported.",
  reports_borrower_states: 'A view over borrower_summaries and the loans: no rows of its own.',
  borrower_books: "A version number raised when the borrower's loans, payments or coupons change (decision 0042), so that reads kept by the server are read again: no personal data.",
};

/** How a table says it holds a borrower: a column naming the borrower (or a phone number, for tables without one). */
export const BORROWER_COLUMN = /^(user_id|borrower_id|uid|invitee_id|inviter_id|[a-z_]*_user_id)$/;
export const PHONE_COLUMN = /^(mobile|msisdn|wallet_msisdn)$/;

/** The order of the sections in the files. */
export const SECTION_TITLES: Readonly<Record<string, string>> = {
  profile: 'Profile',
  consents: 'Consents',
  kyc: 'Identity and KYC',
  photos: 'Photos',
  loans: 'Loans',
  bills: 'Bills',
  payments: 'Payments',
  coupons: 'Coupons',
  invitations: 'Invitations',
  vip: 'VIP',
  stageOrders: 'Phone orders',
  messages: 'Messages sent to you',
  signIns: 'Sign-ins',
  deviceAndLocation: 'Device and location',
  complaints: 'Complaints',
  corrections: 'Correction requests',
  collections: 'Late bills: contacts, promises and payment plans',
  ussdPin: 'USSD PIN',
};
