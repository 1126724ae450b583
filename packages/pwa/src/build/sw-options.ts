import type { GenerateSWOptions } from 'workbox-build';

import { SERVICE_WORKER_PATH } from '@pocket/contracts/constants';

/** The push handlers (show a notification, open its page on a tap), emitted beside sw.js and imported by it. */
export const PUSH_SCRIPT = 'sw-push.js';

/** Navigations that must reach the server, never the cached app shell. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api\//, /^\/dev\//];

/**
 * The workbox options for sw.js, written into the web build folder. Only the built files are precached
 * (the app shell); there is no runtime caching at all, so `/api/*` answers are never cached.
 */
export function serviceWorkerOptions(outDir: string): GenerateSWOptions {
  return {
    globDirectory: outDir,
    globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,woff,woff2}'],
    globIgnores: ['**/*.map', SERVICE_WORKER_PATH.slice(1)],
    swDest: `${outDir}/${SERVICE_WORKER_PATH.slice(1)}`,
    // Vite puts an 8-character content hash in every asset name: those URLs are their own revision.
    dontCacheBustURLsMatching: /\/?assets\/.+-[\w-]{8}\.\w+$/,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [...NAVIGATION_DENYLIST],
    runtimeCaching: [],
    // Web Push (docs/messages.md#web-push): the worker shows the notification and opens the bill on a tap.
    importScripts: [PUSH_SCRIPT],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // A new worker waits until the borrower accepts the update prompt (it posts SKIP_WAITING).
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  };
}
