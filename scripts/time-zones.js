// Writes the product's one list of time zones (src/core/format/time-zones.json) from the IANA database of the
// machine (Debian's tzdata): the zones of zone.tab with their country, `UTC`, and every old name mapped to its
// current one. Browsers differ (Chromium lists `Asia/Calcutta` and no `UTC`): the product ships its own list.
// Run it when the database has news: `node scripts/time-zones.js`.
import { readFileSync, writeFileSync } from 'node:fs';

const DATABASE = '/usr/share/zoneinfo';
const OUT = 'src/core/format/time-zones.json';
/** Zones that are UTC under another name: read as `UTC`. */
const UNIVERSAL = new Set(['Etc/UTC', 'Etc/GMT', 'UTC', 'GMT']);

const rows = (file) =>
  readFileSync(`${DATABASE}/${file}`, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));

/** `[id, country]` of every zone a person lives in, by id. */
const zones = rows('zone.tab')
  .map((line) => line.split('\t'))
  .map(([country, , id]) => [id, country])
  .sort(([a], [b]) => a.localeCompare(b));
const known = new Set(zones.map(([id]) => id));

/** Old and other names (the database's links, `L current old`) of a listed zone or of UTC. */
const aliases = {};
for (const line of rows('tzdata.zi').filter((row) => row.startsWith('L '))) {
  const [, current, old] = line.split(' ');
  if (known.has(old)) continue;
  if (UNIVERSAL.has(current)) aliases[old] = 'UTC';
  else if (known.has(current)) aliases[old] = current;
}
for (const name of UNIVERSAL) if (name !== 'UTC') aliases[name] = 'UTC';

const version = readFileSync(`${DATABASE}/tzdata.zi`, 'utf8').match(/^# version (\S+)/)?.[1];
const sorted = Object.fromEntries(Object.entries(aliases).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  OUT,
  `${JSON.stringify({ version, zones: [['UTC', ''], ...zones], aliases: sorted }, null, 2)}\n`,
);
console.log(`${zones.length + 1} zones and ${Object.keys(sorted).length} old names from tzdata ${version}`);
