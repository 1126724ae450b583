import type { Plugin } from 'vite';

import { COMPILE_HINT } from '@pocket/contracts/web-build';

import { closure, declaredPages, entryChunk, routePreloads } from './route-preloads';
import type { Bundle, BundleChunk } from './route-preloads';

/**
 * The scripts a first screen runs at once: the entry with every chunk it imports statically, and each route's page
 * with what it imports (the files the route preloads list). Most of their functions run before the first screen
 * shows, so compiling them eagerly costs little that lazy compilation would not have cost on the main thread.
 * Overlays, other lazy chunks and the service worker are left to V8's lazy compilation.
 */
export function firstScreenScripts(bundle: Bundle, pages: ReturnType<typeof declaredPages>): string[] {
  const entry = entryChunk(bundle);
  if (!entry) throw new Error('compile hints: the bundle has no entry chunk');
  const files = new Set(closure(bundle, entry).map((c) => c.fileName));
  for (const [, routeFiles] of routePreloads(bundle, pages)) {
    for (const file of routeFiles) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/** A source map of the code after one line was put before it: every mapping one line down. */
export function mapOneLineDown(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

type Asset = { type: 'asset'; fileName: string; source?: string | Uint8Array };
export type HintedChunk = BundleChunk & { code: string; map?: { mappings: string } | null };
export type HintedBundle = Record<string, HintedChunk | Asset>;

/**
 * Writes the compile hint at the top of each of `files`, once, and moves their source maps (the chunk's own, and the
 * `.map` file written beside it) one line down, so that a production stack trace still reads true
 * (docs/operations.md). The file names keep the hash of the code before the hint: the hint never changes what runs.
 */
export function addCompileHints(bundle: HintedBundle, files: string[]): void {
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const map = bundle[`${file}.map`];
    if (map?.type === 'asset' && map.source !== undefined) {
      map.source = mapOneLineDown(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source));
    }
  }
}

/**
 * Vite plugin (build only): the compile hint on every `firstScreenScripts` file. Measured with unthrottled Chromium
 * traces of cold /home loads, alternating with the build before (docs/performance.md, "Twelfth session"): the main
 * thread's blocking time at 2.5x fell by about a third, because the framework's and the first screen's functions no
 * longer compile one by one on the main thread at their first call.
 */
export function compileHintsPlugin(packagesDir: string): Plugin {
  return {
    name: 'pocket-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as HintedBundle;
        addCompileHints(bundle, firstScreenScripts(bundle as unknown as Bundle, declaredPages(packagesDir)));
      },
    },
  };
}
