import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { findActiveSession } from '../modules/auth/session.repo';
import { forbidden, unauthorized } from './errors';
import { SIGN_MESSAGES, verifySignature } from './signature';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Guards routes by their `config.auth`: 'signed' needs token + valid signature; 'optional' verifies them only when
 * a token is sent. Sets request.userId. A missing, expired or revoked token answers 401 (the client logs out).
 */
export const auth = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('userId', null);
    // Marks token-flagged routes in the OpenAPI document (this hook runs before @fastify/swagger collects routes).
    app.addHook('onRoute', (route) => {
      const mode = route.config?.auth;
      if (mode === 'signed' || mode === 'optional') {
        route.schema = { ...route.schema, security: [{ token: [], uid: [], nonce: [], timestamp: [], sign: [] }] };
      }
    });
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const mode = request.routeOptions.config.auth ?? 'none';
      if (mode === 'none') return;
      const token = one(request.headers.token);
      if (!token) {
        if (mode === 'optional') return;
        throw unauthorized('Please log in first');
      }
      const now = app.appConfig.now();
      const refusal = await verifySignature(
        {
          uid: one(request.headers.uid),
          nonce: one(request.headers.nonce),
          timestamp: one(request.headers.timestamp),
          sign: one(request.headers.sign),
        },
        now,
        app.kv,
      );
      if (refusal) throw forbidden(SIGN_MESSAGES[refusal], refusal === 'stale' ? { serverTime: now } : null);
      const session = await findActiveSession(app.db, token, new Date(now));
      if (!session) throw unauthorized('Your session has ended, please log in again');
      request.userId = session.userId;
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
