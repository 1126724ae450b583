import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin, ResolvedConfig } from 'vite';

/** The desk's scripts and styles; below 1 KiB a compressed twin saves less than its headers cost. */
const COMPRESSIBLE = /\.(js|css)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside each script and style sheet of the build, so
 * the server sends them as they are (apps/api/src/plugins/static-admin.ts, `preCompressed`) instead of compressing
 * each answer on the fly at a lower quality. Returns the sizes, for the build's log.
 */
export function precompressAssets(dir: string): { raw: number; brotli: number } {
  let raw = 0;
  let brotli = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    raw += source.length;
    brotli += br.length;
  }
  return { raw, brotli };
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pocket-admin-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const { raw, brotli } = precompressAssets(path.join(config.build.outDir, config.build.assetsDir));
      config.logger.info(`precompressed assets: ${(raw / 1024).toFixed(1)} KiB -> ${(brotli / 1024).toFixed(1)} KiB brotli`);
    },
  };
}
