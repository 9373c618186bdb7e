import fs from 'node:fs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { createLogger } from '../server/logger';
import { runSeeds } from '../server/seed/run-seeds';
import { createLocalFileStorage } from '../server/storage/file-storage';
import path from 'node:path';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const ran = await runSeeds(database, {
  includeDemo: config.SEED_DEMO_DATA,
  context: {
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      storage: createLocalFileStorage(path.join(config.dataDir, 'storage')),
    },
  logger: createLogger(config.LOG_LEVEL),
});
await database.close();
console.log(ran.length ? `Seed steps applied: ${ran.join(', ')}` : 'Nothing to seed: every step has run.');
