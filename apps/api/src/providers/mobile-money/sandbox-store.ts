import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import type { SandboxPrompt } from './sandbox';
import { sandboxPrompts } from './schema';

/** Where the sandbox keeps its prompts: the database in the app (survives restarts), memory in unit tests. */
export interface PromptStore {
  get(reference: string): Promise<SandboxPrompt | null>;
  /** Inserts, or answers the prompt already stored under this reference (the operator keeps one transaction). */
  insert(prompt: SandboxPrompt): Promise<SandboxPrompt>;
  /** Moves a PENDING prompt to a final state; false when it was already final (final states never move). */
  finish(reference: string, status: 'SUCCESSFUL' | 'FAILED', reason?: string): Promise<boolean>;
  pending(msisdn: string): Promise<SandboxPrompt[]>;
}

export class MemoryPromptStore implements PromptStore {
  readonly #prompts = new Map<string, SandboxPrompt>();
  async get(reference: string) {
    return this.#prompts.get(reference) ?? null;
  }
  async insert(prompt: SandboxPrompt) {
    const existing = this.#prompts.get(prompt.reference);
    if (existing) return existing;
    this.#prompts.set(prompt.reference, prompt);
    return prompt;
  }
  async finish(reference: string, status: 'SUCCESSFUL' | 'FAILED', reason?: string) {
    const p = this.#prompts.get(reference);
    if (!p || p.status !== 'PENDING') return false;
    p.status = status;
    if (reason) p.reason = reason;
    return true;
  }
  async pending(msisdn: string) {
    return [...this.#prompts.values()].filter((p) => p.msisdn === msisdn && p.kind === 'collection' && p.status === 'PENDING').sort((a, b) => b.createdAt - a.createdAt);
  }
}

type Row = typeof sandboxPrompts.$inferSelect;
const toPrompt = (r: Row): SandboxPrompt => ({
  reference: r.reference,
  kind: r.kind,
  msisdn: r.msisdn,
  amount: r.amount,
  note: r.note,
  status: r.status,
  ...(r.reason ? { reason: r.reason } : {}),
  createdAt: r.createdAt.getTime(),
});

export class DbPromptStore implements PromptStore {
  constructor(private readonly db: Db) {}
  async get(reference: string) {
    const [row] = await this.db.select().from(sandboxPrompts).where(eq(sandboxPrompts.reference, reference));
    return row ? toPrompt(row) : null;
  }
  async insert(p: SandboxPrompt) {
    // One statement for a new prompt; the stored one when the reference exists already.
    const [inserted] = await this.db
      .insert(sandboxPrompts)
      .values({ reference: p.reference, kind: p.kind, msisdn: p.msisdn, amount: p.amount, note: p.note, status: p.status, createdAt: new Date(p.createdAt) })
      .onConflictDoNothing()
      .returning();
    return inserted ? toPrompt(inserted) : (await this.get(p.reference))!;
  }
  async finish(reference: string, status: 'SUCCESSFUL' | 'FAILED', reason?: string) {
    const moved = await this.db
      .update(sandboxPrompts)
      .set({ status, reason: reason ?? null })
      .where(and(eq(sandboxPrompts.reference, reference), eq(sandboxPrompts.status, 'PENDING')))
      .returning({ reference: sandboxPrompts.reference });
    return moved.length > 0;
  }
  async pending(msisdn: string) {
    const rows = await this.db
      .select()
      .from(sandboxPrompts)
      .where(and(eq(sandboxPrompts.msisdn, msisdn), eq(sandboxPrompts.kind, 'collection'), eq(sandboxPrompts.status, 'PENDING')))
      .orderBy(desc(sandboxPrompts.createdAt));
    return rows.map(toPrompt);
  }
}
