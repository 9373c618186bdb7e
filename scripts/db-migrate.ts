import fs from 'node:fs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
