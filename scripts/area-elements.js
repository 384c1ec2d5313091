// What the one table of areas (src/core/admin/areas.ts) writes besides the console's routes and menu: the element
// of every area, `src/elements/meet-<id>-admin.ts`, which wraps the area's screen (its summary is the comment above
// the area's row, its `route` and `params` attributes are documented from the row's routes), and the table of
// dist-spec/roles.md (routes, element, operation and the roles of the operation's `x-roles`). `npm run manifest`
// writes them before it reads the elements; `--check` fails on one missing, differing, or left from a row that is
// gone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const AREAS = 'src/core/admin/areas.ts';
const DIR = 'src/elements';
const ROLES_PAGE = 'dist-spec/roles.md';
const ROLES = ['userManager', 'administrator', 'systemAdmin'];

const { ADMIN_AREAS, areaElementTag, areaRoles, areaScreen } = await tsImport(`../${AREAS}`, import.meta.url);

/** Whether an area's screen is written (until it is, its routes show the console's placeholder). */
const hasScreen = (area) => existsSync(`src/screens/admin/${area.id}/${area.id}-admin.tsx`);

/** The comment above each row of the table, by the row's id, as the lines of a JSDoc block. */
function rowComments() {
  const text = readFileSync(AREAS, 'utf8');
  const comments = new Map();
  for (const [, comment, id] of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\{\s*id: '([a-z-]+)'/g)) {
    const lines = comment
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .filter(Boolean);
    comments.set(id, lines);
  }
  return comments;
}

const code = (text) => `\`${text}\``;
/** `a`, `a or b`, `a, b or c`. */
const either = (items) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** The `@attr route` and `@attr params` lines of an area, from its routes. */
export function routeDocs(area) {
  const names = Object.keys(area.routes);
  const withParams = names.filter((name) => area.routes[name].includes(':'));
  const route = names.map((name, index) => {
    const first = names.length === 1 ? 'the only route' : 'default';
    const notes = [index === 0 ? first : '', withParams.includes(name) ? 'with `params`' : ''];
    const said = notes.filter(Boolean).join(', ');
    return said ? `${code(name)} (${said})` : code(name);
  });
  const bySet = new Map();
  for (const name of withParams) {
    const keys = [...area.routes[name].matchAll(/:(\w+)/g)].map(([, key]) => key);
    const json = `{${keys.map((key) => `"${key}": "…"`).join(', ')}}`;
    bySet.set(json, [...(bySet.get(json) ?? []), code(name)]);
  }
  const params = [...bySet].map(([json, routes]) => `JSON ${code(json)} with route ${either(routes)}`);
  return [
    `@attr route - ${either(route)}`,
    `@attr params - ${params.length > 0 ? params.join('; ') : "JSON route parameters (accepted like every area's; this area's routes take none)"}`,
  ];
}

/** The element module of one area. */
export function elementModule(area, summary) {
  const tag = areaElementTag(area);
  const { exportName } = areaScreen(area);
  const name = `Meet${exportName}`;
  const jsdoc = [
    `@summary ${summary.join(' ')}`,
    '@attr lang - interface language (cs, de, en, fr, hu, es)',
    '@attr api-base - base URL of the JSON API',
    '@attr theme-url - custom theme file',
    ...routeDocs(area),
    "@csspart admin - the area's frame",
    '@cssproperty --meet-primary - buttons and links',
  ];
  return `// Generated from ${AREAS} by \`npm run manifest\`: do not edit (the summary is the comment above the row).
/* biome-ignore-all format: generated */
import { ${exportName} } from '../screens/admin/${area.id}/${area.id}-admin';
import { ADMIN_AREA_ELEMENT } from './admin-area-element';
import { defineElement } from './define';

/**
${jsdoc.map((line) => ` * ${line}`).join('\n')}
 */
export const ${name} = defineElement('${tag}', ${exportName}, ADMIN_AREA_ELEMENT);

/** The \`<${tag}>\` element with its properties. */
export interface ${name}Element extends InstanceType<typeof ${name}> {}

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${name}Element;
  }
}
`;
}

/**
 * The element files the table asks for (path -> text), for every area whose screen is written, and the area
 * element files that no row asks for any more.
 */
export function areaElements() {
  const comments = rowComments();
  const files = new Map();
  for (const area of ADMIN_AREAS) {
    if (!hasScreen(area)) continue;
    const summary = comments.get(area.id);
    if (!summary)
      throw new Error(`${AREAS}: the row of ${area.id} has no comment to be its element's summary`);
    files.set(`${DIR}/${areaElementTag(area)}.ts`, elementModule(area, summary));
  }
  const leftOver = readdirSync(DIR)
    .filter((file) => /^meet-[a-z-]+-admin\.ts$/.test(file))
    .map((file) => `${DIR}/${file}`)
    .filter((path) => !files.has(path));
  files.set(ROLES_PAGE, rolesPage(readFileSync(ROLES_PAGE, 'utf8')));
  return { files, leftOver };
}

/** A Markdown table with its columns padded to their widest cell. */
function markdownTable(rows) {
  const widths = rows[0].map((_cell, column) => Math.max(3, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(rows[0]), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

/** roles.md with its table of areas (the first table of the page) written from the table of areas. */
export function rolesPage(page) {
  const rows = [
    ['area', 'routes under `/meet/`', 'element', 'operation', ...ROLES],
    ...ADMIN_AREAS.map((area) => [
      area.id,
      Object.values(area.routes).map(code).join(', '),
      hasScreen(area) ? `\`<${areaElementTag(area)}>\`` : '— (screen not written)',
      code(area.operation),
      ...ROLES.map((role) => (areaRoles(area).includes(role) ? 'yes' : '—')),
    ]),
  ];
  return page.replace(/^\| area +\|[^\n]*\n(?:\|[^\n]*\n)*/m, `${markdownTable(rows)}\n`);
}
