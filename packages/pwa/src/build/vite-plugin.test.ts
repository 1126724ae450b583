// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pocketPwa } from './vite-plugin';

let root: string;
const out = (file: string) => readFile(path.join(root, 'dist', file), 'utf8');

// A real Vite build of a one-page app with the plugin, as apps/web builds.
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pocket-pwa-build-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>');
  await writeFile(path.join(root, 'main.js'), 'document.body.append("shell");\n');
  await build({ root, logLevel: 'silent', configFile: false, plugins: [pocketPwa()], build: { outDir: 'dist' } });
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('pocketPwa Vite plugin', () => {
  it('links the manifest and the iOS icon from index.html', async () => {
    const html = await out('index.html');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png">');
  });

  it('emits the manifest and the icons it lists', async () => {
    const manifest = JSON.parse(await out('manifest.webmanifest')) as { start_url: string; icons: { src: string }[] };
    expect(manifest.start_url).toBe('/?source=pwa');
    for (const icon of manifest.icons) await expect(out(icon.src.slice(1))).resolves.toBeTruthy();
  });

  it('writes sw.js that precaches the app shell and falls back to index.html for navigations', async () => {
    const sw = await out('sw.js');
    expect(sw).toMatch(/url:"index\.html",revision:"[0-9a-f]+"/);
    // hashed assets are their own revision
    expect(sw).toMatch(/url:"assets\/index-[\w-]+\.js",revision:null/);
    expect(sw).toContain('manifest.webmanifest');
    expect(sw).toMatch(/(\w)="index\.html",\w+\(\)\.createHandlerBoundToURL\(\1\)/);
    // the denylist keeps /api/ and /dev/ navigations on the network
    expect(sw).toContain('denylist:[/^\\/api\\//,/^\\/dev\\//]');
    expect(sw).toContain('SKIP_WAITING');
  });
});
