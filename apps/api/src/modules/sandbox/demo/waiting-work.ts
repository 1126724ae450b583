import type { FastifyInstance } from 'fastify';

import { COMPLAINT_CATEGORIES } from '@pocket/contracts/api/complaints';
import type { ComplaintCategory } from '@pocket/contracts/api/complaints';
import { ngwee } from '@pocket/contracts/money';
import { reconciliationCalls } from '@pocket/contracts/staff';

import type { PlannedBorrower } from './plan';
import { demoMobile } from './plan';
import type { DeskHand } from './staff';
import { demoStatement } from './statement';
import type { Action, DemoSummary, Live } from './summary';

/** Ngwee in a kwacha. */
const K = 100;
const MINUTE_MS = 60_000;

const COMPLAINTS: ReadonlyArray<{ category: ComplaintCategory; text: string }> = [
  { category: 'charges', text: 'I was charged a penalty on my loan although I paid on the morning of the due date. Please check and remove it.' },
  { category: 'payment', text: 'I paid K300 from my MTN wallet yesterday and the money left my wallet, but the app still shows the bill as open.' },
  { category: 'contact', text: 'I received three reminder messages in one day about my loan. I know it is late, I will pay on Friday when I am paid.' },
];

/** What the seed's history hands over to the work the desks find waiting. */
export interface WaitingWorkContext {
  app: FastifyInstance;
  days: number;
  /** Two hours before the real time: the history's end. */
  end: number;
  summary: DemoSummary;
  lives: Map<number, Live>;
  tryTo: (what: string, action: Action) => Promise<void>;
  signUp: (plan: PlannedBorrower, nrc?: string) => Promise<Live | null>;
  billOf: (live: Live, orderId: number) => Promise<{ planId: number; remaining: number; minRepay: number; inFlight: unknown } | null>;
  writeOff: (live: Live, orderId: number, approve: boolean) => Promise<void>;
  setTime: (at: number) => void;
  finance: DeskHand;
}

/**
 * "Now", at the end of the history: the work each desk finds on first start. KYC with a shared NRC and applications
 * held for review (risk), payments left waiting for their PIN and an operator's statement with differences (finance),
 * complaints (support), a write-off waiting for its second person (approvals).
 */
export async function seedWaitingWork(ctx: WaitingWorkContext): Promise<void> {
  const { app, days, end, summary, lives, tryTo, signUp, billOf, writeOff, setTime, finance } = ctx;
  setTime(end + 20 * MINUTE_MS);
  const extra = (n: number) => ({ index: 900_000 + n, mobile: demoMobile(900_000 + n), persona: 'browser' as const, signupDay: days - 1 });
  // Their own NRCs, unlike any other borrower's (/00/: the history's never end so).
  const ownNrc = (n: number) => `${String(900_000 + n)}/00/1`;
  const sample = [...lives.values()].sort((a, b) => a.plan.index - b.plan.index);
  // KYC for a person (risk): an NRC already saved on another account.
  for (let i = 0; i < 5; i += 1) {
    const owner = sample[(i * 37) % sample.length]!;
    await tryTo('a KYC with a shared NRC', async () => {
      await signUp(extra(i), owner.nrc);
      summary.kycWaiting += 1;
    });
  }
  // Applications for a person (risk): first loans above the review amount.
  for (let i = 5; i < 9; i += 1) {
    await tryTo('an application held for review', async () => {
      const live = await signUp(extra(i), ownNrc(i));
      if (!live || !app.extensions.devLoan) return;
      await app.extensions.devLoan(live.userId, live.plan.mobile, { amount: ngwee(live.d.pick([1_500, 2_000, 2_500]) * K), term: 14 }, { review: true, wait: false });
      summary.applicationsWaiting += 1;
    });
  }
  // Stuck payments (finance): repayments whose PIN prompt nobody answered.
  const open = sample.filter((l) => l.openOrder !== null && l.plan.persona === 'onTime');
  for (const live of open.slice(0, 2)) {
    await tryTo('a payment left waiting for its PIN', async () => {
      const bill = await billOf(live, live.openOrder!);
      if (!bill || bill.inFlight) return;
      await app.repay.submit(live.userId, { bizType: 1, planId: bill.planId, payAmount: ngwee(Math.min(bill.remaining, Math.max(bill.minRepay, 100 * K))), repayAccountId: live.openOrder!, payCard: false });
      summary.stuckPayments += 1;
    });
  }
  // Complaints (support).
  const complainers = [sample.find((l) => l.plan.persona === 'late'), sample.find((l) => l.plan.persona === 'onTime' && l.loans > 1), sample.find((l) => l.plan.persona === 'defaulter')];
  for (const [i, live] of complainers.entries()) {
    const complaint = COMPLAINTS[i]!;
    if (!live) continue;
    await tryTo(`a complaint (${COMPLAINT_CATEGORIES[complaint.category]})`, async () => {
      await app.complaints.file(live.userId, { ...complaint, orderId: null }, `demo-complaint-${i}`);
      summary.complaints += 1;
    });
  }
  // A write-off waiting for its second person (the Approvals desk): the longest-late defaulter not yet written off.
  const late = sample.find((l) => l.plan.persona === 'defaulter' && l.openOrder !== null);
  if (late) await tryTo('a write-off request', () => writeOff(late, late.openOrder!, false));
  // The operator's statement of the last week, with differences (finance's reconciliation desk).
  setTime(end + 60 * MINUTE_MS);
  await tryTo('the MTN statement import', async () => {
    const statement = await demoStatement(app);
    await finance.call(reconciliationCalls.importStatement, { operator: 'MTN', fileName: 'mtn-statement-last-7-days.csv', content: statement.content });
    summary.statementRows = statement.rows;
  });

}
