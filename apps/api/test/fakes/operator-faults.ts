import type { FakeOperator, FakeTx, OperatorCall, Recorded, Reply } from './fake-operator';
import { type CallFate, FaultModel, type FaultProfile, type TransactionPlan } from './fault-profile';

/** A final answer the operator gave a transaction: the truth a benchmark compares our books with. */
export interface Decision {
  seq: number;
  reference: string;
  kind: FakeTx['kind'];
  /** As the operator holds it (Kwacha, a decimal string). */
  amount: string;
  status: 'SUCCESSFUL' | 'FAILED';
  at: number;
}

export interface FaultStats {
  tokens: number;
  creates: number;
  createServerErrors: number;
  createServerErrorsStored: number;
  createTimeouts: number;
  statusQueries: number;
  statusServerErrors: number;
  statusTimeouts: number;
  transactions: number;
  held: number;
  heldDecidedOnQuery: number;
  neverDecided: number;
  callbacksLost: number;
  callbacksDuplicated: number;
  callbacksOutOfOrder: number;
  callbacksSent: number;
  callbacksUndelivered: number;
  succeeded: number;
  failed: number;
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((r) => setTimeout(r, ms)) : Promise.resolve());
const SERVER_ERROR = { status: 500, body: { error: 'Internal Server Error' } };

/**
 * A fake operator that misbehaves by a fault profile (fault-profile.ts): every call is answered late, with a 5xx or
 * not at all as the model draws it, and each stored transaction is decided on its own (the owner approves or declines,
 * the transfer completes) with callbacks lost, duplicated or out of order, or held PENDING until a status query asks,
 * or never decided. The operator's own API (mtn-fake.ts, airtel-fake.ts) stays as documented: our real adapters talk
 * to it. Callbacks go to `callbackTargets` in turn (a load balancer's view of N processes), on the callback URL's path.
 */
export class OperatorFaults {
  readonly model: FaultModel;
  readonly decisions: Decision[] = [];
  readonly stats: FaultStats = {
    tokens: 0, creates: 0, createServerErrors: 0, createServerErrorsStored: 0, createTimeouts: 0, statusQueries: 0, statusServerErrors: 0,
    statusTimeouts: 0, transactions: 0, held: 0, heldDecidedOnQuery: 0, neverDecided: 0, callbacksLost: 0, callbacksDuplicated: 0,
    callbacksOutOfOrder: 0, callbacksSent: 0, callbacksUndelivered: 0, succeeded: 0, failed: 0,
  };
  readonly #plans = new Map<string, { plan: TransactionPlan; createdAt: number }>();
  readonly #timers = new Set<NodeJS.Timeout>();
  #next = 0;
  #stopped = false;

  /** Where callbacks go, in turn (empty: the callback URL as given). */
  callbackTargets: string[];
  readonly #onDecision: ((d: Decision) => void) | undefined;

  constructor(
    readonly operator: FakeOperator,
    profile: FaultProfile,
    opts: { callbackTargets?: string[]; onDecision?: (d: Decision) => void } = {},
  ) {
    this.model = new FaultModel(profile);
    this.callbackTargets = opts.callbackTargets ?? [];
    this.#onDecision = opts.onDecision;
    operator.handler = (req, call, route) => this.#handle(req, call, route);
  }

  /** Decisions after `seq` (the truth log, in the order the operator made them). */
  decisionsSince(seq: number): Decision[] {
    return this.decisions.slice(Math.max(0, seq));
  }

  /** How the operator planned a transaction (tests; undefined for one it never stored). */
  planOf(reference: string): TransactionPlan | undefined {
    return this.#plans.get(reference)?.plan;
  }

  stop(): void {
    this.#stopped = true;
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
  }

  #later(ms: number, work: () => void): void {
    if (this.#stopped) return;
    const t = setTimeout(() => {
      this.#timers.delete(t);
      work();
    }, ms);
    this.#timers.add(t);
  }

  async #handle(_req: Recorded, call: OperatorCall, route: () => Reply): Promise<Reply> {
    if (call.op === 'token') {
      this.stats.tokens += 1;
      return this.#answered(this.model.token(), route);
    }
    if (call.op === 'create') return this.#create(call, route);
    if (call.op === 'status') return this.#status(call, route);
    return route();
  }

  async #answered(fate: CallFate, route: () => Reply): Promise<Reply> {
    if (fate.kind === 'timeout') return 'hang';
    await sleep(fate.delayMs);
    return fate.kind === 'server-error' ? SERVER_ERROR : route();
  }

  async #create(call: OperatorCall, route: () => Reply): Promise<Reply> {
    this.stats.creates += 1;
    const fate = this.model.create();
    if (fate.kind === 'server-error' && !fate.stored) {
      // Refused before it was stored: the operator never heard of this reference.
      this.stats.createServerErrors += 1;
      await sleep(fate.delayMs);
      return SERVER_ERROR;
    }
    // Stored first, then answered late, with a 5xx, or not at all.
    const reply = route();
    this.#plan(call.reference ?? '');
    if (fate.kind === 'timeout') {
      this.stats.createTimeouts += 1;
      return 'hang';
    }
    await sleep(fate.delayMs);
    if (fate.kind === 'server-error') {
      this.stats.createServerErrors += 1;
      this.stats.createServerErrorsStored += 1;
      return SERVER_ERROR;
    }
    return reply;
  }

  async #status(call: OperatorCall, route: () => Reply): Promise<Reply> {
    this.stats.statusQueries += 1;
    const fate = this.model.status();
    if (fate.kind === 'timeout') {
      this.stats.statusTimeouts += 1;
      return 'hang';
    }
    const held = this.#plans.get(call.reference ?? '');
    if (held?.plan.held && Date.now() - held.createdAt >= held.plan.decideAfterMs && this.#decide(call.reference ?? '')) this.stats.heldDecidedOnQuery += 1;
    await sleep(fate.delayMs);
    if (fate.kind === 'server-error') {
      this.stats.statusServerErrors += 1;
      return SERVER_ERROR;
    }
    return route();
  }

  /** A transaction just stored: draw its fate and schedule its decision and callbacks. */
  #plan(reference: string): void {
    const tx = this.operator.txs.get(reference);
    if (!tx || this.#plans.has(reference)) return;
    const plan = this.model.transaction(tx.kind);
    this.#plans.set(reference, { plan, createdAt: Date.now() });
    this.stats.transactions += 1;
    if (plan.outcome === 'never') {
      this.stats.neverDecided += 1;
      return;
    }
    if (plan.held) {
      this.stats.held += 1;
      return;
    }
    if (plan.callbackFault === 'lost') this.stats.callbacksLost += 1;
    if (plan.callbackFault === 'duplicated') this.stats.callbacksDuplicated += 1;
    if (plan.callbackFault === 'out-of-order') this.stats.callbacksOutOfOrder += 1;
    this.#later(plan.decideAfterMs, () => this.#decide(reference));
    for (const cb of plan.callbacks) {
      const at = cb.early ? cb.afterMs : plan.decideAfterMs + cb.afterMs;
      // An early callback claims the outcome while the operator still says PENDING.
      this.#later(at, () => void this.#callback(reference, cb.early ? plan.outcome : null));
    }
  }

  /** The operator's final answer for a transaction; false when it was decided already (or is never decided). */
  #decide(reference: string): boolean {
    const entry = this.#plans.get(reference);
    const tx = this.operator.txs.get(reference);
    if (!entry || !tx || tx.status !== 'PENDING' || entry.plan.outcome === 'never') return false;
    tx.status = entry.plan.outcome;
    this.stats[tx.status === 'SUCCESSFUL' ? 'succeeded' : 'failed'] += 1;
    const decision: Decision = { seq: this.decisions.length + 1, reference, kind: tx.kind, amount: tx.amount, status: tx.status, at: Date.now() };
    this.decisions.push(decision);
    this.#onDecision?.(decision);
    return true;
  }

  async #callback(reference: string, claimed: 'SUCCESSFUL' | 'FAILED' | 'never' | null): Promise<void> {
    const tx = this.operator.txs.get(reference);
    if (!tx?.callbackUrl) return;
    const url = this.#target(tx.callbackUrl);
    const body: FakeTx = claimed && claimed !== 'never' ? { ...tx, status: claimed } : tx;
    this.stats.callbacksSent += 1;
    if (!(await this.operator.sendCallback(body, url))) this.stats.callbacksUndelivered += 1;
  }

  #target(url: string): string {
    if (this.callbackTargets.length === 0) return url;
    const target = this.callbackTargets[this.#next++ % this.callbackTargets.length]!;
    const u = new URL(url);
    return new URL(u.pathname + u.search, target).toString();
  }
}
