import type { FastifyInstance } from 'fastify';

import { daysBetween, lusakaDate } from '@pocket/contracts/lusaka-date';
import { ngwee } from '@pocket/contracts/money';
import { adjustmentCalls, approvalCalls, sessionCalls } from '@pocket/contracts/staff';

import { createDevBorrower } from '../borrowers';
import { planBorrowers } from './plan';
import type { PlannedBorrower } from './plan';
import { dice, seededRandom } from './random';
import { signInDesk } from './staff';
import type { Action, DemoOptions, DemoSummary, Live } from './summary';
import { seedWaitingWork } from './waiting-work';

export type { DemoOptions, DemoSummary } from './summary';

const DAY_MS = 86_400_000;
/** Ngwee in a kwacha. */
const K = 100;
const MINUTE_MS = 60_000;
/** Finance writes a loan off this many days after its due date (a request and a second person's approval). */
const WRITE_OFF_AFTER_DAYS = 45;


/** Independent work of one day (different borrowers), `width` at a time; PGlite still runs one statement at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** How many borrowers' work runs at once: their file writes and image checks overlap the database's work. */
const WIDTH = 8;

const nrcOf = (index: number) => `${String(100_000 + ((index * 7_919) % 900_000)).padStart(6, '0')}/${String(10 + (index % 90)).padStart(2, '0')}/1`;


/**
 * The demo portfolio (decision 0051): `days` of history played day by day through the same services the routes call,
 * with the sandbox clock moved back to each day. Borrowers sign up and pass KYC (auth, kyc, uploads), borrow (lending),
 * repay on time or late (repayment; the sandbox wallet's PIN approved as a person would on /dev/phone), buy VIP (vip),
 * order phones (stage), complain (complaints); the overdue and VIP jobs run each day; finance writes off loans 60 days
 * late (a request and a second person's approval, through the desk's API) and imports an operator's statement with
 * differences. Every desk then has work. Seeded random: the same portfolio every time.
 */
export async function seedDemoPortfolio(app: FastifyInstance, opts: DemoOptions): Promise<DemoSummary> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const days = opts.days ?? 90;
  const d = dice(seededRandom(opts.seed ?? 44));
  const log = opts.log ?? (() => {});
  const clock = app.clock;
  const before = clock.offsetMs();
  const end = clock.wallNow() - 2 * 60 * MINUTE_MS;
  const dayStart = (day: number) => end - (days - 1 - day) * DAY_MS;
  const setTime = (at: number) => clock.setOffset(Math.round(at - clock.wallNow()));
  const sandbox = app.lending.registry.sandbox;
  if (!sandbox) throw new Error('The demo portfolio needs the sandbox mobile-money operator');
  const pin = opts.pin;

  const summary: DemoSummary = { borrowers: 0, loans: 0, repayments: 0, writtenOff: 0, vip: 0, phoneOrders: 0, kycWaiting: 0, applicationsWaiting: 0, stuckPayments: 0, complaints: 0, statementRows: 0, refused: [], ms: 0, cpuMs: 0 };
  const agenda = new Map<number, Action[]>();
  const at = (day: number, action: Action) => {
    if (day >= days) return;
    const list = agenda.get(day) ?? [];
    list.push(action);
    agenda.set(day, list);
  };
  // Payments to confirm once the day's operator has answered (the sandbox's transfers take SANDBOX_DISBURSE_MS).
  let toConfirm: Array<{ reference: string; then: (final: string) => Promise<void> }> = [];
  let today = 0;
  const tryTo = async (what: string, action: Action) => {
    try {
      await action();
    } catch (err) {
      summary.refused.push(`day ${today}: ${what}: ${(err as Error).message}`);
    }
  };

  const seed = opts.seed ?? 44;
  const borrowerDeps = (random: () => number) => ({ ensureUser: app.auth.ensureUser, kyc: app.kyc, uploads: app.uploads.service, extensions: app.extensions, random });
  const lives = new Map<number, Live>();
  // Finance's maker and checker, signed in once on the desk's API (a code signs in once).
  const finance = await signInDesk(app, 'finance', '10.44.0.1');
  const checker = await signInDesk(app, 'finance2', '10.44.0.2');

  /** The wallet owner approves every prompt waiting on the number, as a person would with the sandbox PIN. */
  const approvePrompts = async (mobile: string) => {
    const refs: string[] = [];
    for (const prompt of await sandbox.pendingPrompts(mobile)) {
      const approved = await sandbox.approve(prompt.reference, pin);
      if (approved) refs.push(approved.reference);
    }
    return refs;
  };

  const signUp = async (plan: PlannedBorrower, nrc = nrcOf(plan.index)) => {
    const own = dice(seededRandom(seed * 1_000_003 + plan.index));
    if (plan.persona === 'dropped') {
      // Signed up and stopped at the identity step: the KYC funnel's drop.
      await createDevBorrower(borrowerDeps(own.random), { mobile: plan.mobile, nrcNumber: nrc, identityOnly: true });
      summary.borrowers += 1;
      return null;
    }
    const made = await createDevBorrower(borrowerDeps(own.random), { mobile: plan.mobile, nrcNumber: nrc });
    summary.borrowers += 1;
    const live: Live = { plan, d: own, userId: made.userId, nrc, loans: 0, openOrder: null };
    lives.set(plan.index, live);
    return live;
  };

  const apply = async (live: Live) => {
    const { available } = await app.lending.loans.products(live.userId);
    const room = Math.floor((available ?? 0) / (100 * K));
    if (room < 2) return;
    const hundreds = live.loans === 0 ? live.d.int(2, Math.min(5, room)) : live.d.int(Math.min(3, room), Math.min(room, 20));
    const term = live.d.pick([7, 14, 14, 14, 30]);
    const applied = await app.lending.loans.apply(live.userId, { productId: 1, amount: ngwee(hundreds * 100 * K), term }, { review: false });
    summary.loans += 1;
    live.loans += 1;
    live.openOrder = applied.orderId;
    if (applied.paymentReference) toConfirm.push({ reference: applied.paymentReference, then: (final) => (final === 'SUCCESSFUL' ? afterDisbursed(live, applied.orderId) : Promise.resolve()) });
  };

  const billOf = async (live: Live, orderId: number) => (await app.repay.openBills(live.userId)).find((b) => b.orderId === orderId) ?? null;

  const afterDisbursed = async (live: Live, orderId: number) => {
    const bill = await billOf(live, orderId);
    if (!bill) return;
    const dueDay = today + daysBetween(lusakaDate(clock.now()), bill.dueDate);
    const persona = live.plan.persona;
    if (persona === 'defaulter') at(dueDay + WRITE_OFF_AFTER_DAYS, () => tryTo(`write off loan ${orderId}`, () => writeOff(live, orderId, true)));
    else if (persona === 'late') at(dueDay + live.d.int(3, 20), () => tryTo(`late repayment of loan ${orderId}`, () => repay(live, orderId)));
    else at(Math.max(today + 1, dueDay - live.d.int(0, 2)), () => tryTo(`repayment of loan ${orderId}`, () => repay(live, orderId)));
  };

  const repay = async (live: Live, orderId: number) => {
    const bill = await billOf(live, orderId);
    if (!bill || bill.inFlight) return;
    const sent = await app.repay.submit(live.userId, { bizType: 1, planId: bill.planId, payAmount: bill.remaining, repayAccountId: orderId, payCard: false });
    await approvePrompts(live.plan.mobile);
    summary.repayments += 1;
    toConfirm.push({
      reference: sent.reference,
      then: async (final) => {
        if (final !== 'SUCCESSFUL') return;
        live.openOrder = null;
        at(today + live.d.int(3, 10), () => tryTo(`loan ${live.loans + 1} of ${live.plan.mobile}`, () => apply(live)));
      },
    });
  };

  const writeOff = async (live: Live, orderId: number, approve: boolean) => {
    const requested = await finance.call<{ approvalId: number }>(adjustmentCalls['write-off'], { orderId, reason: `${WRITE_OFF_AFTER_DAYS} days late, no payment and no answer to the reminders: written off.` });
    live.openOrder = null;
    if (!approve) return;
    await checker.call(approvalCalls.approve, { note: 'Checked the bills and the reminders sent.' }, { id: requested.approvalId });
    summary.writtenOff += 1;
  };

  const buyVip = async (live: Live) => {
    await app.vip.service.pay(live.userId, { name: 'VIP Monthly', payAmount: ngwee(49 * K), mobile: live.plan.mobile, vipCardId: 1 });
    for (const reference of await approvePrompts(live.plan.mobile)) toConfirm.push({ reference, then: async (final) => void (final === 'SUCCESSFUL' && (summary.vip += 1)) });
  };

  const orderPhone = async (live: Live) => {
    const started = await app.stage.pay(live.userId, { phoneId: 1, mobile: live.plan.mobile });
    for (const reference of await approvePrompts(live.plan.mobile)) toConfirm.push({ reference, then: async (final) => void (final === 'SUCCESSFUL' && (summary.phoneOrders += 1)) });
    return started;
  };

  // The plan: who signs up when, and what each does.
  const plans = planBorrowers(d, opts.borrowers ?? 300, days);
  for (const plan of plans) {
    at(plan.signupDay, () =>
      tryTo(`sign-up of ${plan.mobile}`, async () => {
        const live = await signUp(plan);
        if (!live || plan.persona === 'browser') return;
        if (plan.persona === 'vip') at(plan.signupDay + 1, () => tryTo(`VIP of ${plan.mobile}`, () => buyVip(live)));
        await apply(live);
      }),
    );
  }
  // Phone orders over the last two weeks, by borrowers who have not borrowed cash (one open order each).
  const browsers = plans.filter((p) => p.persona === 'browser' && p.signupDay < days - 14).slice(0, 8);
  browsers.forEach((p, i) => at(days - 14 + i, () => tryTo(`phone order of ${p.mobile}`, async () => void (lives.get(p.index) && (await orderPhone(lives.get(p.index)!))))));

  // Play the days.
  for (today = 0; today < days; today += 1) {
    setTime(dayStart(today));
    for (const job of app.extensions.dateJobs) await tryTo(job.name, () => job.run().then(() => undefined));
    const actions = agenda.get(today) ?? [];
    agenda.delete(today);
    await inParallel(actions, WIDTH, (action) => action());
    // A quarter of an hour later the operator has answered: the day's payments are confirmed, and what follows them is
    // scheduled (a repayment on the due date, the next loan).
    setTime(dayStart(today) + 15 * MINUTE_MS);
    while (toConfirm.length > 0) {
      const batch = toConfirm;
      toConfirm = [];
      await inParallel(batch, WIDTH, (item) =>
        tryTo('confirming a payment', async () => {
          const final = await app.lending.engine.confirm(item.reference);
          await item.then(final?.status ?? 'UNKNOWN');
        }),
      );
    }
    if (today % 30 === 29) log(`demo portfolio: day ${today + 1} of ${days}`);
  }

  // "Now" (two hours before the real time): the work each desk finds on first start.
  await seedWaitingWork({ app, days, end, summary, lives, tryTo, signUp, billOf, writeOff, setTime, finance });

  // Finance's two members sign out, as people leaving the desk do.
  await tryTo('signing out of the desk', async () => {
    await finance.call(sessionCalls.signOut);
    await checker.call(sessionCalls.signOut);
  });
  clock.setOffset(before);
  summary.ms = Math.round(performance.now() - started);
  const used = process.cpuUsage(cpu);
  summary.cpuMs = Math.round((used.user + used.system) / 1000);
  return summary;
}

