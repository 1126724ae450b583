import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { ROUTE_PAGES_FILE, routePagesSchema } from '@pocket/contracts/web-build';

import { buildStylesheets, serverRenderedPage, serverRenderedParts } from './server-render';

/** A route's page as sent: brotli or gzip when the browser takes it (as index.html's precompressed twins are). */
export type RoutePage = { body: Buffer; encoding: 'br' | 'gzip' | null };
type Encoded = { plain: Buffer; br: Buffer; gzip: Buffer };

/** The encoding to send, by the browser's Accept-Encoding: brotli first, then gzip ('q=0' refuses one). */
export function encodingFor(acceptEncoding: string | undefined): RoutePage['encoding'] {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * The page to answer for an address of the app: index.html with its route-preload script replaced by the tags of the
 * route the address shows (the parser finds them without running a script), or null for an address no route knows
 * (index.html itself then, whose script does the same in the browser). With no notes from the build, or notes that do
 * not match this index.html (another build's), every address gets index.html: `reason` says why.
 */
export function routePages(
  root: string,
  html: string,
): {
  /** True when a route knows the address (its page is answered, not index.html). */
  knows: (pathname: string) => boolean;
  /**
   * The page, with `bodyEnd` written just before `</body>` and, when the server rendered the first screen, `rootHtml`
   * in `#root` (`serverRenderedPage`); null for an address no route knows.
   */
  pageFor: (pathname: string, acceptEncoding?: string, bodyEnd?: string, rootHtml?: string) => RoutePage | null;
  /**
   * A server-rendered page in two parts, to stream the server's markup in between (`serverRenderedParts`); null for
   * an address no route knows.
   */
  partsFor: (pathname: string) => ReturnType<typeof serverRenderedParts> | null;
  reason?: string;
} {
  const file = path.join(root, ROUTE_PAGES_FILE);
  const none = (reason: string) => ({ knows: () => false, pageFor: () => null, partsFor: () => null, reason });
  if (!existsSync(file)) return none(`${ROUTE_PAGES_FILE} not found`);
  let notes: unknown;
  try {
    notes = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return none(`${ROUTE_PAGES_FILE} is not JSON: ${(error as Error).message}`);
  }
  const parsed = routePagesSchema.safeParse(notes);
  if (!parsed.success) return none(`${ROUTE_PAGES_FILE} has no inlineScript and routes`);
  const pages = parsed.data;
  if (!html.includes(pages.inlineScript)) return none(`index.html does not hold the script ${ROUTE_PAGES_FILE} names (another build)`);
  const { inlineScript } = pages;
  const routes = pages.routes.map(([pattern, tags]) => ({
    pattern: new RegExp(pattern),
    tags,
    page: null as (Encoded & { made: string }) | null,
    parts: null as ReturnType<typeof serverRenderedParts> | null,
  }));
  const stylesheets = buildStylesheets(root);
  return {
    knows: (pathname) => routes.some((r) => r.pattern.test(pathname)),
    partsFor(pathname) {
      const route = routes.find((r) => r.pattern.test(pathname));
      if (!route) return null;
      route.parts ??= serverRenderedParts(html.replace(inlineScript, () => route.tags), stylesheets);
      return route.parts;
    },
    pageFor(pathname, acceptEncoding, bodyEnd = '', rootHtml = '') {
      const route = routes.find((r) => r.pattern.test(pathname));
      if (!route) return null;
      // Made on the first visit of each route, then kept while what it is made of (the boot answers, the server's
      // render) stays the same: a few KiB each, compressed once per change.
      const made = `${bodyEnd}\u0000${rootHtml}`;
      if (route.page?.made !== made) {
        const withTags = html.replace(inlineScript, () => route.tags);
        const withEnd = bodyEnd ? withTags.replace(/<\/body>/i, () => `${bodyEnd}</body>`) : withTags;
        const plain = Buffer.from(rootHtml ? serverRenderedPage(withEnd, rootHtml, stylesheets) : withEnd, 'utf8');
        route.page = {
          made,
          plain,
          br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
          gzip: gzipSync(plain, { level: 9 }),
        };
      }
      const encoding = encodingFor(acceptEncoding);
      return { body: encoding ? route.page[encoding] : route.page.plain, encoding };
    },
  };
}
