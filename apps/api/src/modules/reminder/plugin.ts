import fp from 'fastify-plugin';

import { getReminders } from '@pocket/contracts/api/user.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import type { Reminder } from '../../plugins/extensions';
import { remindersBySession } from './service';

/** The borrower's bill reminders, from the sources the lending engine registers (`extensions.reminderSources`). */
export const reminder = fp(
  async (app) => {
    routeFromContract(app, getReminders, {
      tags: ['user'],
      summary: "The caller's bill reminders (empty without a session or a loan)",
      config: { sessionRead: async (db, session) => remindersBySession(db, app.extensions, session) },
      handler: async (req) => ({ code: 200, msg: 'ok', data: req.userId === null ? [] : (req.sessionData as Reminder[]) }),
    });
  },
  { name: 'reminder', dependencies: ['context', 'session-guard'] },
);
