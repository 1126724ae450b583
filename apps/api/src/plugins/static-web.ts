import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { bootAnswersElement, type RenderLanguage, SERVER_ANSWERS_ELEMENT_ID } from '@pocket/contracts/boot-answers';

import { bootAnswersOf } from './boot-answers';
import { firstScreenLanguage } from './first-screen-language';
import { encodingFor, routePages } from './route-pages';
import { htmlSecurityHeaders, inlineScriptHashes, readWebBuildInfo } from './security-headers';
import { loadServerRenderer, signedIn } from './server-render';
import { streamedPage } from './streamed-page';

const NO_CACHE = 'no-cache, no-store, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files a browser must always revalidate: the shell and the service worker (so updates reach users). */
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);
/** Files written at build time next to each text asset: brotli and gzip twins (apps/web/build/precompress.ts). */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** The served file's own name, whichever precompressed twin was actually sent. */
const servedName = (filePath: string) => filePath.replace(COMPRESSED_SUFFIX, '');

function cacheControlFor(filePath: string): string {
  const file = servedName(filePath);
  if (ALWAYS_FRESH.has(path.basename(file))) return NO_CACHE;
  if (file.includes(`${path.sep}assets${path.sep}`) || file.startsWith(`assets${path.sep}`)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * Serves the built web app from the same origin as /api: hashed assets cached for a year and sent precompressed
 * (brotli or gzip written at build time, chosen by Accept-Encoding), index.html and sw.js always revalidated, every
 * HTML answer with the security headers (CSP, no framing, nosniff, referrer policy, HSTS in production), and every
 * unknown non-API GET answered with index.html (SPA fallback), or for a route's address with its page (index.html with
 * that route's preload links written in: route-pages.ts).
 */
export const staticWeb = fp<{ root: string }>(
  async (app, { root }) => {
    const hasBuild = existsSync(path.join(root, 'index.html'));
    if (!hasBuild) app.log.warn({ root }, 'web build not found; only /api is served');

    const html = hasBuild ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
    const pages = routePages(root, html);
    if (hasBuild && pages.reason) app.log.warn({ root }, `route pages off: ${pages.reason}; every address gets index.html`);
    const { renderer, reason: noRenderer } = hasBuild && !pages.reason ? await loadServerRenderer(root) : { renderer: null };
    if (hasBuild && noRenderer) app.log.warn({ root }, `server rendering off: ${noRenderer}; every first screen renders in the browser`);
    const htmlHeaders = htmlSecurityHeaders(
      { customerServiceHost: readWebBuildInfo(root).customerServiceHost, inlineScriptHashes: inlineScriptHashes(html) },
      app.appConfig.env === 'production',
    );

    // Other HTML (the API docs, the sandbox phone page) gets the same refusals; not the app's script policy, which
    // their inline scripts would break.
    const otherHtmlHeaders = { ...htmlHeaders, 'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'" };
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
        reply.headers(otherHtmlHeaders);
      }
      done(null, payload);
    });

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        // @fastify/static 10 passes the Fastify reply here.
        setHeaders(reply: FastifyReply, filePath: string) {
          reply.header('Cache-Control', cacheControlFor(filePath));
          reply.header('X-Content-Type-Options', 'nosniff');
          if (servedName(filePath).endsWith('.html')) reply.headers(htmlHeaders);
        },
      });
    }

    // A render that fails leaves #root empty: the browser renders the page itself, as for any other address.
    const renderFirstScreen = async (url: string, answers: Record<string, unknown>, language: RenderLanguage | undefined) => {
      try {
        const render = await renderer?.render(url, answers, language);
        return render && typeof render.html === 'string' && render.html !== '' ? render : null;
      } catch (error) {
        app.log.warn({ url, err: error }, 'server render failed; the page renders in the browser');
        return null;
      }
    };

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || !hasBuild) {
        return reply.code(404).send({ code: 404, msg: `No such call: ${request.method} ${request.url.split('?')[0]}`, data: null });
      }
      const file = request.url.split('?')[0]!.replace(/^\/+/, '');
      const isFile = file !== '' && !file.includes('..') && !file.split('/').some((part) => part.startsWith('.'));
      if (isFile && existsSync(path.join(root, file))) {
        return reply.header('Cache-Control', cacheControlFor(file)).sendFile(file);
      }
      // A missing hashed asset (an old build's chunk) or any other missing file (a name with an extension, such as
      // /favicon.ico) is a 404, never the page under another file's name; only an app address gets the page.
      if (file.startsWith('assets/') || file.startsWith('.') || /\.[a-z0-9]+$/i.test(file.split('/').pop() ?? '')) {
        return reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not found');
      }
      reply.header('Cache-Control', NO_CACHE).headers(htmlHeaders);
      const [pathname, query = ''] = request.url.split('?', 2) as [string, string?];
      const rendered = renderer?.rendersOnServer(pathname) === true && !signedIn(request.headers.cookie);
      // Streamed (issue 28): the head (inline CSS, the route's preload links) goes out at once, before the boot
      // answers are asked for and the first screen is rendered; React's stream of the markup follows, then the answers.
      const parts = rendered && renderer?.renderStream ? pages.partsFor(pathname) : null;
      if (parts && renderer?.renderStream) {
        const encoding = encodingFor(request.headers['accept-encoding']);
        const page = streamedPage(encoding);
        const renderStream = renderer.renderStream;
        reply.header('Vary', 'Accept-Encoding');
        if (encoding) reply.header('Content-Encoding', encoding);
        void (async () => {
          let bodyEnd = '';
          try {
            await page.send(parts.head);
            const [answers, language] = await Promise.all([bootAnswersOf(app, pathname, query), firstScreenLanguage(app, request.headers.cookie)]);
            bodyEnd = Object.keys(answers).length > 0 ? bootAnswersElement(answers) : '';
            // A render that fails leaves #root empty (the browser renders the page itself, main.tsx).
            const render = await renderStream(request.url, answers, language).catch((error: unknown) => {
              app.log.warn({ url: request.url, err: error }, 'server render failed; the page renders in the browser');
              return null;
            });
            if (render) {
              await page.pipeIn(render.body);
              bodyEnd += `<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">${render.answers}</script>`;
            }
          } catch (error) {
            app.log.warn({ url: request.url, err: error }, 'streamed page cut short');
          }
          page.end(parts.tail(bodyEnd));
        })();
        return reply.type('text/html; charset=utf-8').send(page.out);
      }
      // A route's page carries its first screen's start-up answers (boot-answers.ts): no API round trip before it shows.
      const answers = pages.knows(pathname) ? await bootAnswersOf(app, pathname, query) : {};
      // An anonymous first screen arrives as HTML (issue 28): the server's render in #root, hydrated by the browser,
      // and the api's answers it shows for the browser's cache.
      const render = rendered ? await renderFirstScreen(request.url, answers, await firstScreenLanguage(app, request.headers.cookie)) : null;
      const bodyEnd =
        (Object.keys(answers).length > 0 ? bootAnswersElement(answers) : '') +
        (render ? `<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">${render.answers}</script>` : '');
      const page = pages.pageFor(pathname, request.headers['accept-encoding'], bodyEnd, render?.html ?? '');
      if (page) {
        reply.header('Vary', 'Accept-Encoding');
        if (page.encoding) reply.header('Content-Encoding', page.encoding);
        return reply.type('text/html; charset=utf-8').send(page.body);
      }
      return reply.type('text/html').sendFile('index.html');
    });
  },
  { name: 'static-web', dependencies: ['context'] },
);
