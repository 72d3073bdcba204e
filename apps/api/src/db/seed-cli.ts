import { loadConfig, loadEnvFile } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

loadEnvFile();
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const { seeded, lines } = await seedDemoIfEmpty(database.db);
await database.close();
console.log(seeded ? 'Demo data seeded.' : 'Demo data was already there; nothing changed.');
for (const line of lines) console.log(`  ${line}`);
