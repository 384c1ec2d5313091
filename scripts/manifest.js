// Builds dist-spec/custom-elements.json (Custom Elements Manifest 2.1) from the JSDoc of src/elements/meet-*.ts.
// `--check` fails when the committed manifest differs from what the sources say.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const DIR = 'src/elements';
const OUT = 'dist-spec/custom-elements.json';
const DEFINITION = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*defineElement\(\s*'(meet-[a-z-]+)'/g;

const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

function tagsOf(comment) {
  const lines = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean);
  const entries = [];
  for (const line of lines) {
    if (line.startsWith('@')) entries.push(line);
    else if (entries.length > 0) entries[entries.length - 1] += ` ${line}`;
    else entries.push(`@description ${line}`);
  }
  return entries.map((entry) => {
    const [, tag, rest = ''] = entry.match(/^@(\w+)\s*([\s\S]*)$/) ?? [];
    return { tag, rest: rest.trim() };
  });
}

function named(rest) {
  const [, name, description = ''] = rest.match(/^(\S+)(?:\s+-\s+([\s\S]*))?$/) ?? [];
  return { name, description };
}

function declarationOf(tagName, comment) {
  const declaration = { kind: 'class', name: pascal(tagName), tagName, customElement: true };
  const lists = { attr: 'attributes', event: 'events', csspart: 'cssParts', cssproperty: 'cssProperties' };
  for (const { tag, rest } of tagsOf(comment)) {
    if (tag === 'summary' || tag === 'description') declaration[tag] = rest;
    else if (lists[tag]) declaration[lists[tag]] = [...(declaration[lists[tag]] ?? []), named(rest)];
  }
  return declaration;
}

/** The manifest the element sources describe. */
export function buildManifest() {
  const modules = [];
  for (const file of readdirSync(DIR)
    .filter((f) => /^meet-[a-z-]+\.ts$/.test(f))
    .sort()) {
    const path = `${DIR}/${file}`;
    const source = readFileSync(path, 'utf8');
    const declarations = [...source.matchAll(DEFINITION)].map(([, comment, tag]) =>
      declarationOf(tag, comment),
    );
    if (declarations.length === 0) throw new Error(`${path}: no documented defineElement('meet-...') call`);
    modules.push({
      kind: 'javascript-module',
      path,
      declarations,
      exports: declarations.map((d) => ({
        kind: 'custom-element-definition',
        name: d.tagName,
        declaration: { name: d.name, module: path },
      })),
    });
  }
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

const text = `${JSON.stringify(buildManifest(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // missing counts as different
  }
  if (current !== text) {
    console.error(`${OUT} is out of date: run npm run manifest`);
    process.exit(1);
  }
  console.log(`${OUT} matches the element sources`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT}`);
}
