import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bootCallsFor, SERVER_ANSWERS_ELEMENT_ID } from '@pocket/contracts/boot-answers';
import { ROUTE_PAGES_FILE } from '@pocket/contracts/web-build';

import { createTestApp } from '../../test/harness';
import { cookieLanguage, loadServerRenderer, SERVER_RENDER_ENTRY, serverRenderedPage, signedIn } from './server-render';

// As the web build writes them: the splash, the app's stylesheets after it, a route's tags with its own stylesheet.
const INLINE = '<script>/* adds the route links */</script>';
const SPLASH = '<div id="splash" role="status"><b>Pocket</b><span>A Pocket Wallet For All Zambians</span><small>Loading...</small></div>';
const HTML =
  `<!doctype html><html><head><title>Pocket</title>${INLINE}<script type="module" crossorigin src="/assets/index.js"></script></head>` +
  `<body><div id="root"></div>${SPLASH}<link rel="stylesheet" crossorigin href="/assets/base.css">\n<link rel="stylesheet" crossorigin href="/assets/index.css">\n</body></html>`;
const QP_TAGS = '<link rel="preload" as="style" crossorigin href="/assets/field.css"><link rel="modulepreload" crossorigin href="/assets/qp-page.js">';
const NOTES = { inlineScript: INLINE, routes: [['^/qp/?$', QP_TAGS], ['^/me/?$', '<link rel="modulepreload" crossorigin href="/assets/me.js">']] };
const CSS: Record<string, string> = { 'assets/base.css': '.base{}', 'assets/index.css': '.app{}', 'assets/field.css': '.field{}' };
// The build's renderer, as apps/web/src/entry-server.tsx exports it: /qp only; '/qp?fail' throws. In a language, it
// says so, and its answers hold as words the corrections it was given (the real one's: the words its markup said).
const RENDERER = `export const rendersOnServer = (pathname) => pathname === '/qp';
export async function render(url, boot, language) {
  if (url.includes('fail')) throw new Error('no');
  const html = '<main data-testid="quick-repay">Check my bills ' + url + (language ? ' in ' + language.lang : '') + '</main>';
  const words = language ? { words: { [language.lang]: language.corrections } } : {};
  return { html, answers: JSON.stringify({ api: { calls: Object.keys(boot) }, ...words }) };
}`;

describe('a server-rendered page (serverRenderedPage)', () => {
  const page = serverRenderedPage(HTML.replace(INLINE, QP_TAGS), '<main>first screen</main>', (file) => CSS[file] ?? '');

  it('holds the render in #root, disabled until the browser has hydrated it, and no splash', () => {
    expect(page).toContain('<fieldset id="root" disabled><main>first screen</main></fieldset>');
    expect(page).toContain('fieldset#root[disabled]{pointer-events:none}');
    expect(page).not.toContain('splash');
  });

  it("inlines the app's stylesheets, then the route's, in the head, and links none of them", () => {
    expect(page).toMatch(/<style>fieldset#root[^\n]*\n\.base\{\}\n\.app\{\}\n\.field\{\}<\/style>/);
    // Named only by disabled links (not fetched), so that a lazy chunk's loader does not fetch them again.
    const links = page.match(/<link[^>]*\.css"[^>]*>/g);
    expect(links).toEqual(['base.css', 'index.css', 'field.css'].map((file) => `<link rel="stylesheet" href="/assets/${file}" disabled>`));
  });

  it('keeps the scripts and the route’s script preloads', () => {
    expect(page).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/qp-page.js">');
  });
});

describe('static-web with the build’s server renderer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-server-render-'));
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    writeFileSync(path.join(root, 'index.html'), HTML);
    writeFileSync(path.join(root, ROUTE_PAGES_FILE), JSON.stringify(NOTES));
    mkdirSync(path.join(root, 'assets'));
    for (const [file, text] of Object.entries(CSS)) writeFileSync(path.join(root, file), text);
    mkdirSync(path.join(root, '.ssr'));
    writeFileSync(path.join(root, SERVER_RENDER_ENTRY), RENDERER);
    app = await createTestApp({ webDist: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a server-rendered address with its first screen as HTML, styles inline', async () => {
    const res = await app.inject({ url: '/qp?phone=1', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<fieldset id="root" disabled><main data-testid="quick-repay">Check my bills /qp?phone=1</main></fieldset>');
    expect(res.body).toContain('\n.base{}\n.app{}\n.field{}</style>');
    expect(res.body).not.toContain('id="splash"');
  });

  it("is rendered with the page's boot answers, and carries the answers it showed for the browser's cache", async () => {
    const res = await app.inject({ url: '/qp', headers: { 'accept-encoding': 'identity' } });
    const answers = new RegExp(`<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">([^<]*)</script>`).exec(res.body);
    expect(JSON.parse(answers?.[1] ?? 'null')).toEqual({ api: { calls: bootCallsFor('/qp', '') } });
  });

  it('leaves every other address to the browser: empty #root, the splash, linked stylesheets', async () => {
    const res = await app.inject({ url: '/me', headers: { 'accept-encoding': 'identity' } });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(SPLASH);
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(res.body).not.toContain(SERVER_ANSWERS_ELEMENT_ID);
  });

  it('leaves the page to the browser for a signed-in borrower (a token cookie)', async () => {
    const res = await app.inject({ url: '/qp', headers: { 'accept-encoding': 'identity', cookie: `uid=1; token=${encodeURIComponent('"abc"')}` } });
    expect(res.body).toContain('<div id="root"></div>');
    const signedOut = await app.inject({ url: '/qp', headers: { 'accept-encoding': 'identity', cookie: `token=${encodeURIComponent('""')}` } });
    expect(signedOut.body).toContain('<fieldset id="root" disabled><main');
  });

  it("renders in the lang cookie's language (Bemba, Nyanja) with the desk's corrections, and carries what it said", async () => {
    const lang = (value: string) => `lang=${encodeURIComponent(JSON.stringify(value))}`;
    for (const language of ['bem', 'ny']) {
      const res = await app.inject({ url: '/qp', headers: { 'accept-encoding': 'identity', cookie: `uid=1; ${lang(language)}` } });
      expect(res.body).toContain(`Check my bills /qp in ${language}</main>`);
      const served = (await app.inject(`/api/texts/web?lang=${language}`)).json() as { data: { texts: Record<string, string> } };
      const answers = new RegExp(`<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">([^<]*)</script>`).exec(res.body);
      expect(JSON.parse(answers?.[1] ?? 'null').words).toEqual({ [language]: served.data.texts });
    }
    // English, no choice, or a value the app does not speak: the English render, no words.
    for (const cookie of [lang('en'), '', lang('fr'), 'lang=bem']) {
      const res = await app.inject({ url: '/qp', headers: { 'accept-encoding': 'identity', cookie } });
      expect(res.body).toContain('Check my bills /qp</main>');
      expect(res.body).not.toContain('"words"');
    }
  });

  it('answers the page without a render when the render fails', async () => {
    const res = await app.inject({ url: '/qp?fail', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(SPLASH);
  });

  it('never serves the renderer itself', async () => {
    const res = await app.inject('/.ssr/entry-server.mjs');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('rendersOnServer');
  });
});

describe('a signed-in request (signedIn)', () => {
  it('is one whose token cookie holds a token, as the app writes it', () => {
    expect(signedIn(`a=1; token=${encodeURIComponent('"t0k"')}; b=2`)).toBe(true);
    expect(signedIn(`token=${encodeURIComponent('""')}`)).toBe(false);
    expect(signedIn('token=not-json')).toBe(false);
    expect(signedIn('tokens=%22x%22')).toBe(false);
    expect(signedIn(undefined)).toBe(false);
  });
});

describe("a first screen's language (cookieLanguage)", () => {
  it("is the lang cookie's, as the app writes it, when the server renders it: Bemba or Nyanja", () => {
    expect(cookieLanguage(`a=1; lang=${encodeURIComponent('"bem"')}; b=2`)).toBe('bem');
    expect(cookieLanguage(`lang=${encodeURIComponent('"ny"')}`)).toBe('ny');
    expect(cookieLanguage(`lang=${encodeURIComponent('"en"')}`)).toBeNull();
    expect(cookieLanguage('lang=bem')).toBeNull();
    expect(cookieLanguage(`langs=${encodeURIComponent('"bem"')}`)).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });
});

describe('loading the renderer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-server-render-load-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('says why there is none: no file, or a module without render and rendersOnServer', async () => {
    expect((await loadServerRenderer(root)).reason).toMatch(/not found/);
    mkdirSync(path.join(root, '.ssr'));
    writeFileSync(path.join(root, SERVER_RENDER_ENTRY), 'export const other = 1;');
    expect((await loadServerRenderer(root)).reason).toMatch(/no render and rendersOnServer/);
  });
});
