import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

import { PGlite } from '@electric-sql/pglite';

/**
 * A PGlite cluster with every migration applied (migrated-template.ts), dumped once by the build beside the server
 * bundle (`dist/pglite-template.tar.gz`, about 4.5 MB; PGlite's `dumpDataDir`). A new DATA_DIR starts from it instead
 * of running initdb and every migration at the first start: initdb in PGlite's WebAssembly took 2.6-3.2 s and left
 * 800-850 MiB resident (docs/performance.md, fifth pass). The dump is unpacked onto the disk before PGlite opens the
 * directory, which it then finds as a cluster of its own: the same as PGlite's `loadDataDir`, which unpacks it inside
 * its WebAssembly memory, and then keeps that memory (about 100 MiB more at ready). The migrations still run at every
 * start and apply only what the template did not have.
 */
export const PGLITE_TEMPLATE_FILE = 'pglite-template.tar.gz';

/**
 * Writes a fresh in-memory cluster's dump to `file`, after `prepare` (the test setup migrates it first) and
 * gzipped unless told otherwise (a dump loaded into memory by each test file is read faster as plain tar).
 */
export async function writePgliteTemplate(
  file: string,
  { prepare, compression = 'gzip' }: { prepare?: (client: PGlite) => Promise<unknown>; compression?: 'gzip' | 'none' } = {},
): Promise<void> {
  const client = await PGlite.create();
  try {
    await prepare?.(client);
    const dump = await client.dumpDataDir(compression);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** The template the build wrote beside this module (dist/ when bundled), or undefined (sources, tests). */
export function builtPgliteTemplate(): string | undefined {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), PGLITE_TEMPLATE_FILE);
  return existsSync(file) ? file : undefined;
}

/** True when `dir` holds no cluster yet (PostgreSQL writes PG_VERSION at initdb). */
export function holdsNoCluster(dir: string): boolean {
  return !existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * Unpacks the template into `dir`, which holds no cluster: into a sibling first, renamed into place once whole, so
 * that a start cut short never leaves a half cluster that the next start would take for one.
 */
export function startClusterFrom(template: string, dir: string): void {
  const staging = `${dir}.from-template-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    untar(gunzipSync(readFileSync(template)), staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

/** A tar's files and directories (all PGlite's dump holds), under `into`; any other entry is refused. */
function untar(tar: Buffer, into: string): void {
  mkdirSync(into, { recursive: true, mode: 0o750 });
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (from: number, length: number) => header.toString('latin1', from, from + length).replace(/\0[^]*$/, '');
    const prefix = field(257, 5) === 'ustar' ? field(345, 155) : '';
    const name = path.posix.join(prefix, field(0, 100));
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const mode = parseInt(field(100, 8).trim() || '0', 8) & 0o777;
    const type = field(156, 1) || '0';
    // normalize() of an absolute path drops any '..' above its root: nothing lands outside `into`.
    const target = path.join(into, path.posix.normalize(`/${name}`));
    if (type === '5') mkdirSync(target, { recursive: true, mode });
    else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o750 });
      writeFileSync(target, tar.subarray(at + 512, at + 512 + size), { mode });
    } else throw new Error(`PGlite template: entry '${name}' of type '${type}' is neither a file nor a directory`);
    at += 512 + Math.ceil(size / 512) * 512;
  }
}
