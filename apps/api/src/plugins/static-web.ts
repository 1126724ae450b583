import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const NO_CACHE = 'no-cache, no-store, must-revalidate';
/** Files a browser must always revalidate: the shell and the service worker (so updates reach users). */
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

function cacheControlFor(filePath: string): string {
  if (ALWAYS_FRESH.has(path.basename(filePath))) return NO_CACHE;
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app from the same origin as /api: hashed assets cached for a year, index.html and sw.js
 * never cached, and every unknown non-API GET answered with index.html (SPA fallback).
 */
export const staticWeb = fp<{ root: string }>(
  async (app, { root }) => {
    const hasBuild = existsSync(path.join(root, 'index.html'));
    if (!hasBuild) app.log.warn({ root }, 'web build not found; only /api is served');

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        cacheControl: false,
        // @fastify/static 10 passes the Fastify reply here.
        setHeaders(reply: FastifyReply, filePath: string) {
          reply.header('Cache-Control', cacheControlFor(filePath));
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || !hasBuild) {
        return reply.code(404).send({ code: 404, msg: `No such call: ${request.method} ${request.url.split('?')[0]}`, data: null });
      }
      const file = request.url.split('?')[0]!.replace(/^\/+/, '');
      if (file && existsSync(path.join(root, file)) && !file.includes('..')) {
        return reply.header('Cache-Control', cacheControlFor(file)).sendFile(file);
      }
      reply.header('Cache-Control', NO_CACHE);
      return reply.type('text/html').sendFile('index.html');
    });
  },
  { name: 'static-web' },
);
