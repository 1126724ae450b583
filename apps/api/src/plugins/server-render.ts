import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

import type { RenderLanguage } from '@pocket/contracts/boot-answers';

/** Where the web build writes its server renderer (`apps/web/src/entry-server.tsx`; a dot folder, never served). */
export const SERVER_RENDER_ENTRY = path.join('.ssr', 'entry-server.mjs');

/** The web build's server renderer of the anonymous first screens (issue 28). */
export interface ServerRenderer {
  /** True when the server renders this address's first screen. */
  rendersOnServer: (pathname: string) => boolean;
  /**
   * The markup of `#root` for this address (path and query), as the browser's first render will be, rendered with
   * the page's boot answers (URL to envelope), and the api's answers it shows (JSON) for the browser's cache.
   */
  render: (url: string, bootAnswers: Record<string, unknown>, language?: RenderLanguage) => Promise<{ html: string; answers: string }>;
  /**
   * The same markup streamed by React's server renderer (`renderToPipeableStream`, every boundary resolved), which
   * the page pipes in after the head it has already sent (static-web.ts). A build without it is served with `render`.
   */
  renderStream?: (url: string, bootAnswers: Record<string, unknown>, language?: RenderLanguage) => Promise<{ body: Readable; answers: string }>;
}

/** The build's renderer, or null (with the reason) when the build has none or it does not load. */
export async function loadServerRenderer(root: string): Promise<{ renderer: ServerRenderer | null; reason?: string }> {
  const file = path.join(root, SERVER_RENDER_ENTRY);
  if (!existsSync(file)) return { renderer: null, reason: `${SERVER_RENDER_ENTRY} not found` };
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<ServerRenderer>;
    if (typeof loaded.render !== 'function' || typeof loaded.rendersOnServer !== 'function') {
      return { renderer: null, reason: `${SERVER_RENDER_ENTRY} has no render and rendersOnServer` };
    }
    const { render, rendersOnServer, renderStream } = loaded;
    return { renderer: { render, rendersOnServer, ...(typeof renderStream === 'function' ? { renderStream } : {}) } };
  } catch (error) {
    return { renderer: null, reason: `${SERVER_RENDER_ENTRY} did not load: ${(error as Error).message}` };
  }
}

/** The app state's cookies (docs/product.md#app-state-and-entities: one cookie per field, its JSON URI-encoded; the token '""' when signed out). */
const TOKEN_COOKIE = 'token';
const LANG_COOKIE = 'lang';

/** A cookie of the app state, as the JSON value the browser's store is restored from (undefined when absent or not JSON). */
function appCookie(cookieHeader: string | undefined, cookie: string): unknown {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== cookie) continue;
    try {
      return JSON.parse(decodeURIComponent(value.join('=')));
    } catch {
      // Not the app's cookie.
    }
  }
  return undefined;
}

/**
 * True when the request carries a signed-in borrower's token: the server then leaves the page to the browser. Its
 * render is the anonymous first screen, and a signed-in borrower's first render would differ (logged-in pages stay
 * client-rendered, docs/performance.md).
 */
export function signedIn(cookieHeader: string | undefined): boolean {
  const token = appCookie(cookieHeader, TOKEN_COOKIE);
  return typeof token === 'string' && token !== '';
}

/**
 * The language the browser's store will say the first screen in (its `lang` cookie, kept from the borrower's
 * choice), when it is one the server renders other than English: `bem` or `ny`. Anything else renders English, as
 * the browser says a language it has no words for.
 */
export function cookieLanguage(cookieHeader: string | undefined): 'bem' | 'ny' | null {
  const lang = appCookie(cookieHeader, LANG_COOKIE);
  return lang === 'bem' || lang === 'ny' ? lang : null;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\s*/g;
const STYLE_PRELOAD_LINK = /<link rel="preload" as="style"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const SPLASH = /<div id="splash"[^>]*>[\s\S]*?<\/div>\s*/;
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The server's first screen is visible at once but takes no input until the browser has hydrated it (a tap or a
 * typed number before that would be lost): `#root` is a disabled fieldset, which disables every field and button in
 * it, and takes no pointer events while disabled. The browser enables it once hydrated (apps/web/src/server-render/
 * hydration.tsx). Styled as the div it stands for.
 */
const ROOT_STYLE = 'fieldset#root{display:block;min-width:0;margin:0;padding:0;border:0}fieldset#root[disabled]{pointer-events:none}';

/**
 * A route's page (index.html with the route's tags) made into its server-rendered page: `#root` holds the server's
 * markup (disabled until hydrated, above), the splash is gone (the page itself is on screen), and the stylesheets the page links (the app's, then the
 * route's own) are written inline into the head, in that order, so the first screen paints styled with no request
 * after the page (the rest of the build's CSS comes with the lazy chunks that need it, as before). The route's scripts and everything else stay as they are. `css` reads a stylesheet of the build.
 */
export function serverRenderedPage(page: string, rootHtml: string, css: (file: string) => string): string {
  const files: string[] = [];
  let out = page.replace(STYLESHEET_LINK, (_link, file: string) => (files.push(file), ''));
  const routeFiles: string[] = [];
  out = out.replace(STYLE_PRELOAD_LINK, (_link, file: string) => (routeFiles.push(file), ''));
  const inlined = [...files, ...routeFiles.filter((file) => !files.includes(file))];
  const styles = inlined.map(css).join('\n');
  // Each inlined file stays named by a disabled link, which the browser does not fetch: Vite's loader of a lazy chunk
  // finds its stylesheet there and does not ask for it again.
  const named = inlined.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  return out
    .replace(SPLASH, '')
    .replace(EMPTY_ROOT, () => `<fieldset id="root" disabled>${rootHtml}</fieldset>`)
    .replace(/<\/head>/i, () => `<style>${ROOT_STYLE}\n${styles.replace(/<\/style/gi, '<\\/style')}</style>${named}</head>`);
}

/** Where the server's markup goes in a server-rendered page: the page is sent as the part before it, then the markup. */
const ROOT_MARK = '\u0000pocket-root\u0000';

/**
 * A server-rendered page in two parts, for streaming (static-web.ts): `head`, everything up to and including the
 * opening of the disabled `#root` (the head with the inline CSS and the route's preload links), sent at once, and
 * `tail`, from the closing of `#root` to the end, with `bodyEnd` written just before `</body>`. The page is
 * `head + markup + tail`, byte for byte what `serverRenderedPage` makes of the same markup.
 */
export function serverRenderedParts(page: string, css: (file: string) => string): { head: string; tail: (bodyEnd: string) => string } {
  const whole = serverRenderedPage(page, ROOT_MARK, css);
  const at = whole.indexOf(ROOT_MARK);
  if (at < 0) throw new Error('The page has no empty #root to render into');
  const head = whole.slice(0, at);
  const rest = whole.slice(at + ROOT_MARK.length);
  return { head, tail: (bodyEnd) => (bodyEnd ? rest.replace(/<\/body>/i, () => `${bodyEnd}</body>`) : rest) };
}

/** Reads the build's stylesheets once each. */
export function buildStylesheets(root: string): (file: string) => string {
  const read = new Map<string, string>();
  return (file) => {
    let text = read.get(file);
    if (text === undefined) {
      const full = path.join(root, file);
      text = !file.includes('..') && existsSync(full) ? readFileSync(full, 'utf8') : '';
      read.set(file, text);
    }
    return text;
  };
}
