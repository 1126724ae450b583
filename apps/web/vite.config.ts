import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, loadEnv } from 'vite';

import { pocketPwa } from '@pocket/pwa/vite-plugin';

import { precompress } from './build/precompress';

// Dev server proxies /api to the API on 8080 so the app and the server share one origin, as in production.
// BUNDLE_REPORT=1 writes dist-report/bundle.html (rollup-plugin-visualizer: which module weighs what, gzip and brotli).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const customerServiceHost = (env.VITE_CS_HOST ?? '').trim().replace(/\/+$/, '');
  return {
    plugins: [
      react(),
      pocketPwa(),
      precompress({ customerServiceHost }),
      ...(process.env.BUNDLE_REPORT
        ? [visualizer({ filename: 'dist-report/bundle.html', gzipSize: true, brotliSize: true, template: 'treemap' })]
        : []),
    ],
    server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
    build: { target: 'es2020', sourcemap: true, assetsInlineLimit: 2048 },
  };
});
