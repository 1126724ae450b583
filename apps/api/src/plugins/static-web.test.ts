import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from '../../test/harness';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))})`;

function writeBuild(root: string, csHost = '') {
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(root, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(root, '.web-build.json'), JSON.stringify({ customerServiceHost: csHost }));
}

describe('serving the web build from the same origin', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-web-'));
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    writeBuild(root);
    app = await createTestApp({ webDist: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends index.html at / with no-cache', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toContain('no-cache');
  });

  it('sends sw.js with no-cache so updates reach users', async () => {
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli twin of a hashed asset to a browser that accepts br', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin when the browser accepts only gzip, and the plain file when it accepts neither', async () => {
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a missing hashed asset with 404, never with the page', async () => {
    const res = await app.inject('/assets/gone-zzz999.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('answers any other missing file (a name with an extension, such as /favicon.ico) with 404, never with the page', async () => {
    for (const url of ['/favicon.ico', '/icons/gone.png', '/robots.txt']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });

  it('never serves the build notes (dotfiles)', async () => {
    const res = await app.inject('/.web-build.json');
    expect(res.statusCode).toBe(404);
  });

  it('falls back to index.html for app routes (SPA)', async () => {
    const res = await app.inject('/billing-details/42?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('never answers an unknown /api call with the page', async () => {
    const res = await app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });

  it('compresses an API answer larger than the threshold and leaves a small one alone', async () => {
    const big = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toBeDefined();
    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(200);
  });
});

describe('security headers on every HTML answer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-web-'));
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let production: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    writeBuild(root, 'https://cs.example.com');
    app = await createTestApp({ webDist: root });
    production = await createTestApp({ webDist: root, env: 'production' });
  });
  afterAll(async () => {
    await app.close();
    await production.close();
    rmSync(root, { recursive: true, force: true });
  });

  for (const url of ['/', '/home', '/index.html']) {
    it(`refuses framing, sniffing and foreign scripts on ${url}`, async () => {
      const res = await app.inject(url);
      expect(res.headers['content-type']).toContain('text/html');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client https:\/\/cs\.example\.com(;|$)/);
      expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }

  it('lets the customer-service chat connect to its host (websocket too) and Google sign-in show its frame', async () => {
    const csp = String((await app.inject('/home')).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com\/gsi\/ https:\/\/cs\.example\.com wss:\/\/cs\.example\.com/);
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/ https://cs.example.com');
  });

  it('refuses framing and sniffing on the other HTML pages too (sandbox phone page)', async () => {
    const res = await app.inject('/dev/phone');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS in production only', async () => {
    expect((await app.inject('/home')).headers['strict-transport-security']).toBeUndefined();
    const res = await production.inject('/home');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
