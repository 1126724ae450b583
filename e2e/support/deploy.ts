import { existsSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { servedWebDist } from './config';

/**
 * Deploys a "new version" of the web app into the copy the server serves, as a build would: a changed sw.js (which the
 * browser treats as an update) with its precompressed brotli and gzip twins written anew, since the server sends those
 * to a browser that accepts them. Returns the undo.
 */
export async function deployNewServiceWorker(): Promise<() => Promise<void>> {
  const dist = servedWebDist();
  if (!dist) throw new Error('No served web copy: deploy journeys need the server the global setup starts');
  const file = path.join(dist, 'sw.js');
  const twins = [`${file}.br`, `${file}.gz`].filter((twin) => existsSync(twin));
  const originals = new Map<string, Buffer>();
  for (const f of [file, ...twins]) originals.set(f, await readFile(f));
  await appendFile(file, `\n// deployed ${new Date().toISOString()}\n`);
  const source = await readFile(file);
  for (const twin of twins) await writeFile(twin, twin.endsWith('.br') ? brotliCompressSync(source) : gzipSync(source));
  return async () => {
    for (const [f, content] of originals) await writeFile(f, content);
  };
}
