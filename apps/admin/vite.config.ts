import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompress } from './build/precompress';

// The lender's desk is served by the API at /admin (apps/api/src/plugins/static-admin.ts): every asset under
// /admin/assets/. The dev server proxies /api to the API on 8080 so the desk and the server share one origin.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  // One script of about 580 KB (178 KB gzip), Refine's core most of it (docs/decisions/0024): a desk on office machines.
  // The reports page and its chart library (recharts) are a chunk of their own, about 460 KB, loaded when opened.
  build: { target: 'es2020', sourcemap: 'hidden', assetsInlineLimit: 0, chunkSizeWarningLimit: 650 },
});
