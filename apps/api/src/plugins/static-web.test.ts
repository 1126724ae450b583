import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from '../../test/harness';

describe('serving the web build from the same origin', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pocket-web-'));
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
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
    expect(res.headers['cache-control']).toContain('immutable');
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
});
