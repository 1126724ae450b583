import type { FastifyPluginAsync } from 'fastify';

import { ACTIVITY_MESSAGES } from '@pocket/contracts/api/activities';
import { claimPack, couponPacks, holidaysList, invite, marketList, media, spin, storePage, turntable } from '@pocket/contracts/api/activities.contracts';

import { routeFromContract } from '../../plugins/contract-route';
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
  const { wheel, packs, referral, content } = services;

  routeFromContract(app, turntable, {
    tags,
    summary: 'The prize wheel: its prizes and, when logged in, spins left and past prizes',
    // With a session: the session and the wheel in one statement (issue 34: 5).
    config: { sessionRead: (db, session) => readWheelBySession(db, session) },
    handler: async (req) => ok(req.userId === null ? await wheel.view(null) : viewFrom(req.sessionData as WheelRead)),
  });

  routeFromContract(app, spin, {
    tags,
    summary: 'Spend one spin; the server draws the prize (Idempotency-Key required: a double tap spends one spin)',
    handler: async (req, reply) => {
      const userId = req.userId!;
      const key = req.headers['idempotency-key'];
      if (typeof key !== 'string' || key === '') throw badRequest(ACTIVITY_MESSAGES.keyRequired);
      const answer = await withIdempotency(app.db, `spin:${userId}`, key, {}, async () => ({ status: 200, body: ok(await wheel.spin(userId)) }));
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });

  routeFromContract(app, couponPacks, {
    tags,
    summary: 'Coupon packs on offer now (claimed: by this user)',
    // With a session: the session and the packs in one statement (issue 34: 4).
    config: { sessionRead: (db, session) => readPacksBySession(db, session) },
    handler: async (req) => ok(req.userId === null ? await packs.onOffer(null) : packs.offerFrom(req.sessionData as PacksRead)),
  });

  routeFromContract(app, claimPack, {
    tags,
    summary: 'Claim a coupon pack by code (once per user)',
    handler: async (req) => ok(await packs.claim(req.userId!, req.body.code)),
  });

  routeFromContract(app, invite, {
    tags,
    summary: 'The user’s invite code, how many friends came through it and how many earned the reward',
    // The session and the answer in one statement (issue 34: 5).
    config: { sessionRead: (db, session) => readInviteBySession(db, session) },
    handler: async (req) => ok(await referral.inviteFrom(req.sessionData as InviteRead)),
  });

  routeFromContract(app, marketList, {
    tags,
    summary: 'Marketing popup banners (marketList)',
    handler: async () => ok(await content.banners()),
  });

  routeFromContract(app, holidaysList, {
    tags,
    summary: 'Holiday notices current today (holidaysList)',
    handler: async () => ok(await content.notices()),
  });

  routeFromContract(app, storePage, {
    tags,
    summary: 'The figures of the /details store page as marketing entered them (null: not shown; not in the spec)',
    handler: async () => ok(await content.storePage()),
  });

  routeFromContract(app, media, {
    tags,
    summary: 'Self-hosted banner and notice artwork (SVG)',
    handler: async (req, reply) => {
      const svg = MEDIA[req.params.name.replace(/\.svg$/, '')];
      if (!svg) throw notFound('This image does not exist');
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  });
};
