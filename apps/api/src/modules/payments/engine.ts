import { randomUUID } from 'node:crypto';

import { and, asc, eq, getTableColumns, lte, sql } from 'drizzle-orm';

import { maskPhone } from '@pocket/contracts/validators';

import type { Db, Tx } from '../../db/client';
import { txStatement } from '../../db/statement';
import { book as bookEntry, type Posting } from '../../ledger/posting';
import type { MobileMoneyRegistry } from '../../providers/mobile-money/registry';
import { ProviderError, type StatusAnswer } from '../../providers/mobile-money/types';
import { assertMayPrompt, type OwnNumberOf } from './payer-guard';
import { isPayout, type PaymentKind, type PaymentRow, payments } from './schema';

/**
 * Writes a settled payment's money in the ledger, in the transaction that makes the payment final, from one of the
 * posting templates its kind registered with `handle`; false when that ref was already posted.
 */
export type Book = <A>(template: Posting<A>, ref: string, args: A) => Promise<boolean>;

/**
 * What a module does when one of its payments becomes final (inside the same transaction as the status change). Its
 * money goes into the ledger through `book`, and only through the posting templates registered for its kind.
 */
export interface PaymentHandlers {
  succeeded(tx: Tx, payment: PaymentRow, book: Book): Promise<void>;
  failed(tx: Tx, payment: PaymentRow, book: Book): Promise<void>;
}

export interface NewPayment {
  userId: number;
  /** A loan order for the loan kinds; null otherwise. */
  orderId: number | null;
  planId: number | null;
  /** The row a non-loan payment is for (see payments.subjectId). */
  subjectId?: number | null;
  kind: PaymentKind;
  msisdn: string;
  amount: number;
}

/** A final answer: from the operator, or from a resolution by hand (the operator's reference as providerTxId). */
export interface FinalAnswer {
  status: 'SUCCESSFUL' | 'FAILED';
  reason?: string;
  providerTxId?: string;
}

export interface PaymentEngineDeps {
  db: Db;
  registry: MobileMoneyRegistry;
  now: () => number;
  /** The borrower's own number: prompts go only there or to a number they confirmed (payer-guard.ts). */
  ownNumberOf: OwnNumberOf;
}

const placeholder = (name: string) => sql.placeholder(name);

// The insert of every payment, built once (txStatement); values as placeholders (the time as an ISO string).
const insertPending = txStatement(
  'payment_insert_pending',
  (db) =>
    db
      .insert(payments)
      .values({
        userId: placeholder('userId'),
        orderId: placeholder('orderId'),
        subjectId: placeholder('subjectId'),
        planId: placeholder('planId'),
        kind: placeholder('kind'),
        provider: placeholder('provider'),
        reference: placeholder('reference'),
        msisdn: placeholder('msisdn'),
        amount: placeholder('amount'),
        status: 'PENDING',
        createdAt: sql`${placeholder('now')}::timestamptz`,
        updatedAt: sql`${placeholder('now')}::timestamptz`,
      })
      .returning(),
  getTableColumns(payments),
);

// A callback's and the reconciler's first read, and the count of status calls: built once (issue 49).
const paymentByReference = txStatement('payment_by_reference', (db) => db.select().from(payments).where(eq(payments.reference, placeholder('reference'))), getTableColumns(payments));
const countCheck = txStatement('payment_count_check', (db) => db.update(payments).set({ checks: sql`${payments.checks} + 1` }).where(eq(payments.id, placeholder('id'))), {});

/** The most payments one reconciler run looks at (the least-asked first). */
const RECONCILE_BATCH = 5_000;

/** A request that never reached the operator is failed (collections) or re-sent (disbursements) after this long. */
const NOT_FOUND_GRACE_MS = 60_000;

/**
 * The one path every money movement takes: the reference is saved (PENDING) before the provider is called; a
 * time-out leaves it PENDING for a status call, never a second reference; callbacks are hints confirmed by a status
 * call; a final state never moves back (the row is locked and only a PENDING row changes).
 */
export class PaymentEngine {
  private readonly handlers = new Map<PaymentKind, PaymentHandlers>();
  private readonly postings = new Map<PaymentKind, ReadonlySet<Posting<never>>>();
  private readonly lateListeners: Array<(payment: PaymentRow) => Promise<void>> = [];

  constructor(private readonly deps: PaymentEngineDeps) {}

  /**
   * Registers what happens when a payment of these kinds becomes final, and the posting templates its settlement may
   * book in the ledger; one owner per kind.
   */
  handle(kinds: readonly PaymentKind[], handlers: PaymentHandlers, postings: readonly Posting<never>[]): void {
    for (const kind of kinds) {
      if (this.handlers.has(kind)) throw new Error(`Payments of kind ${kind} already have a handler`);
      this.handlers.set(kind, handlers);
      this.postings.set(kind, new Set(postings));
    }
  }

  /** The ledger writer a payment's handler gets: its kind's templates only, in the finalizing transaction. */
  private bookFor(tx: Tx, kind: PaymentKind): Book {
    const allowed = this.postings.get(kind);
    return (template, ref, args) => {
      if (!allowed?.has(template as Posting<never>)) {
        throw new Error(`A ${kind} payment may not book ${template.kinds.join('/')}: its owner registers the template with engine.handle`);
      }
      return bookEntry(tx, template, ref, args, new Date(this.deps.now()));
    };
  }

  /**
   * Listens for operator reports (a callback, a status asked again) about a payment that is already final: the
   * payments desk compares them with a resolution made by hand. The engine itself never moves a final payment.
   */
  onReportAfterFinal(listener: (payment: PaymentRow) => Promise<void>): void {
    this.lateListeners.push(listener);
  }

  /** Asks the provider where a payment stands, changing nothing; null when the provider cannot be asked. */
  async ask(payment: PaymentRow): Promise<StatusAnswer | null> {
    const provider = this.deps.registry.byName(payment.provider);
    if (!provider) return null;
    try {
      return await provider.status(isPayout(payment.kind) ? 'disbursement' : 'collection', payment.reference);
    } catch {
      return null;
    }
  }

  /** Inserts a PENDING payment with a fresh reference inside the caller's transaction. */
  async create(tx: Tx, p: NewPayment): Promise<PaymentRow> {
    const provider = this.deps.registry.forWallet(p.msisdn);
    await assertMayPrompt(tx, this.deps.ownNumberOf, p, this.deps.now());
    const now = new Date(this.deps.now()).toISOString();
    const [row] = await insertPending(tx, {
      userId: p.userId,
      orderId: p.orderId,
      subjectId: p.subjectId ?? null,
      planId: p.planId,
      kind: p.kind,
      provider: provider.name,
      reference: randomUUID(),
      msisdn: p.msisdn,
      amount: p.amount,
      now,
    });
    return row!;
  }

  /**
   * Calls the provider for a saved payment. Refused: FAILED. Time-out or unreachable: stays PENDING. A PIN prompt's
   * text names what is paid for (`what`) and for whom, masked: "Pocket VIP Gold for 097****567".
   */
  async send(payment: PaymentRow, what: string): Promise<PaymentRow> {
    const provider = this.deps.registry.byName(payment.provider);
    if (!provider) return (await this.finalize(payment.id, { status: 'FAILED', reason: 'Provider not configured' })) ?? payment;
    const note = isPayout(payment.kind) ? what : await this.promptText(payment, what);
    const req = { reference: payment.reference, msisdn: payment.msisdn, amount: payment.amount, note };
    try {
      if (isPayout(payment.kind)) await provider.transfer(req);
      else await provider.requestToPay(req);
      return payment;
    } catch (err) {
      if (err instanceof ProviderError && err.kind === 'rejected') {
        return (await this.finalize(payment.id, { status: 'FAILED', reason: err.message })) ?? payment;
      }
      return payment; // unknown outcome: the reconciler asks the provider with the same reference
    }
  }

  private async promptText(payment: PaymentRow, what: string): Promise<string> {
    const own = await this.deps.ownNumberOf(this.deps.db, payment.userId);
    return own ? `${what} for ${maskPhone(own)}` : what;
  }

  /** Asks the provider for the payment's status and applies a final answer. Safe to call any number of times. */
  async confirm(reference: string): Promise<PaymentRow | null> {
    const [payment] = await paymentByReference(this.deps.db, { reference });
    if (!payment) return null;
    if (payment.status !== 'PENDING') {
      for (const listener of this.lateListeners) await listener(payment);
      return payment;
    }
    const provider = this.deps.registry.byName(payment.provider);
    if (!provider) return payment;
    let answer: StatusAnswer;
    try {
      answer = await provider.status(isPayout(payment.kind) ? 'disbursement' : 'collection', reference);
    } catch {
      return payment;
    }
    await countCheck(this.deps.db, { id: payment.id });
    if (answer.status === 'SUCCESSFUL' || answer.status === 'FAILED') {
      return this.finalize(payment.id, { ...answer, status: answer.status });
    }
    if (answer.status === 'NOT_FOUND' && this.deps.now() - payment.createdAt.getTime() > NOT_FOUND_GRACE_MS) {
      // The request never reached the operator (a crash between saving and calling). A disbursement is owed to the
      // user (a loan or a refund): send it again with the SAME reference. A repayment prompt is simply failed; the user
      // can pay again.
      if (isPayout(payment.kind)) return this.send(payment, payment.kind === 'REFUND' ? 'Pocket refund' : 'Pocket loan');
      return this.finalize(payment.id, { status: 'FAILED', reason: 'The payment request did not reach the operator' });
    }
    return payment;
  }

  /** Moves a PENDING payment to a final state and runs its kind's handler in the same transaction. */
  async finalize(paymentId: number, answer: FinalAnswer): Promise<PaymentRow | null> {
    return this.deps.db.transaction((tx) => this.finalizeIn(tx, paymentId, answer));
  }

  /**
   * The same inside the caller's transaction (a resolution by hand runs in the transaction that approves it). Only a
   * PENDING payment changes, so running it again, or after the operator's answer, changes nothing.
   */
  async finalizeIn(tx: Tx, paymentId: number, answer: FinalAnswer): Promise<PaymentRow | null> {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked || locked.status !== 'PENDING') return locked ?? null;
    const [updated] = await tx
      .update(payments)
      .set({
        status: answer.status,
        reason: answer.reason ?? null,
        providerTxId: answer.providerTxId ?? null,
        finalizedAt: new Date(this.deps.now()),
        updatedAt: new Date(this.deps.now()),
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
      .returning();
    if (!updated) return locked;
    const handlers = this.handlers.get(updated.kind);
    const book = this.bookFor(tx, updated.kind);
    if (answer.status === 'SUCCESSFUL') await handlers?.succeeded(tx, updated, book);
    else await handlers?.failed(tx, updated, book);
    return updated;
  }

  /**
   * Resolves payments still PENDING after `olderThanMs` by asking their provider; answers how many became final. The
   * least-asked first (a payment whose callback was lost is asked before one the operator keeps saying PENDING about),
   * `concurrency` at a time, and none started after `budgetMs` (a run never outlasts the job's interval: docs/lending.md).
   */
  async reconcile(olderThanMs: number, opts: { budgetMs?: number; concurrency?: number } = {}): Promise<number> {
    const until = opts.budgetMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + opts.budgetMs;
    const pending = await this.deps.db
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(eq(payments.status, 'PENDING'), lte(payments.createdAt, new Date(this.deps.now() - olderThanMs))))
      .orderBy(asc(payments.checks), asc(payments.id))
      .limit(RECONCILE_BATCH);
    let finished = 0;
    let next = 0;
    const worker = async () => {
      while (next < pending.length && performance.now() < until) {
        const { reference } = pending[next++]!;
        const after = await this.confirm(reference);
        if (after && after.status !== 'PENDING') finished += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, worker));
    return finished;
  }
}
