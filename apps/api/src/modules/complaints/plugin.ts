import fp from 'fastify-plugin';

import { complaintRoutes } from './routes';
import { Complaints } from './service';

/** A borrower's complaints, for another room's view (the collections case). */
export { complaintsOf, hasOpenComplaint } from './reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The complaints door: a borrower files one as from /help (the sandbox's demo portfolio files through it). */
    complaints: Pick<Complaints, 'file'>;
  }
}

export interface ComplaintsOptions {
  /** Lending's answer: is this loan the borrower's own? */
  ownsOrder(userId: number, orderId: number): Promise<boolean>;
}

/** Complaints (docs/complaints.md): borrowers file them, the desk's support role answers; it uses the audit's and the messages' doors. */
export const complaints = fp<ComplaintsOptions>(
  async (app, opts) => {
    const service = new Complaints({ db: app.db, now: app.appConfig.now, audit: app.staffAudit, messages: app.messages, ownsOrder: opts.ownsOrder });
    app.decorate('complaints', { file: (userId, body, requestKey) => service.file(userId, body, requestKey) } satisfies Pick<Complaints, 'file'>);
    await app.register(complaintRoutes, { complaints: service });
  },
  { name: 'complaints', dependencies: ['staff', 'staff-audit', 'messages'] },
);
