import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { envelope } from '@pocket/contracts/api/common';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Clock } from '../../config/clock';
import { badRequest } from '../../plugins/errors';
import type { Extensions } from '../../plugins/extensions';

const DAY_MS = 86_400_000;
/** Where the offset is kept: Redis when REDIS_URL is set (every process reads it), else this process's memory. */
export const CLOCK_KEY = 'sandbox:clock-offset-ms';
const KEEP_MS = 10 * 365 * DAY_MS;
/** How often a process of several re-reads the offset another one set. */
const REFRESH_MS = 2_000;

export const CLOCK_MESSAGES = {
  backwards: 'The sandbox clock only moves forward; reset it to go back to the real time',
  oneOf: 'Give either days or to, not both',
  neither: 'Give days (how far to move forward) or to (the date and time to move to)',
} as const;

const clockAnswer = envelope(
  z.object({
    now: z.string().describe('Business time the server decides by (ISO 8601, UTC)'),
    today: z.string().describe('The Lusaka date of that time (YYYY-MM-DD)'),
    wallNow: z.string().describe('The real time'),
    offsetMs: z.number().int().describe('How far business time is ahead of the real time'),
    offsetDays: z.number().describe('The same in days (two decimals)'),
  }),
);

const moveBody = z
  .object({
    days: z.number().int().min(1).max(3650).optional().describe('Move forward this many days'),
    to: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, 'to must be a date (YYYY-MM-DD, 09:00 Lusaka) or an ISO 8601 time with its offset')
      .optional()
      .describe('Move to this date (09:00 Lusaka) or time'),
  })
  .strict();

/** A date alone means 09:00 in Lusaka (UTC+2) that day: a working morning, whatever the real hour. NaN: no such day. */
const instantOf = (to: string) => {
  const [y, m, d] = to.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) return Number.NaN;
  return Date.parse(to.length === 10 ? `${to}T09:00:00+02:00` : to);
};

/**
 * The sandbox clock (decision 0051): moves business time forward for everyone (GET tells it, POST moves it, reset
 * goes back to the real time), then runs the jobs that decide by date. Registered only when the sandbox is on.
 */
export const sandboxClockRoutes: FastifyPluginAsync<{ clock: Clock; extensions: Pick<Extensions, 'dateJobs'>; shared: boolean }> = async (app, { clock, extensions, shared }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const load = async () => {
    const stored = Number(await app.kv.get(CLOCK_KEY));
    clock.setOffset(Number.isSafeInteger(stored) ? stored : 0);
  };
  await load();
  if (shared) {
    const timer = setInterval(() => void load().catch((err: unknown) => app.log.warn({ err }, 'sandbox clock: reading the offset failed')), REFRESH_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const view = () => {
    const now = clock.now();
    const offsetMs = clock.offsetMs();
    return { now: new Date(now).toISOString(), today: lusakaDate(now), wallNow: new Date(clock.wallNow()).toISOString(), offsetMs, offsetDays: Math.round((offsetMs / DAY_MS) * 100) / 100 };
  };
  const moveTo = async (offsetMs: number) => {
    clock.setOffset(offsetMs);
    if (offsetMs === 0) await app.kv.del(CLOCK_KEY);
    else await app.kv.set(CLOCK_KEY, String(offsetMs), KEEP_MS);
    for (const job of extensions.dateJobs) {
      await job.run().catch((err: unknown) => app.log.error({ err }, `sandbox clock: ${job.name} failed`));
    }
    return { code: 200, msg: 'ok', data: view() };
  };

  r.get('/api/dev/clock', {
    schema: { tags: ['sandbox'], summary: 'The sandbox clock: the business time the server decides by, and how far it is ahead', response: { 200: clockAnswer } },
    handler: async () => ({ code: 200, msg: 'ok', data: view() }),
  });

  r.post('/api/dev/clock', {
    schema: {
      tags: ['sandbox'],
      summary: 'Move the sandbox clock forward (days, or to a date), then run the jobs that decide by date',
      body: moveBody,
      response: { 200: clockAnswer },
    },
    handler: async (req) => {
      const { days, to } = req.body;
      if (days !== undefined && to !== undefined) throw badRequest(CLOCK_MESSAGES.oneOf);
      if (days === undefined && to === undefined) throw badRequest(CLOCK_MESSAGES.neither);
      // One reading of the real time: two could fall on either side of a millisecond, and 20 days would move 1 ms less.
      const wall = clock.wallNow();
      const current = wall + clock.offsetMs();
      const target = days !== undefined ? current + days * DAY_MS : instantOf(to!);
      if (Number.isNaN(target)) throw badRequest(`to is not a real date: ${to}`);
      if (target < current) throw badRequest(CLOCK_MESSAGES.backwards);
      return moveTo(target - wall);
    },
  });

  r.post('/api/dev/clock/reset', {
    schema: { tags: ['sandbox'], summary: 'Reset the sandbox clock to the real time', response: { 200: clockAnswer } },
    handler: async () => moveTo(0),
  });
};
