import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { setUssdPin, ussdPin } from '@pocket/contracts/api/account.contracts';
import { envelope } from '@pocket/contracts/api/common';

import { routeFromContract } from '../../plugins/contract-route';
import { UnreadableUssdRequest, type UssdGatewayAdapter, type UssdRequest, type UssdScreen } from './gateway';
import type { UssdPins } from './pins';
import type { SourceVerdict } from './source';

const tags = ['ussd'];

/** A screen when the server cannot answer (the database is down): the caller reads it, never an error page. */
export const UNAVAILABLE: UssdScreen = { more: false, text: 'Sorry, Pocket cannot answer right now. Please dial again in a few minutes.' };

export interface UssdGatewayRouteOptions {
  adapter: UssdGatewayAdapter;
  source: (ip: string, secret: string | undefined) => SourceVerdict;
  screenFor: (request: UssdRequest) => Promise<UssdScreen>;
}

/** POST /api/ussd/<adapter>: one step of a USSD session, checked for its source, answered in the adapter's format. */
export const ussdGatewayRoutes: FastifyPluginAsync<UssdGatewayRouteOptions> = async (app, { adapter, source, screenFor }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Gateways post forms (this plugin's scope only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  r.post(`/api/ussd/${adapter.name}`, {
    schema: {
      tags,
      summary: `USSD menu callback (${adapter.name}): one step of a session in, the next screen out (plain text)`,
      querystring: z.object({ secret: z.string().max(200).optional() }),
    },
    handler: async (req, reply) => {
      const verdict = source(req.ip, req.query.secret);
      if (!verdict.ok) {
        req.log.warn({ ip: req.ip, why: verdict.why }, 'USSD callback refused');
        return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden: not from the USSD gateway');
      }
      let request: UssdRequest;
      try {
        request = adapter.read(req.body);
      } catch (err) {
        if (!(err instanceof UnreadableUssdRequest)) throw err;
        return reply.code(400).type('text/plain; charset=utf-8').send(`Bad USSD request: ${err.message}`);
      }
      let screen: UssdScreen;
      try {
        screen = await screenFor(request);
      } catch (err) {
        req.log.error({ err }, 'USSD menu failed');
        screen = UNAVAILABLE;
      }
      const out = adapter.write(screen);
      return reply.code(200).type(out.contentType).send(out.body);
    },
  });
};

/** The borrower's USSD PIN, set in the app (/set): whether one is set, and setting it. */
export const ussdPinRoutes: FastifyPluginAsync<{ pins: UssdPins }> = async (app, { pins }) => {
  routeFromContract(app, ussdPin, {
    tags,
    summary: 'Whether the caller has a USSD PIN (never the PIN)',
    handler: async (req) => ({ code: 200, msg: 'ok', data: { set: await pins.isSet(req.userId!) } }),
  });

  routeFromContract(app, setUssdPin, {
    tags,
    summary: 'Set or replace the 4-digit USSD PIN (hashed; clears the wait after wrong tries)',
    handler: async (req) => {
      await pins.set(req.userId!, req.body.pin);
      return { code: 200, msg: 'ok', data: { set: true } };
    },
  });
};

/** Sandbox only: where /dev/phone's USSD simulator posts (the real callback, with the secret when one is set). */
export const ussdDevRoutes: FastifyPluginAsync<{ callback: string; serviceCode: string }> = async (app, { callback, serviceCode }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/dev/ussd', {
    schema: { tags: ['sandbox'], summary: 'The USSD callback and code the /dev/phone simulator dials', response: { 200: envelope(z.object({ callback: z.string(), serviceCode: z.string() })) } },
    handler: async () => ({ code: 200, msg: 'ok', data: { callback, serviceCode } }),
  });
};
