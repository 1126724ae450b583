import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBrotliDecompress, createGunzip } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BOOT_ANSWERS_ELEMENT_ID, SERVER_ANSWERS_ELEMENT_ID } from '@pocket/contracts/boot-answers';
import { ROUTE_PAGES_FILE } from '@pocket/contracts/web-build';

import { createTestApp } from '../../test/harness';
import { SERVER_RENDER_ENTRY, serverRenderedPage, serverRenderedParts } from './server-render';

// As the web build writes them (server-render.test.ts has the same page without a streaming renderer).
const INLINE = '<script>/* adds the route links */</script>';
const HTML =
  `<!doctype html><html><head><title>Pocket</title>${INLINE}<script type="module" crossorigin src="/assets/index.js"></script></head>` +
  `<body><div id="root"></div><div id="splash" role="status"><b>Pocket</b></div><link rel="stylesheet" crossorigin href="/assets/index.css">\n</body></html>`;
const QP_TAGS = '<link rel="modulepreload" crossorigin href="/assets/qp-page.js">';
const NOTES = { inlineScript: INLINE, routes: [['^/qp/?$', QP_TAGS]] };
// The build's renderer with React's stream, as apps/web/src/entry-server.tsx exports it: the stream waits for the
// test's gate (globalThis.openGate), so the test sees what the browser has before the render; '/qp?fail' throws.
const RENDERER = `import { Readable } from 'node:stream';
export const rendersOnServer = (pathname) => pathname === '/qp';
export async function render() { throw new Error('the page is streamed'); }
export async function renderStream(url, boot) {
  await new Promise((resolve) => { globalThis.openGate = resolve; });
  if (url.includes('fail')) throw new Error('no');
  return { body: Readable.from(['<main>Check my bills', ' ' + url + '</main>']), answers: JSON.stringify({ calls: Object.keys(boot) }) };
}`;

const HEAD_END = '<fieldset id="root" disabled>';

/** GETs `url` with this Accept-Encoding, and gives the decoded text as it arrives. */
function get(port: number, url: string, encoding: string): Promise<{ response: IncomingMessage; text: () => string; done: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path: url, headers: { 'accept-encoding': encoding } }, (response) => {
      const coding = response.headers['content-encoding'];
      const body = coding === 'br' ? response.pipe(createBrotliDecompress()) : coding === 'gzip' ? response.pipe(createGunzip()) : response;
      let text = '';
      body.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      const done = new Promise<string>((end) => body.on('end', () => end(text)));
      resolve({ response, text: () => text, done });
    });
    req.on('error', reject);
    req.end();
  });
}

const until = async (test: () => boolean) => {
  for (let i = 0; i < 200 && !test(); i += 1) await new Promise((r) => setTimeout(r, 10));
};

describe('a server-rendered page in two parts (serverRenderedParts)', () => {
  it('is, with the markup between them, the page serverRenderedPage makes', () => {
    const page = HTML.replace(INLINE, QP_TAGS);
    const css = () => '.app{}';
    const { head, tail } = serverRenderedParts(page, css);
    expect(head.endsWith(HEAD_END)).toBe(true);
    const bodyEnd = '<script type="application/json" id="x">{}</script>';
    expect(head + '<main>m</main>' + tail(bodyEnd)).toBe(serverRenderedPage(page.replace('</body>', `${bodyEnd}</body>`), '<main>m</main>', css));
  });
});

describe('static-web streaming a server-rendered page', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-streamed-page-'));
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let port = 0;
  const gate = () => (globalThis as { openGate?: () => void }).openGate;

  beforeAll(async () => {
    writeFileSync(path.join(root, 'index.html'), HTML);
    writeFileSync(path.join(root, ROUTE_PAGES_FILE), JSON.stringify(NOTES));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets/index.css'), '.app{}');
    mkdirSync(path.join(root, '.ssr'));
    writeFileSync(path.join(root, SERVER_RENDER_ENTRY), RENDERER);
    app = await createTestApp({ webDist: root });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  for (const encoding of ['br', 'gzip', 'identity']) {
    it(`sends the head (inline CSS, the route's preloads) before the render is done, then React's markup and the answers (${encoding})`, async () => {
      delete (globalThis as { openGate?: unknown }).openGate;
      const { response, text, done } = await get(port, '/qp', encoding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      await until(() => text().includes(HEAD_END) && gate() !== undefined);
      // The render has not been let go yet, and the browser already has everything up to #root.
      expect(text().endsWith(HEAD_END)).toBe(true);
      expect(text()).toContain(QP_TAGS);
      expect(text()).toContain('.app{}</style>');
      gate()!();
      const page = await done;
      expect(page).toContain(`${HEAD_END}<main>Check my bills /qp</main></fieldset>`);
      expect(page).toContain(`<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">`);
      expect(page).toMatch(new RegExp(`<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">\\{"calls":\\[[^\\]]+\\]\\}</script></body></html>$`));
      expect(page).not.toContain('id="splash"');
    });
  }

  it('ends the page with an empty #root (the browser renders it) when the render fails', async () => {
    delete (globalThis as { openGate?: unknown }).openGate;
    const { done } = await get(port, '/qp?fail', 'br');
    await until(() => gate() !== undefined);
    gate()!();
    const page = await done;
    expect(page).toContain(`${HEAD_END}</fieldset>`);
    expect(page).toContain(BOOT_ANSWERS_ELEMENT_ID);
    expect(page).not.toContain(SERVER_ANSWERS_ELEMENT_ID);
    expect(page.endsWith('</html>')).toBe(true);
  });
});
