import { defineConfig } from 'tsup';

// One bundle for the server. Workspace packages (TypeScript sources) are inlined; npm dependencies stay external.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@pocket\//],
  splitting: false,
});
