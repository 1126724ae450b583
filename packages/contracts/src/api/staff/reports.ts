import { z } from 'zod';

import { envelope, idField, plainText } from '../common';

/*
 * The reports desk (docs/reports.md): GET /api/staff/reports/<name>, JSON by default, `?format=csv` streams the rows
 * as CSV. Money in ngwee (integers), dates are Lusaka business dates (YYYY-MM-DD), shares in percent (2 decimals).
 */

export const REPORT_NAMES = ['disbursed', 'collected', 'outstanding', 'par', 'vintage', 'trial-balance', 'cash', 'kyc-funnel'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'is not a calendar date');
const format = z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional();

/** `?from&to` (inclusive Lusaka dates; default the 30 days to today), `?product` (loan product id), `?channel` (sign-up channel). */
export const reportRangeQuery = z
  .object({ from: businessDate.optional(), to: businessDate.optional(), product: idField.optional(), channel: plainText(50).optional(), format })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** Reports of the portfolio as it stands today: product and channel only. */
export const reportPortfolioQuery = z.object({ product: idField.optional(), channel: plainText(50).optional(), format });
export type ReportPortfolioQuery = z.infer<typeof reportPortfolioQuery>;

/** The trial balance on a date (end of that Lusaka day; default today). */
export const trialBalanceQuery = z.object({ on: businessDate.optional(), format });
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuery>;

/** Cash per operator wallet per day: dates only (a wallet holds every product's money). */
export const cashQuery = z
  .object({ from: businessDate.optional(), to: businessDate.optional(), format })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type CashQuery = z.infer<typeof cashQuery>;

/** The KYC funnel of borrowers who signed up in the range, by channel. */
export const kycFunnelQuery = z
  .object({ from: businessDate.optional(), to: businessDate.optional(), channel: plainText(50).optional(), format })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type KycFunnelQuery = z.infer<typeof kycFunnelQuery>;

const count = z.number().int();
const ngwee = z.number().int();
const percent = z.number();
const range = { from: z.string(), to: z.string() };

export const disbursedRow = z.object({ date: z.string(), loans: count, principal: ngwee });
export const disbursedData = z.object({ ...range, rows: z.array(disbursedRow), totals: z.object({ loans: count, principal: ngwee }) });

export const collectedRow = z.object({ operator: z.string(), kind: z.string(), payments: count, amount: ngwee });
export const collectedData = z.object({ ...range, rows: z.array(collectedRow), totals: z.object({ payments: count, amount: ngwee }) });

export const outstandingRow = z.object({ productId: count, product: z.string(), loans: count, principal: ngwee, interest: ngwee, fee: ngwee, penalty: ngwee, total: ngwee });
export const outstandingData = z.object({ asOf: z.string(), rows: z.array(outstandingRow), totals: outstandingRow.omit({ productId: true, product: true }) });

/** PAR N: outstanding principal of open loans with a bill more than N days late, over all outstanding principal. */
export const PAR_DAYS = [1, 7, 30, 90] as const;
export const parRow = z.object({ bucket: z.string(), days: count, loans: count, principalAtRisk: ngwee, percent });
export const parData = z.object({ asOf: z.string(), loans: count, outstandingPrincipal: ngwee, rows: z.array(parRow) });

export const vintageRow = z.object({ week: z.string(), loans: count, principal: ngwee, loans30: count, principal30: ngwee, percent30: percent });
export const vintageData = z.object({ ...range, asOf: z.string(), rows: z.array(vintageRow) });

export const trialBalanceRow = z.object({ account: z.string(), debit: ngwee, credit: ngwee });
export const trialBalanceData = z.object({ on: z.string(), rows: z.array(trialBalanceRow), totals: z.object({ debit: ngwee, credit: ngwee, balanced: z.boolean() }) });

export const cashRow = z.object({ date: z.string(), operator: z.string(), moneyIn: ngwee, moneyOut: ngwee, net: ngwee, balance: ngwee });
export const cashData = z.object({ ...range, rows: z.array(cashRow) });

export const KYC_FUNNEL_STEPS = ['signed up', 'identity (NRC)', 'face photo', 'personal, contact and work details', 'applied for a loan', 'loan disbursed'] as const;
export const kycFunnelRow = z.object({ step: z.string(), borrowers: count, percent });
export const kycFunnelData = z.object({ ...range, rows: z.array(kycFunnelRow) });

export const disbursedAnswer = envelope(disbursedData);
export const collectedAnswer = envelope(collectedData);
export const outstandingAnswer = envelope(outstandingData);
export const parAnswer = envelope(parData);
export const vintageAnswer = envelope(vintageData);
export const trialBalanceAnswer = envelope(trialBalanceData);
export const cashAnswer = envelope(cashData);
export const kycFunnelAnswer = envelope(kycFunnelData);

export type DisbursedData = z.infer<typeof disbursedData>;
export type CollectedData = z.infer<typeof collectedData>;
export type OutstandingData = z.infer<typeof outstandingData>;
export type ParData = z.infer<typeof parData>;
export type VintageData = z.infer<typeof vintageData>;
export type TrialBalanceData = z.infer<typeof trialBalanceData>;
export type CashData = z.infer<typeof cashData>;
export type KycFunnelData = z.infer<typeof kycFunnelData>;

/** The CSV columns of each report: its rows' fields, in this order (the CSV holds the rows, one per line). */
export const REPORT_CSV_COLUMNS = {
  disbursed: Object.keys(disbursedRow.shape),
  collected: Object.keys(collectedRow.shape),
  outstanding: Object.keys(outstandingRow.shape),
  par: Object.keys(parRow.shape),
  vintage: Object.keys(vintageRow.shape),
  'trial-balance': Object.keys(trialBalanceRow.shape),
  cash: Object.keys(cashRow.shape),
  'kyc-funnel': Object.keys(kycFunnelRow.shape),
} as const satisfies Record<ReportName, readonly string[]>;

/**
 * GET /api/staff/reports/choices: what the report filters offer, so nobody types an id: every loan product version
 * (a loan keeps the version it was made with; `?product` is a version's id) and every sign-up channel (`?channel`).
 */
export const reportChoicesData = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string(), version: z.number().int(), effectiveFrom: z.string() })),
  channels: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ReportChoicesData = z.infer<typeof reportChoicesData>;
export const reportChoicesAnswer = envelope(reportChoicesData);
