import { MemoryPromptStore } from './sandbox-store';
import type { PromptStore } from './sandbox-store';
import {
  type CallbackHint,
  type MobileMoneyProvider,
  type MoneyRequest,
  ProviderError,
  type StatusAnswer,
  type TransactionKind,
} from './types';

export interface SandboxPrompt {
  reference: string;
  kind: TransactionKind;
  msisdn: string;
  /** ngwee */
  amount: number;
  note: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason?: string;
  createdAt: number;
}

export interface SandboxOptions {
  /** The PIN every sandbox wallet accepts. */
  pin: string;
  /** When set, prompts approve themselves after this many ms. */
  autoApproveMs?: number;
  /** Disbursements succeed after this delay. */
  disburseDelayMs: number;
}

export const WRONG_PIN = 'Wrong PIN: the payment failed';

/**
 * The mobile-money simulator of the embedded default: a request-to-pay becomes a pending PIN prompt on the
 * sandbox phone; a transfer succeeds after a short delay. It tells the engine about changes the way an operator
 * does, through a callback (listener) that is only a hint.
 */
export class SandboxMobileMoney implements MobileMoneyProvider {
  readonly name = 'sandbox' as const;
  readonly #timers = new Set<NodeJS.Timeout>();
  #listener: ((hint: CallbackHint) => void) | null = null;

  /** Prompts live in `store`: the database in the app (an approval survives a restart), memory by default. */
  constructor(
    private readonly opts: SandboxOptions,
    private readonly store: PromptStore = new MemoryPromptStore(),
    private readonly now: () => number = Date.now,
  ) {}

  onCallback(listener: (hint: CallbackHint) => void): void {
    this.#listener = listener;
  }

  #later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.#timers.delete(t);
      fn();
    }, ms);
    t.unref();
    this.#timers.add(t);
  }

  async #finish(p: SandboxPrompt, status: 'SUCCESSFUL' | 'FAILED', reason?: string): Promise<SandboxPrompt> {
    if (await this.store.finish(p.reference, status, reason)) {
      this.#listener?.({ reference: p.reference, kind: p.kind });
      return { ...p, status, ...(reason ? { reason } : {}) };
    }
    return (await this.store.get(p.reference)) ?? p;
  }

  async #create(kind: TransactionKind, req: MoneyRequest): Promise<SandboxPrompt> {
    // Same reference: the operator keeps one transaction (the store's insert answers the stored one).
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) {
      const existing = await this.store.get(req.reference);
      if (existing) return existing;
      throw new ProviderError('rejected', 'Bad amount');
    }
    return this.store.insert({ ...req, kind, status: 'PENDING', createdAt: this.now() });
  }

  /** When a timer was lost (a restart), the time it would have fired decides, read at the next status call. */
  #dueAt(p: SandboxPrompt): number | null {
    if (p.kind === 'disbursement') return p.createdAt + this.opts.disburseDelayMs;
    return this.opts.autoApproveMs === undefined ? null : p.createdAt + this.opts.autoApproveMs;
  }

  async requestToPay(req: MoneyRequest): Promise<void> {
    const p = await this.#create('collection', req);
    if (this.opts.autoApproveMs !== undefined) this.#later(this.opts.autoApproveMs, () => void this.#finish(p, 'SUCCESSFUL'));
  }

  async transfer(req: MoneyRequest): Promise<void> {
    const p = await this.#create('disbursement', req);
    this.#later(this.opts.disburseDelayMs, () => void this.#finish(p, 'SUCCESSFUL'));
  }

  async status(_kind: TransactionKind, reference: string): Promise<StatusAnswer> {
    let p = await this.store.get(reference);
    if (!p) return { status: 'NOT_FOUND' };
    const due = this.#dueAt(p);
    if (p.status === 'PENDING' && due !== null && this.now() >= due) p = await this.#finish(p, 'SUCCESSFUL');
    return { status: p.status, ...(p.reason ? { reason: p.reason } : {}), providerTxId: `SBX-${reference.slice(0, 8)}` };
  }

  parseCallback(body: unknown): CallbackHint | null {
    const ref = (body as { reference?: unknown } | null)?.reference;
    return typeof ref === 'string' ? { reference: ref } : null;
  }

  /** Pending PIN prompts of one wallet, newest first. */
  async pendingPrompts(msisdn: string): Promise<SandboxPrompt[]> {
    return this.store.pending(msisdn);
  }

  /** The wallet owner enters a PIN: the right one approves, a wrong one fails the payment as a real wallet would. */
  async approve(reference: string, pin: string): Promise<SandboxPrompt | null> {
    const p = await this.store.get(reference);
    if (!p || p.kind !== 'collection') return null;
    return pin === this.opts.pin ? this.#finish(p, 'SUCCESSFUL') : this.#finish(p, 'FAILED', WRONG_PIN);
  }

  async decline(reference: string): Promise<SandboxPrompt | null> {
    const p = await this.store.get(reference);
    if (!p || p.kind !== 'collection') return null;
    return this.#finish(p, 'FAILED', 'Declined by the wallet owner');
  }

  close(): void {
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
  }
}
