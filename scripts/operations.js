// Writes src/core/api/operations.ts from dist-spec/openapi.yaml: for every operation its method, its path under
// the API base and the roles of its `x-roles`, so calls and the administration menu follow the contract alone.
// `--check` fails when the committed table differs from what the contract says.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const CONTRACT = 'dist-spec/openapi.yaml';
const OUT = 'src/core/api/operations.ts';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The generated module's text. */
export function operationsModule(contractText) {
  const document = parse(contractText);
  const rows = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const roles = operation['x-roles'] ? `, roles: ${JSON.stringify(operation['x-roles'])}` : '';
      const open = operation.security?.length === 0 ? ', open: true' : '';
      const answer = Object.keys(operation.responses?.['200']?.content ?? {})[0] ?? '';
      const text = answer.startsWith('text/') ? ', text: true' : '';
      rows.push(
        `  ${operation.operationId}: { method: '${method}', path: '${path.slice(1)}'${roles}${open}${text} },`,
      );
    }
  }
  return `// Generated from ${CONTRACT} by \`npm run contract\`: do not edit. Every operation's method, path under the API
// base, the roles of its \`x-roles\` (none: any signed-in user), \`open\` for the calls without a session,
// \`text\` for the calls that answer text (CSV) rather than JSON.
/* biome-ignore-all format: one line per operation */

/** Every operation of the contract by its operationId. */
export const OPERATIONS = {
${rows.join('\n').replace(/"/g, "'").replace(/','/g, "', '")}
} as const;
`;
}

const text = operationsModule(readFileSync(CONTRACT, 'utf8'));
if (process.argv.includes('--check')) {
  if (readFileSync(OUT, 'utf8') !== text) {
    console.error(`${OUT} differs from ${CONTRACT}: run npm run contract`);
    process.exit(1);
  }
  console.log(`${OUT} matches ${CONTRACT}`);
} else {
  writeFileSync(OUT, text);
}
