import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { reminderAnswer, type ReminderItem } from '@pocket/contracts/api/user';

import { remindersBySession } from './service';

/** The borrower's bill reminders, from the sources the lending engine registers (`extensions.reminderSources`). */
export const reminder = fp(
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get('/api/v4/reminder/get', {
      config: { auth: 'optional', sessionRead: async (db, session) => remindersBySession(db, app.extensions, session) },
      schema: { tags: ['user'], summary: "The caller's bill reminders (empty without a session or a loan)", response: { 200: reminderAnswer } },
      handler: async (req) => ({ code: 200, msg: 'ok', data: req.userId === null ? [] : (req.sessionData as ReminderItem[]) }),
    });
  },
  { name: 'reminder', dependencies: ['context', 'session-guard'] },
);
