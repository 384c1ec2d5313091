// `npm run reset-demo`: empties the database and seeds the demo data again.
import { join } from 'node:path';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import { seed, wipe } from './seed/index';

const config = configFromEnv();
const file = join(config.dataDir, 'meet.sqlite');
const db = openDatabase(file);
const started = Date.now();
wipe(db);
seed(db, { extraUsers: config.seedUsers, extraMeetings: config.seedMeetings });
db.close();
console.log(`Demo data reseeded in ${file} (${Date.now() - started} ms).`);
