import { z } from 'zod';

import { envelope } from './common';

export const channelParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'code must be a channel code') });

/** GET /api/v1/channel/queryByChannelCode/{code}; an unknown code answers the default channel's settings. */
export const channelData = z.object({
  code: z.string(),
  name: z.string(),
  appDownloadUrl: z.string(),
  altDownloadUrl: z.string(),
  packageName: z.string(),
  googleLoginEnabled: z.boolean(),
});
export type ChannelSettings = z.infer<typeof channelData>;
export const channelAnswer = envelope(channelData);
