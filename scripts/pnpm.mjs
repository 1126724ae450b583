#!/usr/bin/env node
// Runs the pinned pnpm (10.34.9) without corepack: the one on PATH when it is that version, otherwise a copy
// installed once with npm into .tools/. Usage: node scripts/pnpm.mjs <pnpm args...>
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PINNED = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];
const LOCAL = path.join(ROOT, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

const LOCAL_BIN = path.join(ROOT, '.tools', 'node_modules', '.bin');

// turbo (and every script it runs) finds pnpm on PATH, so the .tools/ copy's bin folder goes first on PATH;
// node's own folder too, so children find the same node when PATH is stripped (env -i PATH=/usr/bin:/bin).
const PATH_PARTS = [LOCAL_BIN, path.dirname(process.execPath), ...(process.env.PATH ?? '').split(path.delimiter)];
export const baseEnv = {
  ...process.env,
  PATH: [...new Set(PATH_PARTS.filter(Boolean))].join(path.delimiter),
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  COREPACK_ENABLE_STRICT: '0',
};

function pathPnpmIsPinned() {
  try {
    return execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: baseEnv }).trim() === PINNED;
  } catch {
    return false;
  }
}

/** The command that runs pnpm PINNED: [file, ...leading args]. */
export function pnpmCommand() {
  if (pathPnpmIsPinned()) return ['pnpm'];
  if (!existsSync(LOCAL)) {
    console.log(`> installing pnpm ${PINNED} into .tools/ (once)`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const r = spawnSync(npm, ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', path.join(ROOT, '.tools'), `pnpm@${PINNED}`], {
      stdio: 'inherit',
      env: baseEnv,
    });
    if (r.status !== 0) throw new Error(`Could not install pnpm ${PINNED} with npm (exit ${r.status})`);
  }
  return [process.execPath, LOCAL];
}

/** Runs pnpm with args in the repo root; returns the exit code. */
export function runPnpm(args, options = {}) {
  const [file, ...lead] = pnpmCommand();
  const r = spawnSync(file, [...lead, ...args], { stdio: 'inherit', cwd: ROOT, env: { ...baseEnv, ...(options.env ?? {}) } });
  return r.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exit(runPnpm(process.argv.slice(2)));
}
