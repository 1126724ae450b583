import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { HSTS } from './security-headers';

const NO_CACHE = 'no-cache, no-store, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The desk's Content-Security-Policy: its own scripts, styles and calls only (no inline script, no third party, not
 * even the borrower app's Google sign-in or customer-service host), images from itself (revealed KYC photos are
 * served by the API), never framed.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function adminHtmlHeaders(production: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': ADMIN_CSP,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex, nofollow',
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * Serves the lender's desk (apps/admin's build, Vite base `/admin/`) from the same origin as /api: hashed assets
 * under /admin/assets cached for a year, index.html always revalidated and sent with the desk's strict headers, and
 * every other /admin address answered with index.html (the desk's router draws the page). A missing asset or file is
 * a 404, never the page under another name. Without a build, /admin says how to make one.
 */
export const staticAdmin = fp<{ root: string }>(
  async (app, { root }) => {
    const hasBuild = existsSync(path.join(root, 'index.html'));
    const headers = adminHtmlHeaders(app.appConfig.env === 'production');
    if (!hasBuild) {
      app.log.warn({ root }, 'admin build not found; /admin says how to build it');
      const notBuilt = async (_request: unknown, reply: FastifyReply) =>
        reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('The lender’s desk is not built: run `npm start` (or `npm run build`).');
      app.get('/admin', notBuilt);
      app.get('/admin/*', notBuilt);
      return;
    }
    const page = readFileSync(path.join(root, 'index.html'));
    const sendPage = async (_request: unknown, reply: FastifyReply) =>
      reply.header('Cache-Control', NO_CACHE).headers(headers).type('text/html; charset=utf-8').send(page);

    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/admin/assets/',
      decorateReply: false,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes brotli and gzip twins of each script and style sheet (apps/admin/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply: FastifyReply) {
        reply.header('Cache-Control', IMMUTABLE);
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
    app.get('/admin', sendPage);
    app.get('/admin/*', async (request, reply) => {
      const rest = (request.params as { '*': string })['*'] ?? '';
      // A missing hashed asset (an old build's chunk) or any name with an extension is a 404, not the page.
      if (rest.startsWith('assets/') || /\.[a-z0-9]+$/i.test(rest.split('/').pop() ?? '')) {
        return reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not found');
      }
      return sendPage(request, reply);
    });
  },
  { name: 'static-admin', dependencies: ['context'] },
);
