import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, loadEnv } from 'vite';
import type { UserConfig } from 'vite';

import { pocketPwa } from '@pocket/pwa/vite-plugin';

import { FIRST_SCREEN_GROUPS } from './build/chunk-groups';
import { compileHintsPlugin } from './build/compile-hints';
import { precompress } from './build/precompress';
import { reactVantCssPlugin } from './build/react-vant-css';
import { routePreloadsPlugin } from './build/route-preloads';
import { splashFirstPlugin } from './build/splash-first';

/**
 * One copy of useSyncExternalStore's selector helper: react-redux imports the plain build, TanStack's store the shim
 * for React < 18. React 19 has useSyncExternalStore, so the shim is never needed.
 */
const ONE_USE_SYNC_EXTERNAL_STORE = {
  find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
  replacement: 'use-sync-external-store/with-selector.js',
};

/** The feature packages, whose declared pages the route preloads and the compile hints read. */
const packagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages');

// Dev server proxies /api to the API on 8080 so the app and the server share one origin, as in production.
// BUNDLE_REPORT=1 writes dist-report/bundle.html (rollup-plugin-visualizer: which module weighs what, gzip and brotli).

/**
 * `vite build --ssr src/entry-server.tsx`: the server's renderer of the anonymous first screens (issue 28), written into
 * the build's `.ssr` folder (a dot folder: the API never serves it, the service worker never precaches it), every
 * library bundled in so that the API loads it from wherever the build is copied.
 */
const serverRenderBuild: UserConfig = {
  plugins: [react()],
  resolve: { alias: [ONE_USE_SYNC_EXTERNAL_STORE] },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist/.ssr',
    emptyOutDir: false,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
    // .mjs: an ES module wherever the build is copied, with or without a package.json beside it.
    rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
  },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  if (isSsrBuild) return serverRenderBuild;
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const customerServiceHost = (env.VITE_CS_HOST ?? '').trim().replace(/\/+$/, '');
  return {
    plugins: [
      react(),
      reactVantCssPlugin(),
      pocketPwa(),
      splashFirstPlugin(),
      routePreloadsPlugin(packagesDir),
      compileHintsPlugin(packagesDir),
      precompress({ customerServiceHost }),
      ...(process.env.BUNDLE_REPORT
        ? [visualizer({ filename: 'dist-report/bundle.html', gzipSize: true, brotliSize: true, template: 'treemap' })]
        : []),
    ],
    resolve: { alias: [ONE_USE_SYNC_EXTERNAL_STORE] },
    server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
    build: {
      target: 'es2020',
      // The development copy (`build:dev`, dist-dev: React's development build, for the journeys that read React's
      // own hydration messages, docs/performance.md) keeps the components' names, so that its messages name them.
      minify: mode !== 'development',
      // Maps are written for reading a production stack trace (docs/operations.md), not announced to every browser:
      // the comment that names them was about 40 bytes gz in each of the thirty-odd files of a first load.
      sourcemap: 'hidden',
      assetsInlineLimit: 2048,
      // Every browser the es2020 target allows knows <link rel="modulepreload">: the polyfill would be dead code.
      // index.html preloads everything the entry imports. A lazy chunk's own CSS still loads with it (Vite's preload
      // helper), but its scripts are not listed for every dynamic import: that list of every chunk's name, in the
      // entry, was about 1.6 KiB gz of each first load. A first load gets its route's scripts as preload links from
      // the page (build/route-preloads.ts); later pages come from the service worker's precache.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
      },
      rolldownOptions: { output: { codeSplitting: { groups: FIRST_SCREEN_GROUPS } } },
    },
  };
});
