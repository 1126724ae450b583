#!/usr/bin/env node
// `npm start`: installs what is missing, builds (turbo replays its cache when nothing changed), then runs the
// server in this same process on http://localhost:8080 (PORT and DATA_DIR honoured).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ensureInstalled } from './install.mjs';
import { ROOT, runPnpm } from './pnpm.mjs';

ensureInstalled();

console.log('> building the web app and the server (cached after the first run)');
const code = runPnpm(['exec', 'turbo', 'run', 'build', '--filter=@pocket/api...', '--output-logs=errors-only']);
if (code !== 0) {
  console.error('The build failed: see the output above.');
  process.exit(code);
}

process.env.DATA_DIR ||= path.join(ROOT, '.data');
await import(pathToFileURL(path.join(ROOT, 'apps', 'api', 'dist', 'server.js')).href);
