import { eq } from 'drizzle-orm';

import type { ChannelSettings } from '@pocket/contracts/api/channel';
import { ALWAYS_CONVERSION_CHANNELS, DEFAULT_CHANNEL, HALF_CHANCE_CONVERSION_CHANNELS } from '@pocket/contracts/constants';

import type { Db } from '../../db/client';
import { channels } from './schema';

const PLAY_STORE = 'https://play.google.com/store/apps/details?id=zm.co.pocket.app';

/** Seeded once (existing rows are never overwritten, so edits in the database stay). */
export async function seedChannels(db: Db) {
  const codes = [DEFAULT_CHANNEL, ...HALF_CHANCE_CONVERSION_CHANNELS, ...ALWAYS_CONVERSION_CHANNELS];
  await db
    .insert(channels)
    .values(
      codes.map((code) => ({
        code,
        name: code === DEFAULT_CHANNEL ? 'Pocket web' : `Partner ${code}`,
        // The PWA installs from the site itself; the alternate link is the store listing.
        appDownloadUrl: `/?source=pwa&appChannelCode=${code}`,
        altDownloadUrl: PLAY_STORE,
      })),
    )
    .onConflictDoNothing();
}

/** The channel's settings; an unknown or disabled code answers the default channel's. */
export async function channelSettings(db: Db, code: string): Promise<ChannelSettings> {
  const pick = async (c: string) => (await db.select().from(channels).where(eq(channels.code, c)).limit(1))[0];
  const row = (await pick(code)) ?? (await pick(DEFAULT_CHANNEL));
  const chosen = row?.enabled ? row : await pick(DEFAULT_CHANNEL);
  if (!chosen) throw new Error('default channel missing');
  return {
    code: chosen.code,
    name: chosen.name,
    appDownloadUrl: chosen.appDownloadUrl,
    altDownloadUrl: chosen.altDownloadUrl,
    packageName: chosen.packageName,
    googleLoginEnabled: chosen.googleLoginEnabled,
  };
}
