/**
 * The books checked while payday runs (every few seconds) and at the end, on the database the product writes and
 * against the operators' own record (the truth: each transaction's final answer):
 * - the ledger sums to zero, and every entry balances;
 * - every repayment the operator confirmed is SUCCESSFUL here with one ledger entry whose cash line is its amount, and
 *   nothing is SUCCESSFUL here that the operator did not confirm (no money lost, none invented);
 * - every bill's paid amount is exactly the money of its successful repayments, and what it still owes is what the
 *   ledger holds against it (no bill settled without its money, no payment counted twice);
 * - every payment still waiting past the payments desk's 10 minutes is on the desk's stuck list; payments the
 *   operator answered longer ago than the reconciler's promise and still PENDING here are counted as the reconciler
 *   lagging;
 * - reads that showed neither an answered payment nor its result are held against the time it became final.
 */
import type pg from 'pg';

import type { Targets } from './client';
import { type DeskSession, stuckIds } from './desk';
import type { ReadToVerify } from './journeys';
import type { OperatorDecision } from './operators';
import type { Recorder } from './record';

export interface Check {
  /** Seconds since the start of the load. */
  t: number;
  final: boolean;
  ledgerSum: number;
  lines: number;
  violations: number;
  pending: number;
  /** PENDING here although the operator answered longer ago than the reconciler's promise. */
  lagging: number;
  oldestLagS: number;
  /** Receipts and reminders due longer than twice the message job's interval. */
  messagesBehind: number;
  stuck: number;
  ms: number;
}

const STUCK_AFTER_S = 600;
const NOT_REACHED = 'The payment request did not reach the operator';
type Row = Record<string, string | number | null>;

export class Checker {
  readonly truth = new Map<string, OperatorDecision>();
  readonly checks: Check[] = [];
  /** At the end: PENDING here though the operator answered, older than 10 minutes and on the desk's stuck list. */
  stuckAnswered = 0;
  /** At the end: PENDING here, answered by the operator less than the reconciler's promise ago. */
  withinPromise = 0;
  #seq = 0;
  /** A round reads what changed since the one before; the first, since the load began (the generated rows, consistent
   * by construction, are read by the final round only: a full read of 100,000 bills every few seconds is minutes). */
  #since: Date;
  #entryMark = 0;
  /** FAILED here with no answer from the operator: it must have no such transaction at all (checked at the end). */
  readonly #notReached = new Set<string>();

  constructor(
    private readonly deps: {
      db: pg.Client;
      operatorsAdmin: string;
      targets: Targets;
      desk: DeskSession;
      rec: Recorder;
      /** Payments with a larger id are the run's. */
      basePaymentId: number;
      promiseMs: number;
      toVerify: ReadToVerify[];
      startedAt: number;
    },
  ) {
    this.#since = new Date(deps.startedAt);
  }

  async #rows(text: string, values: unknown[] = []): Promise<Row[]> {
    return (await this.deps.db.query(text, values)).rows as Row[];
  }

  /** Rounds overlap (a transaction may commit after its time was stamped): each finding is counted once. */
  readonly #found = new Set<string>();
  #bad(kind: string, example: string): void {
    const key = `${kind}|${example}`;
    if (this.#found.has(key)) return;
    this.#found.add(key);
    this.deps.rec.violation(kind, example);
  }

  /** The operators' decisions since the last look (the drain asks too, between checks). */
  async refreshTruth(): Promise<void> {
    return this.#fetchTruth();
  }

  async #fetchTruth(): Promise<void> {
    const since = this.#seq;
    const res = await fetch(`${this.deps.operatorsAdmin}/decisions?since=${since}`);
    const list = (await res.json()) as OperatorDecision[];
    if (this.#seq !== since) return; // another look got them first
    for (const d of list) this.truth.set(d.reference, d);
    this.#seq += list.length;
  }

  /** One round of checks; `final` checks everything of the run, not only what changed since the last round. */
  async check(final = false): Promise<Check> {
    const t0 = performance.now();
    const before = this.deps.rec.violations.size === 0 ? 0 : [...this.deps.rec.violations.values()].reduce((s, v) => s + v.count, 0);
    const since = final ? new Date(0) : new Date(this.#since.getTime() - 30_000);
    const now = new Date();
    const base = this.deps.basePaymentId;

    const [sum] = await this.#rows('select coalesce(sum(amount), 0)::bigint as s, count(*)::bigint as n from ledger_lines');
    if (Number(sum!.s) !== 0) this.#bad('ledger does not sum to zero', `sum of ${sum!.n} lines is ${sum!.s}`);
    const [mark] = await this.#rows('select coalesce(max(id), 0)::bigint as m from ledger_entries');
    const unbalanced = await this.#rows('select entry_id, sum(amount)::bigint as s from ledger_lines where entry_id > $1 group by entry_id having sum(amount) <> 0 limit 5', [final ? 0 : this.#entryMark]);
    for (const u of unbalanced) this.#bad('ledger entry does not balance', `entry ${u.entry_id} sums to ${u.s}`);
    this.#entryMark = Math.max(0, Number(mark!.m) - 5_000);

    // Payments made final since the last round (read before the truth, so the truth covers them).
    const finals = await this.#rows(
      `select p.id, p.kind, p.status, p.amount, p.reference, p.reason, p.order_id,
              (select count(*) from ledger_entries e where e.ref = 'payment:' || p.id)::int as entries,
              (select coalesce(sum(l.amount), 0) from ledger_entries e join ledger_lines l on l.entry_id = e.id where e.ref = 'payment:' || p.id and l.account = 'asset:cash')::bigint as cash,
              (select count(*) from loan_plans lp join ledger_entries e on e.ref = 'disburse:plan:' || lp.id where lp.order_id = p.order_id)::int as billed
       from payments p where p.id > $1 and p.status <> 'PENDING' and p.finalized_at >= $2`,
      [base, since],
    );
    const pending = await this.#rows(`select id, reference, kind, extract(epoch from ($2::timestamptz - created_at))::float as age from payments where status = 'PENDING' and id > $1`, [base, now]);
    await this.#fetchTruth();
    for (const p of finals) this.#checkFinal(p);

    const plans = await this.#rows(
      `select p.id, p.status,
              p.principal_due - p.principal_paid - p.principal_waived as pr, p.interest_due - p.interest_paid - p.interest_waived as it,
              p.fee_due - p.fee_paid - p.fee_waived as fe, p.penalty_due - p.penalty_paid - p.penalty_waived as pe,
              p.principal_paid + p.interest_paid + p.fee_paid + p.penalty_paid as paid,
              l.pr as lpr, l.it as lit, l.fe as lfe, l.pe as lpe,
              (select coalesce(sum(amount), 0) from payments x where x.plan_id = p.id and x.kind = 'REPAY' and x.status = 'SUCCESSFUL')::bigint as received
       from loan_plans p cross join lateral (
         select coalesce(sum(amount) filter (where account = 'asset:loan_principal'), 0)::bigint as pr,
                coalesce(sum(amount) filter (where account = 'asset:interest_receivable'), 0)::bigint as it,
                coalesce(sum(amount) filter (where account = 'asset:fee_receivable'), 0)::bigint as fe,
                coalesce(sum(amount) filter (where account = 'asset:penalty_receivable'), 0)::bigint as pe
         from ledger_lines where subject = 'plan:' || p.id) l
       where p.updated_at >= $1`,
      [since],
    );
    for (const p of plans) {
      const n = (k: string) => Number(p[k]);
      if (n('pr') !== n('lpr') || n('it') !== n('lit') || n('fe') !== n('lfe') || n('pe') !== n('lpe')) {
        this.#bad('bill disagrees with the ledger', `bill ${p.id} owes ${n('pr')}/${n('it')}/${n('fe')}/${n('pe')}, the ledger holds ${n('lpr')}/${n('lit')}/${n('lfe')}/${n('lpe')}`);
      }
      if (n('paid') !== n('received')) this.#bad(n('paid') > n('received') ? 'bill paid without its money' : 'money received not on its bill', `bill ${p.id} (${p.status}) shows ${n('paid')} paid, its successful repayments bring ${n('received')}`);
      if (n('pr') < 0 || n('it') < 0 || n('fe') < 0 || n('pe') < 0) this.#bad('bill overpaid', `bill ${p.id} owes a negative amount`);
    }

    // Waiting payments: the reconciler's promise, and the desk's stuck list past 10 minutes.
    let lagging = 0;
    let oldestLagS = 0;
    const old = pending.filter((p) => Number(p.age) > STUCK_AFTER_S + 5);
    for (const p of pending) {
      const d = this.truth.get(String(p.reference));
      if (d && now.getTime() - d.at > this.deps.promiseMs) {
        lagging += 1;
        oldestLagS = Math.max(oldestLagS, (now.getTime() - d.at) / 1000);
      }
    }
    if (old.length > 0) {
      const listed = await stuckIds(this.deps.targets, this.deps.desk, this.deps.rec);
      for (const p of old) if (listed && !listed.has(Number(p.id))) this.#bad('waiting past 10 minutes, not on the stuck list', `payment ${p.id} (${p.kind}), ${Math.round(Number(p.age))} s`);
    }
    // At the end, a payment the operator answered and still PENDING here is explained by the reconciler's promise (the
    // answer came less than two intervals ago) or by the desk's stuck list (past 10 minutes); otherwise it is not.
    if (final) {
      for (const p of pending) {
        const d = this.truth.get(String(p.reference));
        if (!d) continue;
        const answeredAgo = now.getTime() - d.at;
        if (Number(p.age) > STUCK_AFTER_S) this.stuckAnswered += 1;
        else if (answeredAgo <= this.deps.promiseMs) this.withinPromise += 1;
        else this.#bad('unexplained payment', `payment ${p.id} (${p.kind}) still PENDING after ${Math.round(Number(p.age))} s, not yet on the stuck list; the operator answered ${d.status} ${Math.round(answeredAgo / 1000)} s ago`);
      }
    }

    const [msg] = await this.#rows(`select count(*)::int as n from messages where status = 'QUEUED' and send_after < $1::timestamptz - interval '30 seconds'`, [now]);
    await this.#verifyReads(final);
    const after = [...this.deps.rec.violations.values()].reduce((s, v) => s + v.count, 0);
    const check: Check = {
      t: (Date.now() - this.deps.startedAt) / 1000, final, ledgerSum: Number(sum!.s), lines: Number(sum!.n), violations: after - before, pending: pending.length,
      lagging, oldestLagS: Math.round(oldestLagS), messagesBehind: Number(msg!.n), stuck: old.length, ms: performance.now() - t0,
    };
    this.checks.push(check);
    this.#since = now;
    return check;
  }

  #checkFinal(p: Row): void {
    const id = Number(p.id);
    const d = this.truth.get(String(p.reference));
    const amount = Number(p.amount);
    if (p.kind === 'REPAY') {
      if (p.status === 'SUCCESSFUL' && (Number(p.entries) !== 1 || Number(p.cash) !== amount)) this.#bad('repayment without its ledger entry', `payment ${id}: ${p.entries} entries, cash ${p.cash} of ${amount}`);
      if (p.status === 'FAILED' && Number(p.entries) !== 0) this.#bad('failed repayment in the ledger', `payment ${id}`);
    }
    if (p.kind === 'DISBURSEMENT') {
      if (p.status === 'SUCCESSFUL' && Number(p.billed) < 1) this.#bad('loan paid out without its bill', `payment ${id}, loan ${p.order_id}`);
      if (p.status === 'FAILED' && Number(p.billed) !== 0) this.#bad('bill of a loan never paid out', `payment ${id}, loan ${p.order_id}`);
    }
    if (p.status === 'SUCCESSFUL') {
      if (!d || d.status !== 'SUCCESSFUL') this.#bad('SUCCESSFUL without the operator’s money', `payment ${id} (${p.kind}): the operator says ${d?.status ?? 'nothing'}`);
      else if (Math.round(Number(d.amount) * 100) !== amount) this.#bad('amount differs from the operator’s', `payment ${id}: ${amount} here, ${d.amount} there`);
    } else if (d?.status === 'SUCCESSFUL') this.#bad('money lost: taken by the operator, FAILED here', `payment ${id} (${p.kind}): ${p.reason}`);
    else if (!d) {
      if (p.reason === NOT_REACHED) this.#notReached.add(String(p.reference));
      else this.#bad('FAILED without the operator’s answer', `payment ${id} (${p.kind}): ${p.reason}`);
    }
  }

  /** Reads that showed neither the payment in flight nor its result: fine only if it was final before the read began. */
  async #verifyReads(final: boolean): Promise<void> {
    const queue = this.deps.toVerify;
    const due = final ? queue.splice(0) : queue.splice(0, queue.length);
    if (due.length === 0) return;
    const rows = await this.#rows(`select reference, status, extract(epoch from finalized_at) * 1000 as at from payments where reference = any($1)`, [due.map((d) => d.reference)]);
    const byRef = new Map(rows.map((r) => [String(r.reference), r]));
    for (const d of due) {
      const r = byRef.get(d.reference);
      // Final (as the product timed it) after the read had ended: the read should have shown it in flight.
      if (!r || r.status === 'PENDING' || Number(r.at) > d.readEndedAt) {
        this.#bad('read older than an answered write', `borrower ${d.borrower}: a read of ${new Date(d.readStartedAt).toISOString()} showed neither payment ${d.reference} in flight nor its result (${r?.status ?? 'missing'}${r?.at ? `, final at ${new Date(Number(r.at)).toISOString()}` : ''})`);
      }
    }
  }

  /** The end: every operator transaction is one of our payments; payments failed as never reached are unknown to it. */
  async reconcileWithOperators(): Promise<{ operatorTransactions: number; ours: number }> {
    const all = (await (await fetch(`${this.deps.operatorsAdmin}/transactions`)).json()) as Array<{ reference: string; status: string; kind: string }>;
    const refs = all.map((t) => t.reference);
    const ours = await this.#rows('select reference from payments where reference = any($1)', [refs]);
    const known = new Set(ours.map((r) => String(r.reference)));
    for (const t of all) if (!known.has(t.reference)) this.#bad('operator transaction with no payment here', `${t.kind} ${t.reference} (${t.status})`);
    const atOperator = new Set(refs);
    for (const ref of this.#notReached) if (atOperator.has(ref)) this.#bad('FAILED as never reached, yet the operator has it', ref);
    return { operatorTransactions: all.length, ours: known.size };
  }
}
