import fp from 'fastify-plugin';

import { authDoor } from '../auth/plugin';
import { borrowerDeskRoutes } from './routes';
import { BorrowersDesk } from './service';

/**
 * The borrowers desk (docs/backoffice.md): search, the borrower's page, audited reveal, block / unblock (a lending
 * borrow guard), reset trusted devices. Its door to others is the borrow guard it adds; it uses the audit's and auth's.
 */
export const borrowersDesk = fp(
  async (app) => {
    const desk = new BorrowersDesk({ db: app.db, audit: app.staffAudit, now: app.appConfig.now, resetTrustedDevices: authDoor(app.kv).resetTrustedDevices });
    app.extensions.borrowGuards.push((tx, userId) => desk.borrowRefusal(tx, userId));
    await app.register(borrowerDeskRoutes, { desk });
  },
  { name: 'borrowers-desk', dependencies: ['staff', 'staff-audit'] },
);
