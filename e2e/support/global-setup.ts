import { cp } from 'node:fs/promises';
import path from 'node:path';

import { builtArtifactsMissing, EXTERNAL_SERVER, publishServer, REPO_ROOT, WEB_DIST } from './config';
import { startServer } from './server-process';

/**
 * Starts the REAL production server (apps/api/dist/server.js, which also serves apps/web/dist) on a free port with a
 * fresh temporary DATA_DIR (PGlite) and the sandbox on, and waits for /api/health. Builds nothing: run
 * `npm run build` first. The server serves a temporary copy of apps/web/dist. Returns the teardown that stops the
 * server and deletes the data and the copy.
 */
export default async function globalSetup() {
  if (EXTERNAL_SERVER) return undefined;
  const missing = builtArtifactsMissing();
  if (missing.length > 0) {
    throw new Error(`Build first (npm run build); missing: ${missing.map((f) => path.relative(REPO_ROOT, f)).join(', ')}`);
  }
  // A copy, so that the update journey can deploy a new sw.js without touching the real build.
  let webDist = '';
  const server = await startServer(async (workDir) => {
    webDist = path.join(workDir, 'web');
    await cp(WEB_DIST, webDist, { recursive: true });
    return webDist;
  });
  publishServer(server.url, webDist);
  return server.stop;
}
