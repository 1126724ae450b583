import { and, eq, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { textOverrides, type TextOverrideRow } from './schema';

export async function allOverrides(db: Db | Tx): Promise<TextOverrideRow[]> {
  return db.select().from(textOverrides);
}

export async function overrideOf(tx: Tx, textId: string, language: string): Promise<TextOverrideRow | null> {
  const [row] = await tx.select().from(textOverrides).where(and(eq(textOverrides.textId, textId), eq(textOverrides.language, language)));
  return row ?? null;
}

/** Writes the correction (idempotent: the same approval writes the same row). */
export async function saveOverride(tx: Tx, row: { textId: string; language: string; text: string; review: string; approvalId: number }, at: Date): Promise<void> {
  await tx
    .insert(textOverrides)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({ target: [textOverrides.textId, textOverrides.language], set: { text: row.text, review: row.review, approvalId: row.approvalId, updatedAt: sql`excluded.updated_at` } });
}
