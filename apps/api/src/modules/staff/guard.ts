import { timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { STAFF_COOKIE, STAFF_CSRF_HEADER, STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';
import { STAFF_PATH_PREFIX } from '@pocket/contracts/staff';

import { forbidden, unauthorized } from '../../plugins/errors';
import { allows, permissionKey } from './permissions';
import type { Permission } from './permissions';
import type { StaffActor, StaffService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on /api/staff routes (null elsewhere and before sign-in). */
    staff: StaffActor | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every staff route's prefix (the contracts' own). */
export const STAFF_PREFIX = STAFF_PATH_PREFIX;

/** The token of the `pocket_staff` cookie, or null. */
export function staffCookieToken(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STAFF_COOKIE) return value.join('=') || null;
  }
  return null;
}

const cookieAttributes = 'Path=/api/staff; HttpOnly; Secure; SameSite=Strict';
export const setStaffCookie = (reply: FastifyReply, token: string) =>
  reply.header('Set-Cookie', `${STAFF_COOKIE}=${token}; ${cookieAttributes}; Max-Age=${STAFF_SESSION_ABSOLUTE_MS / 1000}`);
export const clearStaffCookie = (reply: FastifyReply) => reply.header('Set-Cookie', `${STAFF_COOKIE}=; ${cookieAttributes}; Max-Age=0`);

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface GuardOptions {
  service: StaffService;
  permissions: Readonly<Record<string, Permission>>;
  /** Every /api/staff route registered after the guard, as `METHOD /path` (the permission test walks them). */
  routes: string[];
  /** The /api/staff routes registered without a contract (`staffRoute`), as `METHOD /path`: none is the rule. */
  handWritten?: string[];
}

/**
 * The staff guard: every /api/staff route is looked up in the permission table (deny by default: no entry, 403), then
 * the `pocket_staff` cookie's session (401), then on writes the X-CSRF-Token header (403), then the roles (403).
 * Borrower tokens are never read here, and borrower routes never read this cookie.
 */
export const staffGuard = fp<GuardOptions>(
  async (app: FastifyInstance, { service, permissions, routes, handWritten }) => {
    app.decorateRequest('staff', null);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(STAFF_PREFIX)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push(permissionKey(method, route.url));
        if (!route.config?.staffCall) handWritten?.push(permissionKey(method, route.url));
      }
    });
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith(STAFF_PREFIX)) return;
      const permission = permissions[permissionKey(request.method === 'HEAD' ? 'GET' : request.method, url)];
      if (permission === undefined) throw forbidden(STAFF_SESSION_MESSAGES.forbidden);
      if (permission === 'anyone') return;
      const token = staffCookieToken(request.headers.cookie);
      const actor = token ? await service.actorOf(token) : null;
      if (!actor) throw unauthorized(token ? STAFF_SESSION_MESSAGES.expired : STAFF_SESSION_MESSAGES.signedOut);
      if (WRITES.has(request.method)) {
        const given = request.headers[STAFF_CSRF_HEADER];
        if (typeof given !== 'string' || !sameText(given, actor.csrfToken)) throw forbidden(STAFF_SESSION_MESSAGES.csrf);
      }
      if (!allows(permission, true, actor.roles)) throw forbidden(STAFF_SESSION_MESSAGES.forbidden);
      request.staff = actor;
    });
  },
  { name: 'staff-guard', dependencies: ['context'] },
);
