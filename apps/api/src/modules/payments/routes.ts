import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { mobileSchema } from '@pocket/contracts/api/common';
import { devPromptsAnswer } from '@pocket/contracts/api/quick-repay';
import { formatKwacha, ngwee } from '@pocket/contracts/money';

import { notFound } from '../../plugins/errors';
import { operatorOf } from '../../providers/mobile-money/operator';
import type { MobileMoneyRegistry } from '../../providers/mobile-money/registry';
import type { PaymentEngine } from './engine';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

interface PaymentRouteOptions {
  engine: PaymentEngine;
  registry: MobileMoneyRegistry;
}

/** Operator callbacks: hints only; the payment is confirmed by a status call before anything is credited. */
export const callbackRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (app, { engine, registry }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const handler = async (req: { params: { provider: string }; body: unknown }) => {
    const provider = registry.byName(req.params.provider);
    if (!provider) throw notFound('Unknown provider');
    const hint = provider.parseCallback(req.body);
    if (hint) await engine.confirm(hint.reference);
    return ok(null);
  };
  const schema = { tags: ['payments'], summary: 'Operator callback (MTN sends PUT, Airtel POST); confirmed by a status call', params: z.object({ provider: z.enum(['mtn', 'airtel', 'sandbox']) }) };
  r.post('/api/callbacks/:provider', { schema, handler });
  r.put('/api/callbacks/:provider', { schema, handler });
};

/** Sandbox: the mobile-money simulator's PIN prompts, for /dev/phone and tests. */
export const devPromptRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (app, { engine, registry }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sandbox = registry.sandbox;
  if (!sandbox) return;
  const tags = ['sandbox'];

  r.get('/api/dev/prompts', {
    schema: { tags, summary: 'Pending PIN prompts of a wallet, newest first', querystring: z.object({ mobile: mobileSchema }), response: { 200: devPromptsAnswer } },
    handler: async (req) =>
      ok(
        (await sandbox.pendingPrompts(req.query.mobile)).map((p) => ({
          reference: p.reference, amount: ngwee(p.amount), amountText: formatKwacha(p.amount), note: p.note, createdAt: new Date(p.createdAt).toISOString(), operator: operatorOf(p.msisdn) ?? '',
        })),
      ),
  });

  const answer = z.object({ code: z.number(), msg: z.string(), data: z.object({ reference: z.string(), status: z.string() }) });
  r.post('/api/dev/prompts/:reference/approve', {
    schema: { tags, summary: 'Enter the PIN: the right one approves, a wrong one fails the payment', params: z.object({ reference: z.string().max(64) }), body: z.object({ pin: z.string().max(12) }), response: { 200: answer } },
    handler: async (req) => {
      const p = await sandbox.approve(req.params.reference, req.body.pin);
      if (!p) throw notFound('No such prompt');
      const after = await engine.confirm(p.reference);
      return ok({ reference: p.reference, status: after?.status ?? p.status });
    },
  });
  r.post('/api/dev/prompts/:reference/decline', {
    schema: { tags, summary: 'Decline the prompt: the payment fails', params: z.object({ reference: z.string().max(64) }), response: { 200: answer } },
    handler: async (req) => {
      const p = await sandbox.decline(req.params.reference);
      if (!p) throw notFound('No such prompt');
      const after = await engine.confirm(p.reference);
      return ok({ reference: p.reference, status: after?.status ?? p.status });
    },
  });
};
