import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from '../../test/harness';
import { ADMIN_CSP } from './static-admin';

const DESK_PAGE = '<!doctype html><title>Pocket desk</title><div id="root"></div><script type="module" src="/admin/assets/index-abc.js"></script>';
const WEB_PAGE = '<!doctype html><title>Pocket</title><div id="root"></div>';

describe('serving the lender’s desk at /admin', () => {
  const adminDist = mkdtempSync(path.join(tmpdir(), 'pocket-admin-'));
  const webDist = mkdtempSync(path.join(tmpdir(), 'pocket-web-'));
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    mkdirSync(path.join(adminDist, 'assets'));
    writeFileSync(path.join(adminDist, 'index.html'), DESK_PAGE);
    writeFileSync(path.join(adminDist, 'assets', 'index-abc.js'), 'console.log("desk")');
    writeFileSync(path.join(adminDist, 'assets', 'index-abc.js.br'), brotliCompressSync('console.log("desk")'));
    writeFileSync(path.join(webDist, 'index.html'), WEB_PAGE);
    app = await createTestApp({ adminDist, webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(adminDist, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/login', '/admin/borrowers/42', '/admin/audit?actor=a%40pocket.test'])(
    'answers %s with the desk page and its strict headers',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(DESK_PAGE);
      expect(res.headers['content-security-policy']).toBe(ADMIN_CSP);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('no-store');
    },
  );

  it('allows no inline script, no other origin and no framing', () => {
    expect(ADMIN_CSP).toContain("script-src 'self';");
    expect(ADMIN_CSP).not.toContain('unsafe-inline');
    expect(ADMIN_CSP).not.toContain('https:');
    expect(ADMIN_CSP).toContain("frame-ancestors 'none'");
  });

  it('serves the hashed assets for a year', async () => {
    const res = await app.inject('/admin/assets/index-abc.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("desk")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli twin the build wrote to a browser that accepts br', async () => {
    const res = await app.inject({ url: '/admin/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("desk")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset or file with 404, never the page', async () => {
    for (const url of ['/admin/assets/old-chunk.js', '/admin/favicon.ico', '/admin/assets/../index.html.bak']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('leaves the borrower app and the API to their own routes', async () => {
    expect((await app.inject('/home')).body).toBe(WEB_PAGE);
    expect((await app.inject('/administrator')).body).toBe(WEB_PAGE);
    const api = await app.inject('/api/staff/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });
});

describe('without a desk build', () => {
  it('says how to build it at /admin', async () => {
    const app = await createTestApp();
    const res = await app.inject('/admin/borrowers');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm start');
    await app.close();
  });
});
