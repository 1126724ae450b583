import { asc, eq } from 'drizzle-orm';

import type { ChannelInput, NewChannelInput, StaffChannel } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { channels } from './schema';

type ChannelRow = typeof channels.$inferSelect;

const view = (c: ChannelRow): StaffChannel => ({
  code: c.code, name: c.name, appDownloadUrl: c.appDownloadUrl, altDownloadUrl: c.altDownloadUrl, packageName: c.packageName,
  googleLoginEnabled: c.googleLoginEnabled, enabled: c.enabled, updatedAt: c.updatedAt.toISOString(),
});

/**
 * The channels' door for the catalogue desk: the marketing attribution codes and the download links the app shows
 * (GET /api/v1/channel/queryByChannelCode reads the same rows). Writes run in the caller's transaction.
 */
export const channelDesk = (now: () => number) => ({
  async list(db: Db | Tx): Promise<StaffChannel[]> {
    return (await db.select().from(channels).orderBy(asc(channels.code))).map(view);
  },

  /** Adds a channel; null when its code is taken. */
  async add(tx: Tx, input: NewChannelInput): Promise<StaffChannel | null> {
    const [row] = await tx.insert(channels).values({ ...input, updatedAt: new Date(now()) }).onConflictDoNothing().returning();
    return row ? view(row) : null;
  },

  /** Changes a channel; before and after, both null when the code is unknown. */
  async save(tx: Tx, code: string, input: ChannelInput): Promise<{ before: StaffChannel | null; after: StaffChannel | null }> {
    const [old] = await tx.select().from(channels).where(eq(channels.code, code)).for('update');
    if (!old) return { before: null, after: null };
    const [row] = await tx.update(channels).set({ ...input, updatedAt: new Date(now()) }).where(eq(channels.code, code)).returning();
    return { before: view(old), after: view(row!) };
  },
});
export type ChannelDesk = ReturnType<typeof channelDesk>;
