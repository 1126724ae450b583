#!/usr/bin/env node
// Installs dependencies from the lockfile when they are missing or the lockfile changed since the last install.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ROOT, runPnpm } from './pnpm.mjs';

const STAMP = path.join(ROOT, 'node_modules', '.pocket-install-stamp');

function installFingerprint() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']) {
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  const patches = path.join(ROOT, 'patches');
  if (existsSync(patches)) for (const f of readdirSync(patches).sort()) hash.update(readFileSync(path.join(patches, f)));
  return hash.digest('hex');
}

export function ensureInstalled() {
  const fingerprint = installFingerprint();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === fingerprint) return;
  console.log('> installing dependencies from pnpm-lock.yaml');
  const code = runPnpm(['install', '--frozen-lockfile', '--prefer-offline']);
  if (code !== 0) {
    console.error('Installing dependencies failed: see the pnpm output above.');
    process.exit(code);
  }
  writeFileSync(STAMP, fingerprint);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) ensureInstalled();
