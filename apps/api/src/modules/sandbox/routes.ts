import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, idField, mobileSchema } from '@pocket/contracts/api/common';
import { kwacha } from '@pocket/contracts/money/codec';
import { toE164 } from '@pocket/contracts/validators';

import { OutboxSms } from '../../providers/sms/provider';
import { createDevBorrower } from './borrowers';
import { sandboxClockRoutes } from './clock';
import { sandboxGoogleRoutes } from './google-routes';
import { openLoansOf } from './loans';
import { phonePage } from './phone-page';

const tags = ['sandbox'];

const smsAnswer = envelope(
  z.object({
    mobile: z.string(),
    messages: z.array(z.object({ id: z.number(), body: z.string(), code: z.string().nullable(), createdAt: z.string() })),
  }),
);

export const devBorrowerBody = z.object({
  mobile: mobileSchema,
  nrcNumber: z
    .string()
    .regex(/^\d{6}\/\d{2}\/\d$/, 'NRC number must look like 123456/78/1')
    .optional()
    .describe('The NRC to save (random when absent); one another account saved sends this KYC to a person'),
  loan: z
    .object({ amount: z.number().positive().pipe(kwacha), term: z.number().int().positive(), productId: idField.optional() })
    .optional()
    .describe('Also apply, decide and disburse this loan through the lending engine (product 1 unless productId says otherwise)'),
});
const devBorrowerAnswer = envelope(
  z.object({ mobile: z.string(), userId: z.number(), orderId: z.number().optional(), planIds: z.array(z.number()).optional() }),
);
const loansAnswer = envelope(
  z.array(
    z.object({
      orderId: z.number(),
      status: z.string(),
      dueDate: z.string(),
      daysToDue: z.number(),
      ageToExtensionWindow: z.number().nullable(),
    }),
  ),
);
const feedsAnswer = envelope(z.array(z.object({ title: z.string(), path: z.string() })));

/** Sandbox only (off in production unless SANDBOX=on): the SMS outbox, ready-made borrowers, the /dev/phone page. */
export const sandboxRoutes: FastifyPluginAsync<{ pin: string }> = async (app, { pin }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const outbox = new OutboxSms(app.db);
  const borrowerDeps = { ensureUser: app.auth.ensureUser, kyc: app.kyc, uploads: app.uploads.service, extensions: app.extensions };

  r.get('/api/dev/sms', {
    schema: { tags, summary: 'Messages sent to a number, newest first', querystring: z.object({ mobile: mobileSchema }), response: { 200: smsAnswer } },
    handler: async (req) => {
      const rows = await outbox.list(toE164(req.query.mobile));
      const messages = rows.map((m) => ({
        id: m.id,
        body: m.body,
        code: /\b(\d{4})\b/.exec(m.body)?.[1] ?? null,
        createdAt: m.createdAt.toISOString(),
      }));
      return { code: 200, msg: 'ok', data: { mobile: req.query.mobile, messages } };
    },
  });

  r.post('/api/dev/borrowers', {
    schema: { tags, summary: 'A borrower with KYC 1-3 done (and optionally a disbursed loan)', body: devBorrowerBody, response: { 200: devBorrowerAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await createDevBorrower(borrowerDeps, req.body) }),
  });

  r.get('/api/dev/loans', {
    schema: {
      tags,
      summary: 'Open loans of a number, with days to the next due date (for the loan clock on /dev/phone)',
      querystring: z.object({ mobile: mobileSchema }),
      response: { 200: loansAnswer },
    },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await openLoansOf(app.db, toE164(req.query.mobile), app.appConfig.now()) }),
  });

  r.get('/api/dev/phone-feeds', {
    schema: { tags, summary: 'Extra feeds /dev/phone shows (e.g. PIN prompts)', response: { 200: feedsAnswer } },
    handler: async () => ({ code: 200, msg: 'ok', data: app.extensions.devPhoneFeeds }),
  });

  await app.register(sandboxGoogleRoutes);
  await app.register(sandboxClockRoutes, { clock: app.clock, extensions: app.extensions, shared: Boolean(app.appConfig.redisUrl) });

  app.get('/dev/phone', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(phonePage(pin)),
  );
};
