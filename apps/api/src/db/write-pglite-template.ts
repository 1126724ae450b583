import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { writeMigratedPgliteTemplate } from './migrated-template';
import { PGLITE_TEMPLATE_FILE } from './pglite-template';

// Run by the build (`node dist/write-pglite-template.js`): writes the template beside the bundle.
const file = path.join(path.dirname(fileURLToPath(import.meta.url)), PGLITE_TEMPLATE_FILE);
const started = Date.now();
await writeMigratedPgliteTemplate(file);
process.stdout.write(`[pglite-template] ${path.relative(process.cwd(), file)} in ${Date.now() - started} ms\n`);
