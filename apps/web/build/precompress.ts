import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin, ResolvedConfig } from 'vite';

import { WEB_BUILD_INFO_FILE } from '@pocket/contracts/web-build';
import type { WebBuildInfo } from '@pocket/contracts/web-build';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed twin saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to each text file, when smaller. */
export function precompressDir(dir: string): { files: number; raw: number; brotli: number } {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of filesUnder(dir)) {
    // Build notes (dotfiles) are read by the server, never sent.
    if (path.basename(file).startsWith('.') || !COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const br = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gz = gzipSync(source, { level: 9 });
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    files += 1;
    raw += source.length;
    brotli += Math.min(br.length, source.length);
  }
  return { files, raw, brotli };
}

/**
 * Precompresses the build at the very end (after the service worker is written), so the server can send brotli or
 * gzip without compressing on every request. Also writes `.web-build.json`: what the server must know about this build
 * (the customer-service host baked into it, for the Content-Security-Policy).
 */
export function precompress(options: { customerServiceHost: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pocket-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const info: WebBuildInfo = { customerServiceHost: options.customerServiceHost };
        writeFileSync(path.join(outDir, WEB_BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
        const { files, raw, brotli } = precompressDir(outDir);
        config.logger.info(
          `[pocket-precompress] ${files} files: ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB brotli`,
        );
      },
    },
  };
}
