// A time zone's offset is one rule (src/core/format/zone-offset.ts) for the browser's time-zone labels and the
// server's maintenance days: its answers where zones are odd, and both sides reading it from that one module.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { zoneOffset } from '../../src/core/format/zone-offset';

const root = resolve(import.meta.dirname, '../..');
const at = (iso: string) => Date.parse(iso);

test('an offset is the zone wall clock against UTC: half hours, quarter hours, both sides of a clock change', () => {
  const cases: [string, string, number | undefined][] = [
    ['UTC', '2030-01-15T12:00:00Z', 0],
    ['Asia/Kathmandu', '2030-06-01T00:00:00Z', 345],
    ['Asia/Kolkata', '2030-06-01T00:00:00Z', 330],
    ['America/St_Johns', '2030-01-15T12:00:00Z', -210],
    ['America/St_Johns', '2030-07-15T12:00:00Z', -150],
    ['Europe/Prague', '2030-01-15T12:00:00Z', 60],
    ['Europe/Prague', '2030-07-15T12:00:00Z', 120],
    // The last minute before and the first after Prague's spring change (01:00 UTC on 31 March 2030).
    ['Europe/Prague', '2030-03-31T00:59:00Z', 60],
    ['Europe/Prague', '2030-03-31T01:00:00Z', 120],
    ['Australia/Lord_Howe', '2030-01-15T12:00:00Z', 660],
    ['Australia/Lord_Howe', '2030-07-15T12:00:00Z', 630],
    ['Mars/Olympus_Mons', '2030-01-15T12:00:00Z', undefined],
  ];
  for (const [zone, iso, offset] of cases)
    assert.equal(zoneOffset(zone, at(iso)), offset, `${zone} at ${iso}`);
});

test('the browser and the server take the offset from the one module, and neither keeps a copy of it', () => {
  for (const path of ['src/core/format/time-zones.ts', 'demo/lib/time.ts']) {
    const text = readFileSync(resolve(root, path), 'utf8');
    assert.match(text, /import \{ zoneOffset \} from '[./]*(src\/core\/format\/)?zone-offset'/, path);
    assert.doesNotMatch(text, /formatToParts/, `${path} reads a wall clock itself`);
  }
});
