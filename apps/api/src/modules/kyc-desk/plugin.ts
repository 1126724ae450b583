import fp from 'fastify-plugin';

import { kycDeskRoutes } from './routes';
import { KycDesk } from './service';

/**
 * The KYC review desk (docs/backoffice.md): the queue of KYC the rules sent to a person, a case with its photos and
 * look-alikes, approve or reject with a reason code. It reaches KYC through `app.kyc`, the audit through
 * `app.staffAudit`, the borrower's SMS through `app.messages` and the photos through the uploads door.
 */
export const kycDesk = fp(
  async (app) => {
    const desk = new KycDesk({ db: app.db, kyc: app.kyc, audit: app.staffAudit, messages: app.messages, photos: app.uploads.service, now: app.appConfig.now });
    await app.register(kycDeskRoutes, { desk });
  },
  { name: 'kyc-desk', dependencies: ['staff', 'staff-audit', 'kyc', 'messages', 'uploads'] },
);
