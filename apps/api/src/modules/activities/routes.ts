import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ACTIVITY_MESSAGES,
  claimPackAnswer,
  claimPackBody,
  couponPacksAnswer,
  holidaysListAnswer,
  inviteAnswer,
  marketListAnswer,
  spinAnswer,
  storePageAnswer,
  turntableAnswer,
} from '@pocket/contracts/api/activities';

import { badRequest, notFound } from '../../plugins/errors';
import { withIdempotency } from '../payments/plugin';
import type { ContentService } from './content.service';
import { MEDIA } from './media';
import { readPacksBySession } from './packs.repo';
import type { PackService, PacksRead } from './packs.service';
import { type InviteRead, readInviteBySession, type ReferralService } from './referral.service';
import { readWheelBySession, type WheelRead } from './wheel.repo';
import { viewFrom, type WheelService } from './wheel.service';

export interface ActivityServices {
  wheel: WheelService;
  packs: PackService;
  referral: ReferralService;
  content: ContentService;
}

const tags = ['activities'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const activityRoutes: FastifyPluginAsync<{ services: ActivityServices }> = async (app, { services }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { wheel, packs, referral, content } = services;

  r.get('/api/v1/activity/turntable', {
    // With a session: the session and the wheel in one statement (issue 34: 5).
    config: { auth: 'optional', sessionRead: (db, session) => readWheelBySession(db, session) },
    schema: { tags, summary: 'The prize wheel: its prizes and, when logged in, spins left and past prizes', response: { 200: turntableAnswer } },
    handler: async (req) => ok(req.userId === null ? await wheel.view(null) : viewFrom(req.sessionData as WheelRead)),
  });

  r.post('/api/v1/activity/turntable/spin', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Spend one spin; the server draws the prize (Idempotency-Key required: a double tap spends one spin)', response: { 200: spinAnswer } },
    handler: async (req, reply) => {
      const userId = req.userId!;
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || key === '') throw badRequest(ACTIVITY_MESSAGES.keyRequired);
      const answer = await withIdempotency(app.db, `spin:${userId}`, key, {}, async () => ({ status: 200, body: ok(await wheel.spin(userId)) }));
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });

  r.get('/api/v1/activity/coupon-packs', {
    // With a session: the session and the packs in one statement (issue 34: 4).
    config: { auth: 'optional', sessionRead: (db, session) => readPacksBySession(db, session) },
    schema: { tags, summary: 'Coupon packs on offer now (claimed: by this user)', response: { 200: couponPacksAnswer } },
    handler: async (req) => ok(req.userId === null ? await packs.onOffer(null) : packs.offerFrom(req.sessionData as PacksRead)),
  });

  r.post('/api/v1/activity/coupon-packs/claim', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Claim a coupon pack by code (once per user)', body: claimPackBody, response: { 200: claimPackAnswer } },
    handler: async (req) => ok(await packs.claim(req.userId!, req.body.code)),
  });

  r.get('/api/v1/activity/invite', {
    // The session and the answer in one statement (issue 34: 5).
    config: { auth: 'signed', sessionRead: (db, session) => readInviteBySession(db, session) },
    schema: { tags, summary: 'The user’s invite code, how many friends came through it and how many earned the reward', response: { 200: inviteAnswer } },
    handler: async (req) => ok(await referral.inviteFrom(req.sessionData as InviteRead)),
  });

  r.get('/api/v1/activity/market-list', {
    schema: { tags, summary: 'Marketing popup banners (marketList)', response: { 200: marketListAnswer } },
    handler: async () => ok(await content.banners()),
  });

  r.get('/api/v1/activity/holidays-list', {
    schema: { tags, summary: 'Holiday notices current today (holidaysList)', response: { 200: holidaysListAnswer } },
    handler: async () => ok(await content.notices()),
  });

  r.get('/api/v1/activity/store-page', {
    schema: { tags, summary: 'The figures of the /details store page as marketing entered them (null: not shown; not in the spec)', response: { 200: storePageAnswer } },
    handler: async () => ok(await content.storePage()),
  });

  r.get('/api/v1/activity/media/:name', {
    schema: { tags, summary: 'Self-hosted banner and notice artwork (SVG)', params: z.object({ name: z.string().regex(/^[a-z-]+\.svg$/, 'name must be an artwork file name') }) },
    handler: async (req, reply) => {
      const svg = MEDIA[req.params.name.replace(/\.svg$/, '')];
      if (!svg) throw notFound('This image does not exist');
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  });
};
