import { closeDb, createDb, migrateDb } from '../../src/db/client';
import { seedLending } from '../../src/modules/lending/seed';
import { generate, generatedBorrowers } from './generate';
const db = await createDb({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' });
await migrateDb(db); await seedLending(db);
if ((await generatedBorrowers(db)) === 0) await generate(db, Number(process.argv[2]), (l) => process.stdout.write(l + '\n'));
await closeDb(db);
