import { and, desc, eq, max, sql } from 'drizzle-orm';

import { type CreditPolicyDocument, creditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { type PolicyArm, type PolicyVersionRow, creditDecisions, creditPolicyVersions } from './schema';
import { armOf } from './split';

/** The version new applications are decided by. */
export interface LivePolicy {
  version: number;
  document: CreditPolicyDocument;
}

/** Version 1 as the migration seeds it: used until the database answers (and by services built without it). */
export const V1: LivePolicy = { version: 1, document: POLICY_V1 };

/** The live version, read in the caller's transaction (the apply's: a publish is seen by the next application). */
export async function readLive(tx: Tx): Promise<LivePolicy> {
  const [row] = await tx.select({ version: creditPolicyVersions.version, document: creditPolicyVersions.document }).from(creditPolicyVersions).where(eq(creditPolicyVersions.status, 'live'));
  if (!row) throw new Error('no live credit policy version (the migration seeds version 1)');
  return { version: row.version, document: creditPolicyDocument.parse(row.document) };
}

/** The running challenger, if any: its version, document and share of new applications. */
export interface Challenger extends LivePolicy {
  sharePct: number;
}

/** The version that decides a borrower's application, and its arm. */
export interface ArmPolicy extends LivePolicy {
  arm: PolicyArm;
}

export async function readChallenger(tx: Tx): Promise<Challenger | null> {
  const [row] = await tx
    .select({ version: creditPolicyVersions.version, document: creditPolicyVersions.document, sharePct: creditPolicyVersions.sharePct })
    .from(creditPolicyVersions)
    .where(eq(creditPolicyVersions.status, 'challenger'));
  return row ? { version: row.version, document: creditPolicyDocument.parse(row.document), sharePct: row.sharePct ?? 0 } : null;
}

/**
 * The version that decides `userId`'s application, in the caller's transaction: the challenger when one runs and the
 * borrower falls in its share (a stable split by borrower), else the live version.
 */
export async function readForBorrower(tx: Tx, userId: number): Promise<ArmPolicy> {
  return armFor(await readDeciding(tx), userId);
}

/**
 * A stamp of the versions that decide applications (the live one and the challenger): it changes whenever either
 * changes (a publish, a challenger started, ended or promoted, a share, a document). A column for the apply's one
 * statement (lending's decision facts), so every application checks, in its transaction, that the versions this
 * process holds in memory are still the ones that decide: a publish on any process is seen by the next application on
 * every process.
 */
export const policyStamp = sql<string>`(select coalesce(string_agg(v.version || ':' || v.status || ':' || coalesce(v.share_pct, 0) || ':' || md5(v.document::text), ',' order by v.version), '') from ${creditPolicyVersions} v where v.status in ('live', 'challenger'))`;

/** The versions that decide applications, as read at `stamp`. */
export interface DecidingPolicies {
  stamp: string;
  live: LivePolicy;
  challenger: Challenger | null;
}

/** The live version and the challenger with their stamp, in the caller's transaction: one statement. */
export async function readDeciding(tx: Tx): Promise<DecidingPolicies> {
  const [row] = await selectRows<{ stamp: string; versions: Array<{ version: number; status: string; sharePct: number | null; document: unknown }> | null }>(
    tx,
    sql`select ${policyStamp} as stamp, (select json_agg(json_build_object('version', v.version, 'status', v.status, 'sharePct', v.share_pct, 'document', v.document))
      from ${creditPolicyVersions} v where v.status in ('live', 'challenger')) as versions`,
  );
  const versions = row?.versions ?? [];
  const live = versions.find((v) => v.status === 'live');
  if (!live) throw new Error('no live credit policy version (the migration seeds version 1)');
  const c = versions.find((v) => v.status === 'challenger');
  return {
    stamp: row!.stamp,
    live: { version: Number(live.version), document: creditPolicyDocument.parse(live.document) },
    challenger: c ? { version: Number(c.version), document: creditPolicyDocument.parse(c.document), sharePct: c.sharePct ?? 0 } : null,
  };
}

/** The version that decides `userId`'s application among the deciding ones: the challenger's share (by borrower), else the live one. */
export function armFor(p: Pick<DecidingPolicies, 'live' | 'challenger'>, userId: number): ArmPolicy {
  const c = p.challenger;
  if (c && armOf(userId, c.version, c.sharePct) === 'challenger') return { version: c.version, document: c.document, arm: 'challenger' };
  return { ...p.live, arm: 'champion' };
}

/** A draft starts deciding its share of new applications as the challenger: null when it is not a draft or one runs already. */
export async function startChallenger(tx: Tx, version: number, sharePct: number, approvalId: number, now: Date): Promise<PolicyVersionRow | null> {
  const draft = await findVersion(tx, version, true);
  if (!draft || draft.status !== 'draft') return null;
  if (await readChallenger(tx)) return null;
  const [row] = await tx.update(creditPolicyVersions).set({ status: 'challenger', sharePct, approvalId, challengerAt: now }).where(eq(creditPolicyVersions.id, draft.id)).returning();
  return row!;
}

/**
 * Ends the challenger: `retire` (the live version decides everyone again) or `promote` (it becomes the live version
 * and the live one retires). Null when `version` is not the challenger.
 */
export async function endChallenger(tx: Tx, version: number, action: 'retire' | 'promote', now: Date): Promise<{ retired: number | null; row: PolicyVersionRow } | null> {
  const challenger = await findVersion(tx, version, true);
  if (!challenger || challenger.status !== 'challenger') return null;
  if (action === 'retire') {
    const [row] = await tx.update(creditPolicyVersions).set({ status: 'retired', retiredAt: now }).where(eq(creditPolicyVersions.id, challenger.id)).returning();
    return { retired: version, row: row! };
  }
  const [live] = await tx.select().from(creditPolicyVersions).where(eq(creditPolicyVersions.status, 'live')).for('update');
  if (live) await tx.update(creditPolicyVersions).set({ status: 'retired', retiredAt: now }).where(eq(creditPolicyVersions.id, live.id));
  const [row] = await tx.update(creditPolicyVersions).set({ status: 'live', publishedAt: now }).where(eq(creditPolicyVersions.id, challenger.id)).returning();
  return { retired: live?.version ?? null, row: row! };
}

export const listVersions = (tx: Tx) => tx.select().from(creditPolicyVersions).orderBy(desc(creditPolicyVersions.version));

export async function findVersion(tx: Tx, version: number, lock = false): Promise<PolicyVersionRow | null> {
  const q = tx.select().from(creditPolicyVersions).where(eq(creditPolicyVersions.version, version));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A new draft, numbered after the highest version (drafts and published ones share the numbers). */
export async function addDraft(tx: Tx, d: { document: CreditPolicyDocument; note: string; basedOn: number | null; staffId: number; now: Date }): Promise<PolicyVersionRow> {
  // Numbers are taken one at a time: the versions table is locked for the insert (drafts are rare).
  await tx.execute(sql`lock table ${creditPolicyVersions} in share row exclusive mode`);
  const [top] = await tx.select({ n: max(creditPolicyVersions.version) }).from(creditPolicyVersions);
  const [row] = await tx
    .insert(creditPolicyVersions)
    .values({ version: (top?.n ?? 0) + 1, status: 'draft', document: d.document, note: d.note, basedOn: d.basedOn, createdBy: d.staffId, createdAt: d.now })
    .returning();
  return row!;
}

/** A draft's new text (a published version is never edited): null when it is not a draft. */
export async function updateDraft(tx: Tx, version: number, document: CreditPolicyDocument, note: string): Promise<PolicyVersionRow | null> {
  const [row] = await tx
    .update(creditPolicyVersions)
    .set({ document, note })
    .where(and(eq(creditPolicyVersions.version, version), eq(creditPolicyVersions.status, 'draft')))
    .returning();
  return row ?? null;
}

/**
 * Makes a draft live and retires the live one, once: a second publish of the same version changes nothing. Answers
 * the versions before and after, or null when `version` is not a draft nor already published by this approval.
 */
export async function publish(tx: Tx, version: number, approvalId: number, now: Date): Promise<{ retired: number | null; published: PolicyVersionRow } | null> {
  const draft = await findVersion(tx, version, true);
  if (!draft) return null;
  if (draft.status !== 'draft') return draft.approvalId === approvalId ? { retired: null, published: draft } : null;
  const [live] = await tx.select().from(creditPolicyVersions).where(eq(creditPolicyVersions.status, 'live')).for('update');
  if (live) await tx.update(creditPolicyVersions).set({ status: 'retired', retiredAt: now }).where(eq(creditPolicyVersions.id, live.id));
  const [published] = await tx
    .update(creditPolicyVersions)
    .set({ status: 'live', approvalId, publishedAt: now })
    .where(eq(creditPolicyVersions.id, draft.id))
    .returning();
  return { retired: live?.version ?? null, published: published! };
}

export type NewDecision = typeof creditDecisions.$inferInsert;

/**
 * Records one decision (in the apply's transaction: an apply that fails records nothing). A named statement on
 * PostgreSQL (`prepare`: parsed and planned once per connection, not at every application; docs/performance.md).
 */
export async function recordDecision(tx: Tx, row: NewDecision): Promise<number> {
  const [saved] = await tx.insert(creditDecisions).values(row).returning({ id: creditDecisions.id }).prepare('record_decision').execute();
  return saved!.id;
}

/** How many decisions were recorded from `from` (included) to `to` (excluded). */
export async function countDecisionsBetween(tx: Tx, from: Date, to: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(creditDecisions)
    .where(and(sql`${creditDecisions.createdAt} >= ${from.toISOString()}::timestamptz`, sql`${creditDecisions.createdAt} < ${to.toISOString()}::timestamptz`));
  return Number(row?.n ?? 0);
}

/** The decisions of an order (the desk's case): newest first. */
export const decisionsOfOrder = (tx: Tx, orderId: number) => tx.select().from(creditDecisions).where(eq(creditDecisions.orderId, orderId)).orderBy(desc(creditDecisions.id));

/** The latest decisions of a borrower: newest first. */
export const decisionsOfBorrower = (tx: Tx, userId: number, limit: number) => tx.select().from(creditDecisions).where(eq(creditDecisions.userId, userId)).orderBy(desc(creditDecisions.id)).limit(limit);
