import { defineConfig } from 'tsup';

// One bundle for the server. Workspace packages (TypeScript sources) are inlined; npm dependencies stay external.
// The second entry writes the PGlite template a new DATA_DIR starts from (src/db/pglite-template.ts); the build runs it.
export default defineConfig({
  entry: { server: 'src/server.ts', 'write-pglite-template': 'src/db/write-pglite-template.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@pocket\//],
  splitting: false,
});
