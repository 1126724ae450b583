import fp from 'fastify-plugin';
import { z } from 'zod';

import { idField } from '@pocket/contracts/api/common';

import { type ContentDesk, contentDesk } from './content.desk';
import { ContentService } from './content.service';
import { type OffersDesk, offersDesk } from './offers.desk';
import { PackService } from './packs.service';
import { ReferralService } from './referral.service';
import { activityRoutes } from './routes';
import { seedActivities } from './seed';
import { WheelService } from './wheel.service';

export type { ContentDesk } from './content.desk';
export type { OffersDesk } from './offers.desk';
export { keepsFreeSlot } from './offers.desk';

declare module 'fastify' {
  interface FastifyInstance {
    /** Activities' content door: banners, holiday notices and the store page's figures (the catalogue desk writes them). */
    content: ContentDesk;
    /** Activities' offers door: coupons, coupon packs, the wheel's prizes and budget (the catalogue desk writes them). */
    offers: OffersDesk;
  }
}

export interface ActivitiesOptions {
  /** Tests pass a seeded generator; the default is crypto.randomInt. */
  random?: () => number;
}

/** Activities (issue 14): prize wheel, coupon packs, referral, marketing banners and holiday notices. */
export const activities = fp<ActivitiesOptions>(
  async (app, opts) => {
    const now = app.appConfig.now;
    await seedActivities(app.db, app.appConfig.sandbox);
    app.decorate('content', contentDesk(now));
    app.decorate('offers', offersDesk(now));
    const referral = new ReferralService(app.db, now);
    app.extensions.userCreated.push((tx, userId, info) => referral.attribute(tx, userId, info?.inviteCode));
    app.extensions.loanSettled.push((tx, loan) => referral.onLoanSettled(tx, loan));
    const wheel = new WheelService(app.db, now, opts.random);
    await app.register(activityRoutes, { services: { wheel, packs: new PackService(app.db, now), referral, content: new ContentService(app.db, now) } });
    if (app.appConfig.sandbox) {
      // Sandbox only: browser journeys choose where the next spin lands (the draw itself is tested by property).
      app.post('/api/dev/wheel/next-prize', { schema: { tags: ['sandbox'], body: z.object({ prizeId: idField }) } }, async (req) => {
        wheel.rigNextSpin((req.body as { prizeId: number }).prizeId);
        return { code: 200, msg: 'ok', data: null };
      });
    }
  },
  { name: 'activities', dependencies: ['context', 'auth', 'lending'] },
);
