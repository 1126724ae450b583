import path from 'node:path';

import fp from 'fastify-plugin';

import { UploadQuota } from './quota';
import { Reencoder } from './reencoder';
import { uploadRoutes } from './routes';
import { UploadService } from './service';

export type { UploadService } from './service';
export { uploadIdsOf } from './reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Borrowers' photos (KYC and the sandbox reach the service through it; tests reach the re-encoder). */
    uploads: { service: UploadService; quota: UploadQuota; reencoder: Reencoder };
  }
}

/** Uploads: quota per borrower and day, original stored at once, re-encoded in the background, served re-encoded. */
export const uploads = fp(
  async (app) => {
    const quota = new UploadQuota(app.kv, app.appConfig.now);
    const reencoder = new Reencoder(path.resolve(app.appConfig.dataDir, 'uploads'), app.kv, (msg, err) => app.log.error({ err }, msg));
    const service = new UploadService({ db: app.db, quota, reencoder });
    app.decorate('uploads', { service, quota, reencoder });
    await app.register(uploadRoutes, { service, quota });
    // Originals a stopped process left behind are re-encoded here (or by the process holding their lease).
    app.addHook('onReady', async () => {
      void reencoder.recover().catch((err) => app.log.error({ err }, 'upload recovery failed'));
    });
    app.addHook('onClose', async () => reencoder.close());
  },
  { name: 'uploads', dependencies: ['context'] },
);
