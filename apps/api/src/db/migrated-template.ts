import { createDb, migrateDb } from './client';
import { writePgliteTemplate } from './pglite-template';

/**
 * A PGlite cluster with every migration applied, dumped to `file`: what the build ships beside the server (a new
 * DATA_DIR starts from it, and its start's migrations find nothing left to do) and what each test file loads.
 */
export function writeMigratedPgliteTemplate(file: string, compression: 'gzip' | 'none' = 'gzip'): Promise<void> {
  return writePgliteTemplate(file, {
    compression,
    prepare: async (client) => migrateDb(await createDb({ dataDir: '', pglite: client })),
  });
}
