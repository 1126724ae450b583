import fp from 'fastify-plugin';

import { type VipDesk, vipDesk } from './desk';
import { runVipJob, startVipJob } from './jobs';
import { vipEnding, withVipMessages } from './messages';
import { vipMembership } from './postings';
import { seedVipCards, userInfoVip } from './repo';
import { vipRoutes } from './routes';
import { VipService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The VIP membership module (tests reach the service and the job through it; the catalogue desk its `desk`). */
    vip: { service: VipService; runJob: () => ReturnType<typeof runVipJob>; desk: VipDesk };
  }
}

export type { VipDesk } from './desk';
export { isActive, type MembershipSpan, VIP_RULES } from './domain';
export { membershipFromJson, membershipOfUser, vipActive } from './repo';
export { membershipOfBorrower } from './reads';

export interface VipOptions {
  /** In-process timer for the expiry and coupon job (off in tests, which run it by hand). */
  jobs: boolean;
  intervalMs: number;
}

/** VIP membership: cards, the VIP payment kind on the payment engine, benefits' job. */
export const vip = fp<VipOptions>(
  async (app, opts) => {
    const now = app.appConfig.now;
    await seedVipCards(app.db, app.appConfig.sandbox);
    const service = new VipService({ db: app.db, engine: app.payments.engine, now });
    app.payments.engine.handle(['VIP'], withVipMessages(service.handlers(), app.messages), [vipMembership]);
    app.messages.addDailySource(vipEnding);
    app.extensions.userInfoExtras.push(userInfoVip);
    app.decorate('vip', { service, runJob: () => runVipJob(app.db, now), desk: vipDesk(now) });
    await app.register(vipRoutes, { vip: service, idempotent: app.payments.idempotent });
    const stop = opts.jobs ? startVipJob({ db: app.db, now, intervalMs: opts.intervalMs, log: (msg, err) => app.log.error({ err }, msg) }) : () => undefined;
    app.addHook('onClose', async () => stop());
    app.extensions.dateJobs.push({ name: 'VIP job', run: () => runVipJob(app.db, now) });
  },
  { name: 'vip', dependencies: ['payments', 'messages'] },
);
