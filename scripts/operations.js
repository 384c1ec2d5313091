// Writes src/core/api/operations.ts from dist-spec/openapi.yaml: for every operation its method, its path under
// the API base and the roles of its `x-roles`, so calls follow the contract alone; and src/core/admin/area-roles.ts:
// the roles of the operations that list the areas of core/admin/areas.ts, a small table the menu reads on every
// page (the whole table stays in the administration screens' chunks).
// `--check` fails when a committed table differs from what the contract says.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const CONTRACT = 'dist-spec/openapi.yaml';
const OUT = 'src/core/api/operations.ts';
const AREAS = 'src/core/admin/areas.ts';
const AREA_ROLES = 'src/core/admin/area-roles.ts';
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
      const targetEntries = Object.entries(operation['x-target'] ?? {}).map(
        ([key, value]) => `${key}: '${value}'`,
      );
      const target = targetEntries.length > 0 ? `, target: { ${targetEntries.join(', ')} }` : '';
      const managers = operation['x-organization-managers']
        ? `, managers: '${operation['x-organization-managers']}'`
        : '';
      const open = operation.security?.length === 0 ? ', open: true' : '';
      const answer = Object.keys(operation.responses?.['200']?.content ?? {})[0] ?? '';
      const text = answer.startsWith('text/') ? ', text: true' : '';
      const binary = answer && !text && answer !== 'application/json' ? ', binary: true' : '';
      const audited = operation['x-audited'] ? ', audited: true' : '';
      rows.push(
        `  ${operation.operationId}: { method: '${method}', path: '${path.slice(1)}'${roles}${managers}${target}${open}${text}${binary}${audited} },`,
      );
    }
  }
  const grantable = Object.entries(document['x-grantable-roles'] ?? {}).map(
    ([role, roles]) => `  ${role}: [${roles.map((granted) => `'${granted}'`).join(', ')}],`,
  );
  return `// Generated from ${CONTRACT} by \`npm run contract\`: do not edit. Every operation's method, path under the API
// base, the roles of its \`x-roles\` (none: any signed-in user), \`managers\` when its \`x-organization-managers\`
// also opens it to the managers of the organization (or subscription) it concerns, \`target\` from its \`x-target\`
// (the accounts it acts on and the roles it grants: \`path\`, \`body\` or CSV \`lines\`), \`open\` for the calls
// without a session,
// \`text\` for the calls that answer text (CSV) rather than JSON, \`binary\` for those that answer bytes (a video),
// \`audited\` for the reads the audit trail records (\`x-audited\`; every other call but a GET is recorded too).
/* biome-ignore-all format: one line per operation */

/** The roles each role may grant, and act on (the contract's \`x-grantable-roles\`). */
export const GRANTABLE_ROLES = {
${grantable.join('\n')}
} as const;

/** Every operation of the contract by its operationId. */
export const OPERATIONS = {
${rows.join('\n').replace(/"/g, "'").replace(/','/g, "', '")}
} as const;
`;
}

/** The roles module of the operations named by the table of areas (`operation: 'listUsers'`). */
export function areaRolesModule(contractText, areasText) {
  const document = parse(contractText);
  const roles = new Map();
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS)
      if (item[method]) roles.set(item[method].operationId, item[method]['x-roles'] ?? []);
  }
  const names = [...new Set([...areasText.matchAll(/operation: '(\w+)'/g)].map((match) => match[1]))];
  const rows = names.map((name) => {
    if (!roles.has(name)) throw new Error(`${AREAS} names ${name}, which ${CONTRACT} does not have`);
    return `  ${name}: [${roles
      .get(name)
      .map((role) => `'${role}'`)
      .join(', ')}],`;
  });
  return `// Generated from ${CONTRACT} and ${AREAS} by \`npm run contract\`: do not edit. The roles of the \`x-roles\`
// of each operation that lists an area of the administration console.
/* biome-ignore-all format: one line per operation */

/** The roles that may call each area's operation, as the contract says. */
export const AREA_ROLES = {
${rows.join('\n')}
} as const;
`;
}

const contract = readFileSync(CONTRACT, 'utf8');
const outputs = [
  [OUT, operationsModule(contract)],
  [AREA_ROLES, areaRolesModule(contract, readFileSync(AREAS, 'utf8'))],
];
if (process.argv.includes('--check')) {
  const stale = outputs.filter(([path, text]) => readFileSync(path, 'utf8') !== text).map(([path]) => path);
  if (stale.length > 0) {
    console.error(`${stale.join(', ')} differ(s) from ${CONTRACT}: run npm run contract`);
    process.exit(1);
  }
  console.log(`${outputs.map(([path]) => path).join(', ')} match ${CONTRACT}`);
} else {
  for (const [path, text] of outputs) writeFileSync(path, text);
}
