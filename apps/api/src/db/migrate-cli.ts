import { loadConfig, loadEnvFile } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

loadEnvFile();
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
