/**
 * A borrower's payday, as the app walks it (docs/performance.md, "Payday"): open the app (getMyLoanInfo), the repay
 * page (getRepayDetailV2), submit a repayment with an Idempotency-Key (a share send it again with the same key: a
 * double tap, or a retry after the answer), follow the payment on the app's schedule until it is final, and after a
 * bill is paid off, a share borrow again at once (apply, follow the loan until it is paid out) and some of those pay
 * part of the new loan early. Every read is checked against what the borrower was already told: a read that starts
 * after an answered write may not show the state before it (read-your-writes, across processes).
 */
import { randomInt } from 'node:crypto';

import { type Answer, kwachaOf, ngweeOf, type Signer, signedHeaders, type Targets } from './client';
import type { Borrower } from './generate';
import type { Recorder } from './record';

// The app's follow schedule (packages/api-client/src/follow-payment/follow-schedule.ts): 1, 2, 3, 5 and 8 s apart,
// then every 10 s; after 3 minutes the page offers "check again", which this borrower presses once a minute.
const FOLLOW_DELAYS_MS = [1_000, 2_000, 3_000, 5_000, 8_000];
const FOLLOW_EVERY_MS = 10_000;
const FOLLOW_GIVE_UP_MS = 180_000;
const CHECK_AGAIN_MS = 60_000;
const K50 = 5_000;

export interface BorrowerState extends Signer {
  b: Borrower;
  busy: boolean;
  done: boolean;
  readyAt: number;
  /** Times of the PIN prompts this borrower caused (the product allows 5 an hour, 10 a day per wallet). */
  prompts: number[];
  /** The day's plan, drawn at the first repayment. */
  plan: { parts: number; reborrow: boolean } | null;
  paidParts: number;
  declines: number;
  /** The remaining amount of the current bill, as the borrower was last told it (ngwee). */
  remaining: number;
  /** The payment last answered, and when the borrower saw it final. */
  last: { reference: string; amount: number; remainingBefore: number; answeredAt: number; finalAt: number | null; status: string } | null;
  /** A loan applied for and answered, not yet seen in a read. */
  applied: { orderId: number; answeredAt: number } | null;
  seq: number;
}

/** A read that showed neither the answered payment in flight nor its result: the checker asks the database when it became final. */
export interface ReadToVerify {
  reference: string;
  readStartedAt: number;
  readEndedAt: number;
  borrower: number;
}

export interface JourneyDeps {
  targets: Targets;
  rec: Recorder;
  retryShare: number;
  /** No follow-up after this instant (the end of the drain). */
  deadline: () => number;
  /** Each intent's Idempotency-Key and the references its answers carried. */
  intents: Map<string, { planId: number; references: Set<string> }>;
  toVerify: ReadToVerify[];
  /** Called with the borrower's submit instant and the reference (settlement latency is read from the database). */
  submitted: (reference: string, at: number) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chance = (p: number) => Math.random() < p;

export function newBorrowerState(b: Borrower): BorrowerState {
  return { b, token: b.token, uid: `pd${b.n}`, nonce: 0, busy: false, done: false, readyAt: 0, prompts: [], plan: null, paidParts: 0, declines: 0, remaining: b.remaining, last: null, applied: null, seq: 0 };
}

/** Documented refusals of the calls this borrower makes (the spec's texts; anything else is an error). */
function refusalOf(a: Answer): string | null {
  const msg = a.json?.msg ?? '';
  if (a.status === 409) return `409 ${msg}`;
  if (a.status === 429) return `429 ${msg}`;
  if (a.status === 502 && msg.startsWith('The mobile-money operator refused')) return '502 operator refused';
  return null;
}

interface BillView {
  /** null: the bill is not among the open ones (paid off), or the loan is not in the answer. */
  remaining: number | null;
  inFlight: string | null;
  orderPresent: boolean;
}

function fromLoans(s: BorrowerState, data: unknown): BillView {
  const orders = (data as { orders?: Array<{ orderId: number; plans: Array<{ planId: number; remainingAmount: unknown; status: string; paymentInFlight: { reference: string } | null }> }> })?.orders ?? [];
  const order = orders.find((o) => o.orderId === s.b.orderId);
  const plan = order?.plans.find((p) => p.planId === s.b.planId);
  return { remaining: plan && plan.status !== 'SETTLED' ? ngweeOf(plan.remainingAmount) : plan ? 0 : null, inFlight: plan?.paymentInFlight?.reference ?? null, orderPresent: order !== undefined };
}

function fromRepayDetail(s: BorrowerState, data: unknown): BillView & { min: number } {
  const d = data as { minRepayAmount: unknown; repayPlanList: Array<{ planId: number; remainingAmount: unknown }>; paymentInFlight: { reference: string } | null };
  const plan = d?.repayPlanList?.find((p) => p.planId === s.b.planId);
  return { remaining: plan ? ngweeOf(plan.remainingAmount) : 0, inFlight: d?.paymentInFlight?.reference ?? null, orderPresent: true, min: ngweeOf(d?.minRepayAmount ?? 0) };
}

/**
 * Read-your-writes: a read that started after the borrower was told something may not show the state before it.
 * Told the payment is final and SUCCESSFUL: the bill shows it paid. Told it was accepted (PENDING): the bill shows
 * it in flight, or its result; a read showing neither is verified against the database (when it became final).
 */
function checkRead(s: BorrowerState, view: BillView, a: Answer, deps: JourneyDeps, what: string): void {
  const last = s.last;
  if (s.applied && a.startedAt > s.applied.answeredAt && !view.orderPresent) {
    deps.rec.violation('read older than an answered write', `${what}: loan ${s.applied.orderId} applied for (answered) but not in the answer (borrower ${s.b.n})`);
  }
  if (!last || view.remaining === null) return;
  if (last.finalAt !== null && a.startedAt > last.finalAt && last.status === 'SUCCESSFUL') {
    if (view.inFlight === last.reference || view.remaining > last.remainingBefore - last.amount) {
      deps.rec.violation('read older than an answered write', `${what}: payment ${last.reference} seen SUCCESSFUL, then a read showed ${view.inFlight ? 'it in flight' : `K${kwachaOf(view.remaining)} still owed`} (borrower ${s.b.n})`);
    }
    return;
  }
  if (a.startedAt > last.answeredAt && last.finalAt === null && view.inFlight !== last.reference && view.remaining > last.remainingBefore - last.amount) {
    deps.toVerify.push({ reference: last.reference, readStartedAt: a.startedAt, readEndedAt: a.startedAt + a.ms, borrower: s.b.n });
  }
}

/** The amount a borrower pays now: the whole bill, or (in two parts) a part the rules allow. */
function amountToPay(s: BorrowerState, remaining: number, min: number): number {
  const partsLeft = (s.plan?.parts ?? 1) - s.paidParts;
  if (partsLeft <= 1 || remaining < 2 * K50 + min) return remaining;
  // A round part between the minimum and what leaves at least K50.
  const most = remaining - K50;
  const part = Math.max(min, Math.min(most, Math.round(remaining / 2 / 1_000) * 1_000));
  return part;
}

/** One repayment: open the app, the repay page, submit, follow to the end; answers when the borrower is free again. */
export async function repayJourney(s: BorrowerState, deps: JourneyDeps): Promise<void> {
  const { targets, rec } = deps;
  s.plan ??= { parts: chance(0.3) ? 2 : 1, reborrow: chance(0.6) };
  const home = await targets.send('GET', '/api/my/getMyLoanInfo', { headers: signedHeaders(s) });
  if (rec.answer('getMyLoanInfo', home)) checkRead(s, fromLoans(s, home.json!.data), home, deps, 'getMyLoanInfo');
  const page = await targets.send('POST', `/api/order/api/getRepayDetailV2/${s.b.orderId}`, { headers: signedHeaders(s) });
  if (!rec.answer('getRepayDetailV2', page)) return;
  const detail = fromRepayDetail(s, page.json!.data);
  checkRead(s, detail, page, deps, 'getRepayDetailV2');
  if (detail.inFlight) {
    // A payment of this bill is still waiting (its follow gave up before the end): not a new one.
    s.readyAt = Date.now() + 60_000;
    return;
  }
  const remaining = detail.remaining ?? s.remaining;
  if (remaining <= 0) {
    s.done = true;
    return;
  }
  s.remaining = remaining;
  const amount = amountToPay(s, remaining, detail.min);
  s.seq += 1;
  const key = `payday-${s.b.n}-${s.seq}`;
  const body = { bizType: 1, planId: s.b.planId, payAmount: kwachaOf(amount), repayAccountId: s.b.orderId, payCard: false };
  const intent = { planId: s.b.planId, references: new Set<string>() };
  deps.intents.set(key, intent);
  const submit = () => targets.send('POST', '/api/order/payment/api/submitRepayApplyV2', { headers: { ...signedHeaders(s), 'idempotency-key': key }, body });
  const startedAt = Date.now();
  rec.bucket(startedAt).arrivals += 1;
  const retry = chance(deps.retryShare);
  // A double tap: the same submit again while the first is in flight.
  const tap = retry && chance(0.5) ? sleep(randomInt(0, 200)).then(submit) : null;
  const first = await submit();
  rec.bucket(startedAt).submits.push(first.ms);
  const answers = [first];
  if (tap) answers.push(await tap);
  // A retry after the answer (the answer was lost on a bad network): the same answer again.
  if (retry && !tap) answers.push(await submit());
  let accepted: { reference: string; status: string } | null = null;
  for (const a of answers) {
    const ok = rec.answer(a === first ? 'submitRepayApplyV2' : 'submitRepayApplyV2 (same key again)', a, refusalOf);
    if (!ok) continue;
    const data = a.json!.data as { reference: string; status: string };
    intent.references.add(data.reference);
    accepted ??= data;
  }
  if (intent.references.size > 1) rec.violation('payment doubled', `Idempotency-Key ${key} answered with ${[...intent.references].join(', ')}`);
  if (!accepted) {
    if (first.status === 429) s.readyAt = Date.now() + 10 * 60_000;
    else s.readyAt = Date.now() + 30_000;
    return;
  }
  s.prompts.push(startedAt);
  deps.submitted(accepted.reference, startedAt);
  s.last = { reference: accepted.reference, amount, remainingBefore: remaining, answeredAt: first.startedAt + first.ms, finalAt: null, status: 'PENDING' };
  const final = await follow(s, accepted.reference, deps);
  if (final === 'SUCCESSFUL') {
    s.remaining = remaining - amount;
    s.paidParts += 1;
    rec.bucket().settled += 1;
    // The bill as the borrower sees it next (the other process, often): paid.
    const after = await targets.send('POST', `/api/order/api/getRepayDetailV2/${s.b.orderId}`, { headers: signedHeaders(s) });
    if (rec.answer('getRepayDetailV2', after)) checkRead(s, fromRepayDetail(s, after.json!.data), after, deps, 'getRepayDetailV2 after SUCCESSFUL');
    if (s.remaining > 0) {
      s.readyAt = Date.now() + randomInt(15_000, 45_000);
      return;
    }
    if (s.plan.reborrow && !s.applied) {
      await borrowJourney(s, deps);
      return;
    }
    s.done = true;
    return;
  }
  if (final === 'FAILED') {
    s.declines += 1;
    s.readyAt = Date.now() + randomInt(10_000, 30_000);
    if (s.declines > 2) s.done = true;
    return;
  }
  // Still waiting at the end: the payments desk shows it (the checker looks).
  s.done = true;
}

/** Follows a payment on the app's schedule; every second check also reads the bill (another process). */
async function follow(s: BorrowerState, reference: string, deps: JourneyDeps): Promise<string> {
  const { targets, rec } = deps;
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const elapsed = Date.now() - started;
    const wait = elapsed < FOLLOW_GIVE_UP_MS ? (FOLLOW_DELAYS_MS[attempt] ?? FOLLOW_EVERY_MS) : CHECK_AGAIN_MS;
    if (Date.now() + wait > deps.deadline()) return 'PENDING';
    await sleep(wait);
    const a = await targets.send('GET', `/api/order/payment/api/status/${reference}`, { headers: signedHeaders(s) });
    if (!rec.answer('payment status', a)) continue;
    const status = (a.json!.data as { status: string }).status;
    if (status !== 'PENDING') {
      s.last!.finalAt = a.startedAt + a.ms;
      s.last!.status = status;
      return status;
    }
    if (attempt % 2 === 1) {
      const loans = await targets.send('GET', '/api/my/getMyLoanInfo', { headers: signedHeaders(s) });
      if (rec.answer('getMyLoanInfo', loans)) checkRead(s, fromLoans(s, loans.json!.data), loans, deps, 'getMyLoanInfo while following');
    }
  }
}

/** Borrow again the same day: the home page's product list, apply, follow the loan until it is paid out. */
async function borrowJourney(s: BorrowerState, deps: JourneyDeps): Promise<void> {
  const { targets, rec } = deps;
  rec.answer('product/list', await targets.send('GET', '/api/v4/product/list', { headers: signedHeaders(s) }));
  s.seq += 1;
  const applied = await targets.send('POST', '/api/zmb/index/api/appManualGetLoan', {
    headers: { ...signedHeaders(s), 'idempotency-key': `payday-${s.b.n}-${s.seq}` },
    body: { productId: 1, amount: '500', term: 7 },
  });
  if (!rec.answer('appManualGetLoan', applied, refusalOf)) {
    s.done = true;
    return;
  }
  rec.count('loans applied for');
  const orderId = (applied.json!.data as { orderId: number }).orderId;
  s.applied = { orderId, answeredAt: applied.startedAt + applied.ms };
  const previous = s.b;
  s.b = { ...s.b, orderId, planId: -1 };
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const wait = FOLLOW_DELAYS_MS[attempt] ?? FOLLOW_EVERY_MS;
    if (Date.now() + wait > deps.deadline() || Date.now() - started > FOLLOW_GIVE_UP_MS * 2) break;
    await sleep(wait);
    const a = await targets.send('POST', `/api/order/api/queryLoanDetail/${orderId}`, { headers: signedHeaders(s) });
    if (!rec.answer('queryLoanDetail', a)) continue;
    const order = a.json!.data as { status: string; plans: Array<{ planId: number; remainingAmount: unknown }> };
    if (order.status === 'REPAYING' && order.plans[0]) {
      rec.count('loans paid out');
      s.b = { ...s.b, planId: order.plans[0].planId, remaining: ngweeOf(order.plans[0].remainingAmount) };
      s.remaining = s.b.remaining;
      s.last = null;
      s.plan = { parts: 1, reborrow: false };
      s.paidParts = 0;
      // Some pay part of the new loan early, later the same day.
      if (chance(0.25)) {
        s.plan.parts = 2;
        s.readyAt = Date.now() + randomInt(20_000, 60_000);
      } else s.done = true;
      const loans = await targets.send('GET', '/api/my/getMyLoanInfo', { headers: signedHeaders(s) });
      if (rec.answer('getMyLoanInfo', loans)) checkRead(s, fromLoans(s, loans.json!.data), loans, deps, 'getMyLoanInfo after the loan was paid out');
      s.applied = null;
      return;
    }
    if (order.status === 'DISBURSE_FAILED') {
      rec.count('loans whose payout failed');
      break;
    }
  }
  s.b = { ...previous, orderId, planId: -1 };
  s.done = true;
}
