import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idField, mobileSchema } from '@pocket/contracts/api/common';
import { devPromptsAnswer } from '@pocket/contracts/api/quick-repay';
import { formatKwacha, toKwacha } from '@pocket/contracts/money';

import { notFound } from '../../plugins/errors';
import { operatorOf } from '../../providers/mobile-money/operator';
import type { LendingContext } from '../lending/plugin';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** Operator callbacks: hints only; the payment is confirmed by a status call before anything is credited. */
export const callbackRoutes: FastifyPluginAsync<{ ctx: LendingContext }> = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const handler = async (req: { params: { provider: string }; body: unknown }) => {
    const provider = ctx.registry.byName(req.params.provider);
    if (!provider) throw notFound('Unknown provider');
    const hint = provider.parseCallback(req.body);
    if (hint) await ctx.engine.confirm(hint.reference);
    return ok(null);
  };
  const schema = { tags: ['payments'], summary: 'Operator callback (MTN sends PUT, Airtel POST); confirmed by a status call', params: z.object({ provider: z.enum(['mtn', 'airtel', 'sandbox']) }) };
  r.post('/api/callbacks/:provider', { schema, handler });
  r.put('/api/callbacks/:provider', { schema, handler });
};

/** Sandbox: the mobile-money simulator's PIN prompts, for /dev/phone and tests. */
export const devPromptRoutes: FastifyPluginAsync<{ ctx: LendingContext }> = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sandbox = ctx.registry.sandbox;
  if (!sandbox) return;
  const tags = ['sandbox'];

  r.get('/api/dev/prompts', {
    schema: { tags, summary: 'Pending PIN prompts of a wallet, newest first', querystring: z.object({ mobile: mobileSchema }), response: { 200: devPromptsAnswer } },
    handler: async (req) =>
      ok(
        (await sandbox.pendingPrompts(req.query.mobile)).map((p) => ({
          reference: p.reference, amount: toKwacha(p.amount), amountText: formatKwacha(p.amount), note: p.note, createdAt: new Date(p.createdAt).toISOString(), operator: operatorOf(p.msisdn) ?? '',
        })),
      ),
  });

  const answer = z.object({ code: z.number(), msg: z.string(), data: z.object({ reference: z.string(), status: z.string() }) });
  r.post('/api/dev/prompts/:reference/approve', {
    schema: { tags, summary: 'Enter the PIN: the right one approves, a wrong one fails the payment', params: z.object({ reference: z.string().max(64) }), body: z.object({ pin: z.string().max(12) }), response: { 200: answer } },
    handler: async (req) => {
      const p = await sandbox.approve(req.params.reference, req.body.pin);
      if (!p) throw notFound('No such prompt');
      const after = await ctx.engine.confirm(p.reference);
      return ok({ reference: p.reference, status: after?.status ?? p.status });
    },
  });
  r.post('/api/dev/prompts/:reference/decline', {
    schema: { tags, summary: 'Decline the prompt: the payment fails', params: z.object({ reference: z.string().max(64) }), response: { 200: answer } },
    handler: async (req) => {
      const p = await sandbox.decline(req.params.reference);
      if (!p) throw notFound('No such prompt');
      const after = await ctx.engine.confirm(p.reference);
      return ok({ reference: p.reference, status: after?.status ?? p.status });
    },
  });
};

/** Sandbox: ages a loan by N days (its dates move back) so a demo can reach the extension window or overdue. */
export const devLoanClockRoutes: FastifyPluginAsync<{ ctx: LendingContext; age: (orderId: number, days: number) => Promise<boolean> }> = async (app, { age }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/dev/loans/:orderId/age', {
    schema: {
      tags: ['sandbox'],
      summary: 'Move a loan’s dates N days into the past (then run the overdue job), to try extension and overdue',
      params: z.object({ orderId: idField }),
      body: z.object({ days: z.number().int().min(1).max(60) }),
    },
    handler: async (req) => {
      if (!(await age(req.params.orderId, req.body.days))) throw notFound('This loan does not exist');
      return ok(null);
    },
  });
};
