import fp from 'fastify-plugin';

import type { Db } from '../../db/client';
import { authDoor } from '../auth/plugin';
import { DeskMessages } from './messages';
import { deskMessageRoutes } from './messages-routes';
import { searchBorrowers } from './repo';
import { RevealLimits } from './reveal-limits';
import { borrowerDeskRoutes } from './routes';
import { BorrowersDesk, matchOf } from './service';

/**
 * The borrowers desk (docs/backoffice.md): search, the borrower's page, audited reveal, block / unblock (a lending
 * borrow guard), reset trusted devices, the borrower's messages and a resend (through the message engine's door). Its door to others is the borrow guard it adds; it uses the audit's and auth's.
 */
export const borrowersDesk = fp(
  async (app) => {
    const reveals = new RevealLimits(app.kv, app.securityEvents, app.appConfig.reveals);
    const desk = new BorrowersDesk({ db: app.db, audit: app.staffAudit, now: app.appConfig.now, devices: authDoor(app.kv), photos: app.uploads.service, reveals });
    app.extensions.borrowGuards.push((tx, userId) => desk.borrowRefusal(tx, userId));
    await app.register(borrowerDeskRoutes, { desk });
    await app.register(deskMessageRoutes, { desk: new DeskMessages({ db: app.db, kv: app.kv, audit: app.staffAudit, messages: app.messages }) });
  },
  { name: 'borrowers-desk', dependencies: ['staff', 'staff-audit', 'security-events', 'uploads', 'messages', 'credit-policy'] },
);

/** The search alone on a database (bench/borrower-search.ts times it at a million borrowers). */
export const borrowerSearch = (db: Db) => (q: string, limit: number) => searchBorrowers(db, matchOf(q), null, limit);
export { matchOf };
/** The holds, for another desk's one statement over borrowers (the application desk's queues). */
export { borrowerHoldRows } from './reads';
/** The desk's masks (phone `096****210`, name `M**** B****`), for other desks showing a borrower. */
export { maskName, maskNrc, maskPhone } from './mask';
