import { and, desc, eq } from 'drizzle-orm';

import type { ConsentKind } from '@pocket/contracts/api/consents';

import type { Db, Tx } from '../../db/client';
import { consentRecords, type ConsentRecordRow } from './schema';

type Conn = Db | Tx;

/** The latest record of one consent, or null when none was ever recorded. */
export async function latestConsent(db: Conn, userId: number, kind: ConsentKind): Promise<ConsentRecordRow | null> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.kind, kind)))
    .orderBy(desc(consentRecords.id))
    .limit(1);
  return row ?? null;
}

export async function insertConsent(db: Conn, row: { userId: number; kind: ConsentKind; given: boolean; version: string; source: string; at: Date }) {
  await db.insert(consentRecords).values(row);
}
