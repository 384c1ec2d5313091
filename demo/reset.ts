// `npm run reset-demo`: empties the database and seeds the demo data again.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_HEAD_FILE, anchorAuditHead } from './audit/trail';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import { DEMO_DIRECTORY_PORT } from './ldap/slapd';
import { seed, wipe } from './seed/index';

const config = configFromEnv();
const file = join(config.dataDir, 'meet.sqlite');
const db = openDatabase(file);
const started = Date.now();
wipe(db);
// A new trail starts: its head is the seed's newest entry, not the wiped one's.
const head = join(config.dataDir, AUDIT_HEAD_FILE);
rmSync(head, { force: true });
// The seeded LDAP settings name the demo directory on the port `npm start` gives it.
const directoryUrl = `ldap://127.0.0.1:${config.directoryPort || DEMO_DIRECTORY_PORT}`;
seed(db, { extraUsers: config.seedUsers, extraMeetings: config.seedMeetings, directoryUrl });
anchorAuditHead(db, head);
db.close();
console.log(`Demo data reseeded in ${file} (${Date.now() - started} ms).`);
