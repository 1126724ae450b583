import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { servedWebDist } from './config';

/**
 * Deploys a "new version" of the web app into the copy the server serves: a changed sw.js, which the browser
 * treats as an update. Returns the undo.
 */
export async function deployNewServiceWorker(): Promise<() => Promise<void>> {
  const dist = servedWebDist();
  if (!dist) throw new Error('No served web copy: deploy journeys need the server the global setup starts');
  const file = path.join(dist, 'sw.js');
  const original = await readFile(file);
  await appendFile(file, `\n// deployed ${new Date().toISOString()}\n`);
  return () => writeFile(file, original);
}
