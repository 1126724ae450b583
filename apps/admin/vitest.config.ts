import react from '@vitejs/plugin-react';

import { reactConfig } from '@pocket/vitest-config';

// Refine's router bindings must see the same react-router module as the desk (one router context): inline them so
// Vite resolves their import of react-router as it resolves the desk's.
export default reactConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', 'react-router'] },
  test: { server: { deps: { inline: [/@refinedev\//] } } },
});
