import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { pocketPwa } from '@pocket/pwa/vite-plugin';

// Dev server proxies /api to the API on 8080 so the app and the server share one origin, as in production.
export default defineConfig({
  plugins: [react(), pocketPwa()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: { target: 'es2020', sourcemap: true, assetsInlineLimit: 2048 },
});
