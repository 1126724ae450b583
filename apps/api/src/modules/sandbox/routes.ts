import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope, mobileSchema } from '@pocket/contracts/api/common';
import { toE164 } from '@pocket/contracts/validators';

import { OutboxSms } from '../../providers/sms/provider';

const tags = ['sandbox'];

const smsAnswer = envelope(
  z.object({
    mobile: z.string(),
    messages: z.array(z.object({ id: z.number(), body: z.string(), code: z.string().nullable(), createdAt: z.string() })),
  }),
);

/** Sandbox only (off in production unless SANDBOX=on): the SMS outbox, ready-made borrowers, the /dev/phone page. */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const outbox = new OutboxSms(app.db);

  r.get('/api/dev/sms', {
    schema: { tags, summary: 'Messages sent to a number, newest first', querystring: z.object({ mobile: mobileSchema }), response: { 200: smsAnswer } },
    handler: async (req) => {
      const rows = await outbox.list(toE164(req.query.mobile));
      return {
        code: 200,
        msg: 'ok',
        data: {
          mobile: req.query.mobile,
          messages: rows.map((m) => ({
            id: m.id,
            body: m.body,
            code: /\b(\d{4})\b/.exec(m.body)?.[1] ?? null,
            createdAt: m.createdAt.toISOString(),
          })),
        },
      };
    },
  });
};
