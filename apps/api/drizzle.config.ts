import { defineConfig } from 'drizzle-kit';

// Every module keeps its tables in its own schema.ts; the glob picks up new modules without touching this file.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/schema.ts',
  out: './drizzle',
});
