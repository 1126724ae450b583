import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BOOT_ANSWERS_ELEMENT_ID, bootCallsFor } from '@pocket/contracts/boot-answers';
import { ROUTE_PAGES_FILE } from '@pocket/contracts/web-build';

import { createTestApp } from '../../test/harness';
import { encodingFor, routePages } from './route-pages';

// As the web build writes them (apps/web/build/route-preloads.ts): the shell's script and each route's tags.
const INLINE = "<script>(function(r,p){/* adds the route's links */})([],location.pathname)</script>";
const HTML = `<!doctype html><html><head><title>Pocket</title>${INLINE}<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const HOME_TAGS = '<link rel="modulepreload" crossorigin href="/assets/home-page.js"><link rel="preload" as="style" crossorigin href="/assets/home.css">';
const NOTES = { inlineScript: INLINE, routes: [['^/home/?$', HOME_TAGS], ['^/?$', HOME_TAGS], ['^/billing-details/[^/]+/?$', '<link rel="modulepreload" crossorigin href="/assets/bill.js">']] };

const BOOT = new RegExp(`<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">([^<]*)</script>(?=</body>)`);
/** The page without its boot answers (tested on their own below). */
const withoutBoot = (body: string) => body.replace(BOOT, '');
const bootOf = (body: string): Record<string, unknown> => JSON.parse(BOOT.exec(body)?.[1] ?? 'null') as Record<string, unknown>;

function writeBuild(root: string, notes: unknown) {
  writeFileSync(path.join(root, 'index.html'), HTML);
  writeFileSync(path.join(root, ROUTE_PAGES_FILE), JSON.stringify(notes));
}

describe("a route's page: index.html with the route's preload links written in", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-route-pages-'));
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    writeBuild(root, NOTES);
    app = await createTestApp({ webDist: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers /home and / with the tags of home instead of the script, with the page headers', async () => {
    for (const url of ['/home', '/', '/home?channel=h5']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toContain('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(withoutBoot(res.body)).toBe(HTML.replace(INLINE, HOME_TAGS));
    }
  });

  it('answers a route with a parameter with its own tags', async () => {
    const res = await app.inject('/billing-details/42');
    expect(res.body).toContain('href="/assets/bill.js"');
    expect(res.body).not.toContain('home-page.js');
    expect(res.body).not.toContain(INLINE);
  });

  it('sends the page brotli or gzip compressed as the browser accepts, the same page either way', async () => {
    const br = await app.inject({ url: '/home', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const plain = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(withoutBoot(plain)).toBe(HTML.replace(INLINE, HOME_TAGS));
    expect(br.rawPayload.length).toBeLessThan(plain.length / 2);
    const gzip = await app.inject({ url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(withoutBoot(gunzipSync(gzip.rawPayload).toString('utf8'))).toBe(HTML.replace(INLINE, HOME_TAGS));
  });

  it("carries, just before </body>, the answers of the first screen's start-up calls, as the API answers them", async () => {
    const res = await app.inject({ url: '/home', headers: { 'accept-encoding': 'identity' } });
    const boot = bootOf(res.body);
    const calls = bootCallsFor('/home', '');
    expect(Object.keys(boot)).toEqual(calls);
    for (const call of calls) {
      const answer = await app.inject(call);
      expect(answer.json<{ code: number }>().code).toBe(200);
      expect(boot[call]).toEqual(answer.json());
    }
    expect((boot['/api/v4/product/list'] as { data: { products: unknown[] } }).data.products.length).toBeGreaterThan(0);
  });

  it("carries on another route only every page's calls, with the channel the address names", async () => {
    const res = await app.inject('/billing-details/42?appChannelCode=WM2');
    expect(Object.keys(bootOf(res.body))).toEqual(bootCallsFor('/billing-details/42', '?appChannelCode=WM2'));
    expect(Object.keys(bootOf(res.body))).not.toContain('/api/v4/product/list');
  });

  it('answers the same page again while the answers stay the same, and a new one when they change', async () => {
    const first = await app.inject({ url: '/home', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const other = await app.inject({ url: '/home?appChannelCode=WM2', headers: { 'accept-encoding': 'br' } });
    expect(Object.keys(bootOf(brotliDecompressSync(other.rawPayload).toString('utf8')))[0]).toBe('/api/v1/channel/queryByChannelCode/WM2');
  });

  it('answers an address no route knows with index.html and its script', async () => {
    const res = await app.inject({ url: '/no-such-page', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(HTML);
    expect(res.body).not.toContain(BOOT_ANSWERS_ELEMENT_ID);
  });
});

describe('the notes of the build', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-route-notes-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("are ignored, with the reason, when they name a script this index.html does not hold (another build's)", () => {
    writeBuild(root, { ...NOTES, inlineScript: '<script>other build</script>' });
    const pages = routePages(root, HTML);
    expect(pages.reason).toMatch(/another build/);
    expect(pages.pageFor('/home')).toBeNull();
  });

  it('are ignored, with the reason, when missing or not in their shape', () => {
    expect(routePages(path.join(root, 'nowhere'), HTML).reason).toMatch(/not found/);
    writeBuild(root, { inlineScript: INLINE, routes: [['^/home/?$', 42]] });
    expect(routePages(root, HTML).reason).toMatch(/no inlineScript and routes/);
    writeFileSync(path.join(root, ROUTE_PAGES_FILE), '{ not json');
    expect(routePages(root, HTML).reason).toMatch(/not JSON/);
  });

  it('choose brotli, then gzip, never an encoding refused with q=0', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });
});
