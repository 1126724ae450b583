import fp from 'fastify-plugin';

import { applicationDeskRoutes } from './routes';
import { ApplicationDesk } from './service';

/**
 * The application desk (docs/backoffice.md): the applications the lending rules held for a person, a case, approve
 * and reject. It reaches lending only through its door (`app.lending.reviews`), the audit and the messages through
 * theirs.
 */
export const applicationDesk = fp(
  async (app) => {
    const desk = new ApplicationDesk({ db: app.db, reviews: app.lending.reviews, audit: app.staffAudit, messages: app.messages, review: app.appConfig.review, now: app.appConfig.now });
    await app.register(applicationDeskRoutes, { desk });
  },
  { name: 'application-desk', dependencies: ['staff', 'staff-audit', 'lending', 'messages', 'borrowers-desk', 'credit-policy'] },
);
