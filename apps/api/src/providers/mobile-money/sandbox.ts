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
  readonly #prompts = new Map<string, SandboxPrompt>();
  readonly #timers = new Set<NodeJS.Timeout>();
  #listener: ((hint: CallbackHint) => void) | null = null;

  constructor(private readonly opts: SandboxOptions) {}

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

  #finish(p: SandboxPrompt, status: 'SUCCESSFUL' | 'FAILED', reason?: string): void {
    if (p.status !== 'PENDING') return;
    p.status = status;
    if (reason) p.reason = reason;
    this.#listener?.({ reference: p.reference, kind: p.kind });
  }

  #create(kind: TransactionKind, req: MoneyRequest): SandboxPrompt {
    const existing = this.#prompts.get(req.reference);
    if (existing) return existing; // same reference: the operator keeps one transaction
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new ProviderError('rejected', 'Bad amount');
    const p: SandboxPrompt = { ...req, kind, status: 'PENDING', createdAt: Date.now() };
    this.#prompts.set(req.reference, p);
    return p;
  }

  async requestToPay(req: MoneyRequest): Promise<void> {
    const p = this.#create('collection', req);
    if (this.opts.autoApproveMs !== undefined) this.#later(this.opts.autoApproveMs, () => this.#finish(p, 'SUCCESSFUL'));
  }

  async transfer(req: MoneyRequest): Promise<void> {
    const p = this.#create('disbursement', req);
    this.#later(this.opts.disburseDelayMs, () => this.#finish(p, 'SUCCESSFUL'));
  }

  async status(_kind: TransactionKind, reference: string): Promise<StatusAnswer> {
    const p = this.#prompts.get(reference);
    if (!p) return { status: 'NOT_FOUND' };
    return { status: p.status, ...(p.reason ? { reason: p.reason } : {}), providerTxId: `SBX-${reference.slice(0, 8)}` };
  }

  parseCallback(body: unknown): CallbackHint | null {
    const ref = (body as { reference?: unknown } | null)?.reference;
    return typeof ref === 'string' ? { reference: ref } : null;
  }

  /** Pending PIN prompts of one wallet, newest first. */
  pendingPrompts(msisdn: string): SandboxPrompt[] {
    return [...this.#prompts.values()]
      .filter((p) => p.msisdn === msisdn && p.kind === 'collection' && p.status === 'PENDING')
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  /** The wallet owner enters a PIN: the right one approves, a wrong one fails the payment as a real wallet would. */
  approve(reference: string, pin: string): SandboxPrompt | null {
    const p = this.#prompts.get(reference);
    if (!p || p.kind !== 'collection') return null;
    if (pin === this.opts.pin) this.#finish(p, 'SUCCESSFUL');
    else this.#finish(p, 'FAILED', WRONG_PIN);
    return p;
  }

  decline(reference: string): SandboxPrompt | null {
    const p = this.#prompts.get(reference);
    if (!p || p.kind !== 'collection') return null;
    this.#finish(p, 'FAILED', 'Declined by the wallet owner');
    return p;
  }

  close(): void {
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
  }
}
