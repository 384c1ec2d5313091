// Writes src/core/webrtc/signalling.generated.ts from dist-spec/signalling.schema.json: the frames of the
// signalling websocket as TypeScript types, which the browser client (src/core/webrtc/messages.ts) and the
// reference server (demo/webrtc/types.ts) both derive theirs from, so neither can drift from the contract.
// `--check` fails when the committed file differs from what the schema says.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { compile } from 'json-schema-to-typescript';

/** The schema, and the module written from it. */
export const SCHEMA = 'dist-spec/signalling.schema.json';
export const OUT = 'src/core/webrtc/signalling.generated.ts';

const BANNER = `// Generated from ${SCHEMA} by \`npm run contract\`: do not edit. Import these types through
// src/core/webrtc/messages.ts (browser) or demo/webrtc/types.ts (server).
`;

/** The generated module's text, formatted as Biome formats the sources. */
export async function signallingModule(schemaText) {
  const types = await compile(JSON.parse(schemaText), 'SignallingFrame', {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    unreachableDefinitions: true,
  });
  const formatted = spawnSync('node_modules/.bin/biome', ['format', `--stdin-file-path=${OUT}`], {
    input: BANNER + types,
    encoding: 'utf8',
  });
  if (formatted.status !== 0) throw new Error(`biome format failed: ${formatted.stderr}`);
  return formatted.stdout;
}

/** Writes the module, or with `check` only says whether the committed one is current; true when it is. */
export async function run(check) {
  const text = await signallingModule(readFileSync(SCHEMA, 'utf8'));
  if (!check) {
    writeFileSync(OUT, text);
    return true;
  }
  const current = readFileSync(OUT, 'utf8') === text;
  if (current) console.log(`${OUT} matches ${SCHEMA}`);
  else console.error(`${OUT} differs from ${SCHEMA}: run npm run contract`);
  return current;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!(await run(process.argv.includes('--check')))) process.exit(1);
}
