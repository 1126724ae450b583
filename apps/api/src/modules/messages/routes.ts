import { timingSafeEqual } from 'node:crypto';

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { messageSettings, pushState, pushSubscribe, pushUnsubscribe, saveMessageSettings } from '@pocket/contracts/api/app.contracts';
import { MESSAGE_SETTINGS_NOTE } from '@pocket/contracts/api/messages';

import { routeFromContract } from '../../plugins/contract-route';
import type { PushSubscriptions } from './push-subscriptions';
import type { MessageStatus } from './schema';
import type { MessageSettings } from './settings';

const tags = ['messages'];

// Africa's Talking delivery report statuses: Success is delivered; these four are final failures; the rest
// (Sent, Submitted, Buffered) are steps on the way and only recorded.
const FINAL: Record<string, MessageStatus> = { Success: 'DELIVERED', Failed: 'UNDELIVERED', Rejected: 'UNDELIVERED', AbsentSubscriber: 'UNDELIVERED', Expired: 'UNDELIVERED' };

/** Africa's Talking posts form fields id, status, phoneNumber, networkCode, failureReason, retryCount. */
const deliveryReport = z.object({
  // The gateway's message id (ATXid_... at Africa's Talking): letters, digits, '_' and '-'.
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a message id'),
  status: z.string().min(1).max(40),
  phoneNumber: z.string().max(20).optional(),
  networkCode: z.string().max(10).optional(),
  failureReason: z.string().max(100).optional(),
  retryCount: z.string().max(5).optional(),
});

const sameSecret = (given: string, secret: string) => given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

export interface MessageRouteOptions {
  settings: MessageSettings;
  push: PushSubscriptions;
  delivery(providerMessageId: string, status: string, final: MessageStatus | null): Promise<boolean>;
  /** The delivery-report URL must carry ?secret=<it> (configured at the gateway with the URL); unset: every report is refused. */
  deliverySecret: string | undefined;
}

export const messageRoutes: FastifyPluginAsync<MessageRouteOptions> = async (app, { settings, push, delivery, deliverySecret }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Delivery reports come form-encoded (this plugin's scope only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  routeFromContract(app, messageSettings, {
    tags,
    summary: "The caller's message choices (marketing on or off; reminders about money owed stay on)",
    handler: async (req) => ({ code: 200, msg: 'ok', data: { marketing: await settings.marketing(req.userId!), note: MESSAGE_SETTINGS_NOTE } }),
  });

  routeFromContract(app, saveMessageSettings, {
    tags,
    summary: 'Switch marketing messages on or off',
    handler: async (req) => {
      await settings.setMarketing(req.userId!, req.body.marketing);
      return { code: 200, msg: 'ok', data: { marketing: req.body.marketing, note: MESSAGE_SETTINGS_NOTE } };
    },
  });

  routeFromContract(app, pushState, {
    tags,
    summary: "The VAPID key for pushManager.subscribe and how many of the caller's browsers get notifications",
    handler: async (req) => ({ code: 200, msg: 'ok', data: await push.state(req.userId!) }),
  });

  routeFromContract(app, pushSubscribe, {
    tags,
    summary: "Save a browser's push subscription (PushSubscription.toJSON()) for the caller",
    handler: async (req) => {
      await push.save(req.userId!, req.body);
      return { code: 200, msg: 'ok', data: await push.state(req.userId!) };
    },
  });

  routeFromContract(app, pushUnsubscribe, {
    tags,
    summary: "Remove one of the caller's push subscriptions (notifications turned off in that browser)",
    handler: async (req) => {
      await push.remove(req.userId!, req.body.endpoint);
      return { code: 200, msg: 'ok', data: await push.state(req.userId!) };
    },
  });

  r.post('/api/messages/delivery/africastalking', {
    schema: { tags, summary: "Africa's Talking SMS delivery report (form fields id, status, failureReason)", querystring: z.object({ secret: z.string().max(200).optional() }), body: deliveryReport },
    handler: async (req, reply) => {
      // Closed without AT_DELIVERY_SECRET (production refuses to start without it when it sends by Africa's Talking):
      // anyone could otherwise mark a message undelivered (issue 42, defect 13).
      if (!deliverySecret || !sameSecret(req.query.secret ?? '', deliverySecret)) {
        req.log.warn({ why: deliverySecret ? 'wrong or missing secret' : 'AT_DELIVERY_SECRET is not set' }, 'SMS delivery report refused');
        return reply.code(403).send({ code: 403, msg: 'Forbidden', data: null });
      }
      const status = req.body.failureReason ? `${req.body.status}: ${req.body.failureReason}` : req.body.status;
      const known = await delivery(req.body.id, status, FINAL[req.body.status] ?? null);
      // Always 200 for a well-formed report (the gateway would otherwise retry a report about a message we do not know).
      return reply.code(200).send({ code: 200, msg: known ? 'ok' : 'unknown message', data: null });
    },
  });
};
