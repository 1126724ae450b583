import fp from 'fastify-plugin';

import { channelRoutes } from './routes';

/** The channel module's door: the catalogue desk edits channels through `channelDesk`. */
export { type ChannelDesk, channelDesk } from './desk';

/** Acquisition channels: their settings and download links (the borrower's channel call). */
export const channel = fp(
  async (app) => {
    await app.register(channelRoutes);
  },
  { name: 'channel', dependencies: ['context'] },
);
