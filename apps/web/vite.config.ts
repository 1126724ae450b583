import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, loadEnv } from 'vite';

import { pocketPwa } from '@pocket/pwa/vite-plugin';

import { precompress } from './build/precompress';
import { routePreloadsPlugin } from './build/route-preloads';
import { splashFirstPlugin } from './build/splash-first';

/**
 * The small modules the landing page's first screen shares with other pages (its queries, money, the notices' turn,
 * react-vant's Cell, Radio and checker, the back arrow), the holidays notice it may open at once and the install offer
 * with its tracking call: one chunk with the shell's own shared code (what these import from it comes along), instead
 * of a dozen chunks under 1.5 KiB gz. On HTTP/1.1 (six connections) each costs a round trip before a first screen can
 * show; Lighthouse's simulated LCP on /home fell from about 2.9 to 1.9 s with the boot answers and the largest-first
 * links (docs/performance.md, "Tenth session"). Other pages load a few KiB more they may not need.
 */
const HOME_BASE_MODULES = [
  'packages/contracts/src/money/',
  'packages/contracts/src/constants.ts',
  'packages/app-core/src/overlays/',
  'packages/ui-kit/src/notice/',
  'packages/api-client/src/endpoints/user-auth-process-step.ts',
  // The install offer and its tracking call: a first visit opens it 1 s after start-up (spec section 4).
  'packages/api-client/src/endpoints/buried-point-v2.ts',
  'packages/pwa/src/overlays/pwa-install-overlay.tsx',
  'packages/borrow/src/api/my-loan-info.ts',
  'packages/borrow/src/api/product-list.ts',
  'packages/borrow/src/model/order-status.ts',
  'packages/borrow/src/model/default-ask.ts',
  'packages/vip/src/api/get-vip-card-info.ts',
  'packages/activities/src/model/use-turn.ts',
  'packages/activities/src/model/blocking-overlays.ts',
  'packages/activities/src/overlays/holidays-overlay.tsx',
  'react-vant/es/cell/',
  'react-vant/es/radio/',
  'react-vant/es/checkbox/Checker.js',
  '@react-vant/icons/es/ArrowLeft.js',
];

/**
 * Libraries every first screen runs (React, the router, the store, the HTTP client, react-vant's shared helpers) go
 * into two long-lived chunks instead of some forty small ones: on a 2G phone each request costs a round trip, and
 * the hashes of these chunks change only when a library version does. Pages, overlays and their own libraries stay
 * in their lazy chunks (docs/performance.md).
 */
const FIRST_SCREEN_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(preact|react|react-dom|scheduler|react-redux|redux|redux-thunk|redux-persist|@reduxjs|immer|reselect|use-sync-external-store|@tanstack)[\\/]/,
    priority: 2,
  },
  {
    name: 'ui-base',
    // Icons: only their shared base. An icon goes with the component that draws it (Field's question mark was on
    // /home's first load while it was in this group).
    test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-vant[\\/]es[\\/](hooks|utils|config-provider|popup|overlay|toast|loading|button|icon)[\\/]|@react-vant[\\/]icons[\\/]es[\\/]IconBase\.|(tslib|react-transition-group|classnames|clsx)[\\/])/,
    priority: 1,
  },
  {
    name: 'home-base',
    test: (id: string) => HOME_BASE_MODULES.some((module) => id.replaceAll('\\', '/').includes(module)),
    priority: 0,
  },
];

/**
 * The production bundle runs on Preact's React-compatible layer instead of react-dom (about 55 KiB gz less on every
 * first screen, docs/performance.md). Dev, unit tests and Storybook keep React 19; the browser journeys (e2e) run
 * against this build. POCKET_REACT=1 builds with React itself (to compare, or if a library ever needs React).
 */
function preactAliases() {
  // Absolute ESM files: the feature packages import react, and preact is a dependency of this app only.
  const root = path.dirname(path.dirname(createRequire(import.meta.url).resolve('preact')));
  const at = (file: string) => path.join(root, file);
  return [
    { find: /^react-dom\/client$/, replacement: at('compat/client.mjs') },
    { find: /^react-dom$/, replacement: at('compat/dist/compat.mjs') },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: at('jsx-runtime/dist/jsxRuntime.mjs') },
    { find: /^react$/, replacement: at('compat/dist/compat.mjs') },
  ];
}

/**
 * One copy of useSyncExternalStore's selector helper: react-redux imports the plain build, TanStack's store the shim
 * for React < 18. React 19 and preact/compat both have useSyncExternalStore, so the shim is never needed.
 */
const ONE_USE_SYNC_EXTERNAL_STORE = {
  find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
  replacement: 'use-sync-external-store/with-selector.js',
};

// Dev server proxies /api to the API on 8080 so the app and the server share one origin, as in production.
// BUNDLE_REPORT=1 writes dist-report/bundle.html (rollup-plugin-visualizer: which module weighs what, gzip and brotli).
export default defineConfig(({ mode, command }) => {
  const preact = command === 'build' && !process.env.POCKET_REACT;
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const customerServiceHost = (env.VITE_CS_HOST ?? '').trim().replace(/\/+$/, '');
  return {
    plugins: [
      react(),
      pocketPwa(),
      splashFirstPlugin(),
      routePreloadsPlugin(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages')),
      precompress({ customerServiceHost }),
      ...(process.env.BUNDLE_REPORT
        ? [visualizer({ filename: 'dist-report/bundle.html', gzipSize: true, brotliSize: true, template: 'treemap' })]
        : []),
    ],
    resolve: { alias: [ONE_USE_SYNC_EXTERNAL_STORE, ...(preact ? preactAliases() : [])] },
    server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
    build: {
      target: 'es2020',
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
