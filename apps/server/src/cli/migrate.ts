import { loadEnv } from '../env.js';
import { createDatabase, migrateToLatest } from '../platform/db/create-db.js';

const env = loadEnv();
const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const applied = await migrateToLatest(database.db);
console.log(applied.length ? `Migrated: ${applied.join(', ')}` : 'Database is up to date');
await database.close();
