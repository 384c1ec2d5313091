// The signalling frame types of client and server are generated from the schema, and `npm test` notices when
// the committed ones fall behind it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { OUT, SCHEMA, signallingModule } from '../../scripts/signalling-types.js';

test('the committed signalling.generated.ts is what the schema generates (npm run contract)', async () => {
  assert.equal(readFileSync(OUT, 'utf8'), await signallingModule(readFileSync(SCHEMA, 'utf8')));
  const check = spawnSync('node', ['scripts/signalling-types.js', '--check'], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
});

test('a change to the schema changes the generated types, so --check fails until they are generated again', async () => {
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8'));
  schema.$defs.MediaState.properties.hand = { type: 'boolean' };
  const changed = await signallingModule(JSON.stringify(schema));
  assert.notEqual(changed, readFileSync(OUT, 'utf8'));
  assert.match(changed, /hand\?: boolean;/);
});

test('the generated types keep the frames of both directions apart', () => {
  const text = readFileSync(OUT, 'utf8');
  assert.match(
    text,
    /export type ClientMessage = Prepare \| Login \| Start \| Rtc \| KeepAlive \| Chat \| MediaState \| Hand \| Reaction;/,
  );
  assert.match(text, /export interface Rights \{/);
  assert.match(text, /screen: boolean;/);
});
