import type { FastifyRequest } from 'fastify';

import type { Clock } from '../config/clock';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import type { KvStore } from '../db/kv';
import type { SmsProvider } from '../providers/sms/provider';
import type { Extensions } from './extensions';

/** What the default headers said (docs/product.md#calls); recorded with logins and tracking points. */
export interface ClientInfo {
  appName: string | null;
  appVersionCode: string | null;
  tenantId: string;
  lang: string | null;
  deviceBrand: string | null;
  appChannelCode: string | null;
  ip: string;
}

/** How a route is guarded: 'signed' needs a valid session and signature, 'optional' checks them only when a token is sent. */
export type AuthMode = 'signed' | 'optional' | 'none';

/**
 * A route's own read of the session together with what the route needs, in one statement (one round trip instead
 * of two): the same active-session condition as every signed call (`activeSessionCondition`, placeholders tokenHash
 * and now), so a revoked or expired token is refused exactly as before. Answers the user and the route's data
 * (`request.sessionData`, undefined when the read could not be combined), or null when no session is active.
 * It runs in onRequest, before the body is read and the route's schema checks params: it must treat
 * `request.params` as unchecked input.
 */
export type SessionRead = (
  db: Db,
  session: { tokenHash: string; now: string },
  request: FastifyRequest,
) => Promise<{ userId: number; data?: unknown } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: AppConfig;
    /** Business time and the wall clock (config/clock.ts); only the sandbox moves its offset. */
    clock: Clock;
    db: Db;
    kv: KvStore;
    sms: SmsProvider;
    extensions: Extensions;
    /**
     * draining: a shutdown began; readiness answers 503 so the load balancer stops sending requests. closing: the
     * listener is closed; every answer closes its connection (issue 34).
     */
    lifecycle: { draining: boolean; closing: boolean };
  }
  interface FastifyRequest {
    client: ClientInfo;
    /** The logged-in user on signed calls (and optional ones that sent a token); null otherwise. */
    userId: number | null;
    /** What the route's `config.sessionRead` read with the session; undefined otherwise. */
    sessionData: unknown;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    sessionRead?: SessionRead;
  }
}
