import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { findActiveSessionByHash, hashToken } from '../modules/auth/plugin';
import { forbidden, unauthorized } from './errors';
import { SIGN_MESSAGES, UidBindings, checkSignature, rememberNonce } from './signature';
import type { SignedHeaders } from './signature';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const signedHeaders = (request: FastifyRequest): SignedHeaders => ({
  uid: one(request.headers.uid),
  nonce: one(request.headers.nonce),
  timestamp: one(request.headers.timestamp),
  sign: one(request.headers.sign),
});

/**
 * Guards routes by their `config.auth`: 'signed' needs token + valid signature; 'optional' verifies them only when
 * a token is sent. Sets request.userId. A missing, expired or revoked token answers 401 (the client logs out).
 *
 * Order (issue 16, issue 34): authenticate first, on the headers alone, before the body is read or parsed (onRequest):
 * signature window, then the session, then (only for a live session) the uid binding and the nonce; then the route
 * validates the body. So an unauthenticated call gets 401 whatever its body, a large body of a stranger is never
 * parsed, a made-up token never writes to the replay cache, and a nonce is spent by every request of a session that
 * carried it, even one refused afterwards for its body (it cannot be sent again with a fixed body).
 */
export const sessionGuard = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('sessionData', undefined);
    // Marks token-flagged routes in the OpenAPI document (this hook runs before @fastify/swagger collects routes).
    app.addHook('onRoute', (route) => {
      const mode = route.config?.auth;
      if (mode === 'signed' || mode === 'optional') {
        route.schema = { ...route.schema, security: [{ token: [], uid: [], nonce: [], timestamp: [], sign: [] }] };
      }
    });
    // The session's uid binding, kept in memory once seen (it never changes while the session is active).
    const bindings = new UidBindings(app.kv, app.appConfig.sessionTtlMs, app.appConfig.wallNow);
    const authenticate = async (request: FastifyRequest, mode: 'signed' | 'optional') => {
      const token = one(request.headers.token);
      if (!token) {
        if (mode === 'optional') return;
        throw unauthorized('Please log in first');
      }
      // The wall clock (config/clock.ts): the app signs with the phone's real time, whatever the sandbox clock says.
      const now = app.appConfig.wallNow();
      const refusal = checkSignature(signedHeaders(request), now);
      if (refusal) throw forbidden(SIGN_MESSAGES[refusal], refusal === 'stale' ? { serverTime: now } : null);
      // The session row is read on every call (a revoked token answers 401 on the very next request, on any
      // process); a route with its own sessionRead reads its data in the same statement.
      const active = { tokenHash: hashToken(token), now: new Date(now).toISOString() };
      const read = request.routeOptions.config?.sessionRead;
      const session = read ? await read(app.db, active, request) : await findActiveSessionByHash(app.db, active.tokenHash, active.now);
      if (!session) throw unauthorized('Your session has ended, please log in again');
      // Issue 34: the session keeps the uid of its first signed call, and the nonce is spent now, before validation.
      const headers = signedHeaders(request);
      const [sameUid, replay] = await Promise.all([bindings.bind(active.tokenHash, headers.uid!), rememberNonce(headers, app.kv)]);
      if (!sameUid) throw unauthorized(SIGN_MESSAGES.otherUid);
      if (replay) throw forbidden(SIGN_MESSAGES.replay);
      request.userId = session.userId;
      if (read) request.sessionData = (session as { data?: unknown }).data;
    };
    // Callback hooks: a route without auth (or a call without a session) costs no promise.
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      const mode = request.routeOptions.config?.auth ?? 'none';
      if (mode === 'none') return done();
      authenticate(request, mode).then(() => done(), done);
    });
  },
  { name: 'session-guard', dependencies: ['context'] },
);
