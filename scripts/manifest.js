// Builds dist-spec/custom-elements.json (Custom Elements Manifest 2.1) from the JSDoc of src/elements/meet-*.ts
// and the props each `defineElement` call declares, after writing the administration areas' elements from their
// table (area-elements.js). `--check` fails when a committed area element or the manifest differs from what the
// sources say, or when a declared prop, attribute or event is undocumented (or documented but absent).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ideData } from './ide-data.js';

const DIR = 'src/elements';
const OUT = 'dist-spec/custom-elements.json';
const DEFINITION =
  /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(?:export const \w+ = )?defineElement\(\s*'(meet-[a-z-]+)'/g;
/** What every element accepts (define.ts adds them), with the words of an element that does not say more. */
const COMMON = {
  lang: 'interface language (cs, de, en, fr, hu, es)',
  'api-base': 'base URL of the JSON API',
  'theme-url': 'custom theme file',
};
/** The TypeScript type of each kind of prop `defineElement` takes, when the JSDoc names none. */
const KIND_TYPES = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
  method: 'Function',
};

const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** The text from `open` (an opening bracket at `start`) to its matching closing bracket, both included. */
function balanced(text, start) {
  const pairs = { '{': '}', '(': ')', '[': ']' };
  const stack = [];
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      i = text.indexOf(c, i + 1);
      continue;
    }
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return text.slice(start, i + 1);
    }
  }
  throw new Error(`unbalanced brackets in ${text.slice(start, start + 80)}`);
}

/** The top-level comma-separated entries of an object or argument list (without its brackets). */
function entries(inner) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === "'" || c === '"' || c === '`') i = inner.indexOf(c, i + 1);
    else if ('{(['.includes(c)) depth++;
    else if ('})]'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(inner.slice(from));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The object literal a constant holds, in `file` or in the module it imports it from. */
function constantText(name, file) {
  const source = stripComments(readFileSync(file, 'utf8'));
  const local = new RegExp(`const ${name}\\b[^=]*=\\s*\\{`).exec(source);
  if (local) return balanced(source, local.index + local[0].length - 1);
  const imported = new RegExp(`import[^;]*\\b${name}\\b[^;]*from '([^']+)'`).exec(source);
  if (!imported) throw new Error(`${file}: cannot find ${name}`);
  const base = join(dirname(file), imported[1]);
  const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
  if (!target) throw new Error(`${file}: cannot open the module of ${name}`);
  return constantText(name, target);
}

/** An object literal's entries as a map, spreads of constants included; values are unquoted strings. */
function objectOf(text, file) {
  const value = text.trim();
  if (/^[A-Z_][A-Z0-9_]*$/.test(value)) return objectOf(constantText(value, file), file);
  const map = {};
  for (const entry of entries(value.replace(/\s+as const$/, '').slice(1, -1))) {
    if (entry.startsWith('...')) Object.assign(map, objectOf(entry.slice(3), file));
    else {
      const [, key, rest] = /^'?([\w-]+)'?\s*:\s*([\s\S]*)$/.exec(entry) ?? [];
      if (key) map[key] = rest.trim().replace(/^'(.*)'$/, '$1');
    }
  }
  return map;
}

/** The props (name -> kind) and events (callback prop -> event name) a `defineElement` call declares. */
export function declaredOf(source, tag, file) {
  const code = stripComments(source);
  const call = code.indexOf(`defineElement('${tag}'`);
  const args = entries(balanced(code, code.indexOf('(', call)).slice(1, -1));
  const options = args[2] ? objectOf(args[2], file) : {};
  const common = objectOf(constantText('COMMON_PROPS', `${DIR}/define.ts`), file);
  return {
    props: { ...common, ...(options.props ? objectOf(options.props, file) : {}) },
    events: options.events ? objectOf(options.events, file) : {},
  };
}

/** The detail types of src/elements/events.ts: event name -> `CustomEvent<...>`. */
function eventTypes() {
  const source = stripComments(readFileSync(`${DIR}/events.ts`, 'utf8'));
  const map = balanced(source, source.indexOf('{', source.indexOf('interface MeetEventMap')));
  const types = {};
  for (const found of map.matchAll(/'(meet-[a-z-]+)':\s*CustomEvent</g)) {
    let depth = 0;
    let end = found.index + found[0].length - 1;
    for (; end < map.length; end++) {
      if (map[end] === '<') depth++;
      else if (map[end] === '>' && map[end - 1] !== '=' && --depth === 0) break;
    }
    types[found[1]] = map
      .slice(found.index + found[0].length - 'CustomEvent<'.length, end + 1)
      .replace(/\s+/g, ' ')
      .trim();
  }
  return types;
}

function tagsOf(comment) {
  const lines = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean);
  const found = [];
  for (const line of lines) {
    if (line.startsWith('@')) found.push(line);
    else if (found.length > 0) found[found.length - 1] += ` ${line}`;
    else found.push(`@description ${line}`);
  }
  return found.map((entry) => {
    const [, tag, rest = ''] = entry.match(/^@(\w+)\s*([\s\S]*)$/) ?? [];
    return { tag, rest: rest.trim() };
  });
}

/** `name {Type} - description`, the type optional (braces may nest); `- description` names the default slot. */
function named(rest) {
  if (rest.startsWith('- ')) return { name: '', description: rest.slice(2).trim() };
  const [, name, after = ''] = rest.match(/^(\S+)\s*([\s\S]*)$/) ?? [];
  let type;
  let tail = after;
  if (after.startsWith('{')) {
    const braced = balanced(after, 0);
    type = braced.slice(1, -1).trim();
    tail = after.slice(braced.length).trim();
  }
  const description = tail.replace(/^-\s*/, '');
  return { name, ...(type ? { type } : {}), description };
}

/** One element's declaration; `problems` collects what the documentation and the declared props disagree on. */
function declarationOf(tagName, comment, declared, events, problems) {
  const declaration = { kind: 'class', name: pascal(tagName), tagName, customElement: true };
  const docs = { attr: new Map(), property: new Map(), event: [], slot: [], csspart: [], cssproperty: [] };
  for (const { tag, rest } of tagsOf(comment)) {
    if (tag === 'summary' || tag === 'description') declaration[tag] = rest;
    else if (tag === 'attr' || tag === 'property') docs[tag].set(named(rest).name, named(rest));
    else if (docs[tag]) docs[tag].push(named(rest));
    else problems.push(`${tagName}: unknown JSDoc tag @${tag}`);
  }
  const attributes = [];
  const members = [];
  for (const [prop, kind] of Object.entries(declared.props)) {
    const attribute = kebab(prop);
    const doc = kind === 'method' ? docs.property.get(prop) : docs.attr.get(attribute);
    const description = doc?.description ?? COMMON[attribute];
    if (description === undefined) {
      problems.push(
        `${tagName}: ${prop} is declared but has no ${kind === 'method' ? '@property' : '@attr'}`,
      );
      continue;
    }
    const type = { text: doc?.type ?? KIND_TYPES[kind] ?? 'unknown' };
    if (kind !== 'method') attributes.push({ name: attribute, fieldName: prop, type, description });
    members.push({
      kind: 'field',
      name: prop,
      ...(kind === 'method' ? {} : { attribute }),
      type,
      description,
    });
  }
  for (const name of docs.attr.keys()) {
    if (!attributes.some((a) => a.name === name)) problems.push(`${tagName}: @attr ${name} is not declared`);
  }
  for (const name of docs.property.keys()) {
    if (declared.props[name] !== 'method')
      problems.push(`${tagName}: @property ${name} is not a declared method`);
  }
  const eventList = docs.event.map(({ name, type, description }) => {
    if (!events[name]) problems.push(`${tagName}: @event ${name} is not in MeetEventMap (events.ts)`);
    else if (type && `CustomEvent<${type}>` !== events[name])
      problems.push(`${tagName}: @event ${name} {${type}} differs from events.ts ${events[name]}`);
    return { name, type: { text: events[name] ?? 'CustomEvent' }, description };
  });
  for (const name of Object.values(declared.events)) {
    if (!docs.event.some((e) => e.name === name))
      problems.push(`${tagName}: dispatches ${name} without @event`);
  }
  const strip = (list) => list.map(({ name, description }) => ({ name, description }));
  const lists = {
    attributes,
    members,
    events: eventList,
    slots: strip(docs.slot),
    cssParts: strip(docs.csspart),
    cssProperties: strip(docs.cssproperty),
  };
  for (const [key, list] of Object.entries(lists)) if (list.length > 0) declaration[key] = list;
  return declaration;
}

/** The manifest module of one element source, adding to `problems` what its documentation misses. */
export function moduleOf(path, source, problems, events = eventTypes()) {
  const declarations = [...source.matchAll(DEFINITION)].map(([, comment, tag]) =>
    declarationOf(tag, comment, declaredOf(source, tag, path), events, problems),
  );
  if (declarations.length === 0) throw new Error(`${path}: no documented defineElement('meet-...') call`);
  // The module as the package ships it (`vite.package.config.ts` builds each element to this path).
  const module = path.replace(/^src\/(elements\/meet-[a-z-]+)\.ts$/, 'dist/package/$1.js');
  return {
    kind: 'javascript-module',
    path: module,
    declarations,
    exports: declarations.flatMap((d) => [
      { kind: 'js', name: d.name, declaration: { name: d.name, module } },
      { kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module } },
    ]),
  };
}

/** The manifest the element sources describe, and what their documentation misses. */
export function buildManifest() {
  const problems = [];
  const events = eventTypes();
  const modules = readdirSync(DIR)
    .filter((f) => /^meet-[a-z-]+\.ts$/.test(f))
    .sort()
    .map((file) => moduleOf(`${DIR}/${file}`, readFileSync(`${DIR}/${file}`, 'utf8'), problems, events));
  return { manifest: { schemaVersion: '2.1.0', readme: 'README.md', modules }, problems };
}

/** Writes the areas' elements, or with `check` fails when the committed ones differ from the table. */
async function writeAreaElements(check) {
  const { areaElements } = await import('./area-elements.js');
  const { files, leftOver } = areaElements();
  const stale = [...files].filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text);
  if (check) {
    const wrong = [...stale.map(([path]) => path), ...leftOver.map((path) => `${path} (no area has it)`)];
    if (wrong.length > 0) {
      console.error(`${wrong.join(', ')}: not what src/core/admin/areas.ts says: run npm run manifest`);
      process.exit(1);
    }
    console.log(`the area elements and dist-spec/roles.md match src/core/admin/areas.ts`);
    return;
  }
  for (const [path, text] of stale) writeFileSync(path, text);
  for (const path of leftOver) rmSync(path);
  if (stale.length + leftOver.length > 0)
    console.log(`wrote ${stale.length} and removed ${leftOver.length} files of the table of areas`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeAreaElements(process.argv.includes('--check'));
  const { manifest, problems } = buildManifest();
  if (problems.length > 0) {
    console.error(`The element sources and their JSDoc disagree:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const files = { [OUT]: manifest, ...ideData(manifest, pkg) };
  for (const [file, content] of Object.entries(files)) {
    const text = `${JSON.stringify(content, null, 2)}\n`;
    if (process.argv.includes('--check')) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // missing counts as different
      }
      if (current !== text) {
        console.error(`${file} is out of date: run npm run manifest`);
        process.exit(1);
      }
      console.log(`${file} matches the element sources`);
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${file}`);
    }
  }
}
