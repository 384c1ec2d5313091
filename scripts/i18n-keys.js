// The keys the code reads against the keys the English files have: fails when code reads a key no English file
// has, when an English key is read by no code, and when the checked-in key types (`src/core/i18n/keys.d.ts`,
// which `--write` writes) differ from the English files. Keys are read with TypeScript's parser, per call of a
// translator bound to its namespace (`const t = useT('users')` then `t('column.name')`), and from
// `translate('ns', 'key')`, `findTranslation('ns', 'key')` and `'ns:key'` strings. A key built from a template
// (`t(`state.${row.state}`)`) reads every key of its shape (`state.*`); any other key built at run time is
// declared where it is built, in a comment the check reads: `// i18n-keys: meeting:webrtc.ended.*`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const LOCALES = 'src/core/i18n/locales/en';
const DECLARATION = 'src/core/i18n/keys.d.ts';
const SOURCES = ['src', 'demo/gallery'];
/** Functions that take a namespace first and a key second (`findTranslation` looks up any text: not a use). */
const NAMESPACE_AND_KEY = new Set(['translate']);
/** The admin kit's tables, which read their keys from a prefix and the names of their entries. */
const TABLES = new Set(['columnTable', 'filterTable', 'selectOptions']);
/** The types that name a namespace's keys (core/i18n). */
const KEY_TYPES = new Set(['Translator', 'Key', 'KeyAfter']);
/** The hook that binds a translator to its namespace. */
const BINDERS = new Set(['useT']);
/** i18next's plural suffixes: a file's `days_one` and `days_other` are the one key `days`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** `{ namespace: Set(flat keys) }` of the English files, plural forms folded into their key. */
export function englishKeys() {
  const keys = {};
  for (const file of readdirSync(LOCALES).filter((name) => name.endsWith('.json'))) {
    const flat = new Set();
    const walk = (node, prefix) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'object') walk(value, `${prefix}${key}.`);
        else flat.add(`${prefix}${key}`.replace(PLURAL, ''));
      }
    };
    walk(JSON.parse(readFileSync(`${LOCALES}/${file}`, 'utf8')), '');
    keys[file.slice(0, -'.json'.length)] = flat;
  }
  return keys;
}

/** The source files the check reads: TypeScript under SOURCES, tests left out. */
function sourceFiles() {
  return SOURCES.flatMap((dir) =>
    readdirSync(dir, { recursive: true })
      .map((file) => `${dir}/${file}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file)),
  );
}

/** A string literal's text, or undefined for anything built at run time. */
const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

/**
 * The keys an expression can give: its text, both branches of a condition, or a template's shape with `*`
 * where a value goes (`state.*`); undefined when nothing of the key shows in the code.
 */
function shapes(node) {
  if (!node) return undefined;
  if (ts.isParenthesizedExpression(node)) return shapes(node.expression);
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isConditionalExpression(node)) {
    const [yes, no] = [shapes(node.whenTrue), shapes(node.whenFalse)];
    return yes && no ? [...yes, ...no] : undefined;
  }
  if (ts.isTemplateExpression(node)) {
    const shape = node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join('');
    return shape.replace(/\*/g, '') ? [shape] : undefined;
  }
  return undefined;
}

/**
 * What one source file reads: `used` as `ns:key` (or a shape, `ns:state.*`), `patterns` declared in `i18n-keys:`
 * comments, and `keyed`: the `ns:key` its other strings would be in the namespaces it binds or types. A key
 * passed as a variable is typed (`Key<'meeting'>`), so the type check holds it to the English keys.
 */
export function readSource(file, namespaces) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const used = [];
  const patterns = [...text.matchAll(/i18n-keys:(.*)/g)].flatMap((match) =>
    match[1].replace('*/', '').trim().split(/\s+/),
  );
  const bound = new Map();
  /** `[namespace, prefix]` of every translator and key type: the file's strings may be those keys. */
  const typed = [];
  const strings = [];
  const add = (namespace, key) => {
    const colon = key.indexOf(':');
    if (colon > 0 && namespaces.includes(key.slice(0, colon))) used.push(key);
    else used.push(`${namespace}:${key}`);
  };
  /** Prefixes given to the kit's tables: not keys themselves, each table's names are. */
  const prefixes = new Set();
  const visit = (node) => {
    // The admin kit's `columnTable('tags:column', { name: {...} })` and `filterTable` read `<prefix>.<name>` for
    // each entry without a `translation` of its own; `selectOptions('users:role', VALUES)` reads `<prefix>.*`.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TABLES.has(node.expression.text)) {
      const [first, table] = node.arguments;
      const prefix = literal(first);
      if (prefix) {
        prefixes.add(first);
        if (node.expression.text === 'selectOptions') used.push(`${prefix}.*`);
        else if (table && ts.isObjectLiteralExpression(table))
          for (const entry of table.properties) {
            const own =
              ts.isPropertyAssignment(entry) &&
              ts.isObjectLiteralExpression(entry.initializer) &&
              entry.initializer.properties.some((inner) => inner.name?.getText() === 'translation');
            if (entry.name && !own)
              used.push(`${prefix}.${entry.name.getText().replace(/^['"]|['"]$/g, '')}`);
          }
      }
    }
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer)) {
      const call = node.initializer;
      const namespace = literal(call.arguments[0]);
      if (ts.isIdentifier(call.expression) && BINDERS.has(call.expression.text) && namespace) {
        bound.set(node.name.getText(), namespace);
        typed.push([namespace, '']);
      }
    }
    // `Translator<'users'>` binds what it types (a parameter, a prop); `Key<'users'>` and
    // `KeyAfter<'dashboard', 'system.'>` name the keys a file's strings are.
    if (ts.isTypeReferenceNode(node) && KEY_TYPES.has(node.typeName.getText())) {
      const [namespace, prefix] = (node.typeArguments ?? []).map((argument) =>
        ts.isLiteralTypeNode(argument) ? literal(argument.literal) : undefined,
      );
      if (namespace) typed.push([namespace, prefix ?? '']);
      const owner = node.parent;
      if (node.typeName.getText() === 'Translator' && namespace && owner.name && owner.type === node)
        bound.set(owner.name.getText(), namespace);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (bound.has(name)) {
        const keys = shapes(node.arguments[0]);
        for (const key of keys ?? []) add(bound.get(name), key);
      } else if (NAMESPACE_AND_KEY.has(name)) {
        const [namespace, keys] = [literal(node.arguments[0]), shapes(node.arguments[1])];
        if (namespace) for (const key of keys ?? []) add(namespace, key);
      }
    }
    // A `'users:column.name'` string names its key wherever it goes (columns, filters, tabs), and so does a
    // template of that shape.
    const named = prefixes.has(node)
      ? undefined
      : ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)
        ? shapes(node)?.[0]
        : undefined;
    const namespace = named?.match(/^([a-z-]+):[\w.*-]+$/)?.[1];
    if (namespace && namespaces.includes(namespace)) used.push(named);
    else if (ts.isStringLiteralLike(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Any other string of a file that binds or types a namespace names a key when it is one (a message table).
  const keyed = typed.flatMap(([namespace, prefix]) =>
    strings.map((text) => `${namespace}:${prefix}${text}`),
  );
  return { used, patterns, keyed };
}

/** A declared pattern (`error:code.*`) as a test of `ns:key`. */
const matcher = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^:]*')}$`);

/** Runs the check over `files`; answers what it found, one line each: keys read but missing, keys never read. */
export function problems(files = sourceFiles(), english = englishKeys()) {
  const namespaces = Object.keys(english);
  const all = namespaces.flatMap((ns) => [...english[ns]].map((key) => `${ns}:${key}`));
  const missing = [];
  const unread = [];
  const used = new Set();
  const patterns = [];
  for (const file of files) {
    const read = readSource(file, namespaces);
    for (const id of read.keyed) if (all.includes(id)) used.add(id);
    for (const id of read.used) {
      if (id.includes('*')) patterns.push({ file, pattern: id, test: matcher(id), reads: 'reads' });
      else {
        used.add(id);
        if (!all.includes(id)) missing.push(`${file}: reads ${id}, which no English file has`);
      }
    }
    patterns.push(
      ...read.patterns.map((pattern) => ({ file, pattern, test: matcher(pattern), reads: 'declares' })),
    );
  }
  for (const { file, pattern, test, reads } of patterns)
    if (!all.some((id) => test.test(id)))
      missing.push(`${file}: ${reads} ${pattern}, which matches no English key`);
  for (const id of all)
    if (!used.has(id) && !patterns.some(({ test }) => test.test(id)))
      unread.push(
        `${LOCALES}/${id.slice(0, id.indexOf(':'))}.json: ${id.slice(id.indexOf(':') + 1)} is read by no code`,
      );
  return { missing, unread, english, patterns: patterns.filter(({ reads }) => reads === 'declares') };
}

/** TypeScript's text of a key: a literal, or a template literal type for a declared shape (`code.${string}`). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a TypeScript template literal type
const keyType = (key) => (key.includes('*') ? `\`${key.replaceAll('*', '${string}')}\`` : `'${key}'`);

/** The checked-in declaration: every namespace's keys as a union, declared shapes as template literal types. */
export function declaration(english, patterns) {
  const lines = Object.entries(english).map(([namespace, keys]) => {
    const shapes = patterns
      .map(({ pattern }) => pattern.split(':'))
      .filter(([ns]) => ns === namespace)
      .map(([, key]) => key);
    const members = [...new Set([...keys].sort().concat(shapes.sort()))].map(
      (key) => `    | ${keyType(key)}`,
    );
    const name = /^[a-z]\w*$/i.test(namespace) ? namespace : `'${namespace}'`;
    return `  ${name}:\n${members.join('\n')};`;
  });
  return [
    '// Written by `node scripts/i18n-keys.js --write` from the English files; `npm test` checks it is current.',
    '/** Every key of each namespace (plural forms folded into their key), and the shapes of declared run-time keys. */',
    'export interface Keys {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { missing, unread, english, patterns } = problems();
  const written = declaration(english, patterns);
  // Biome lays the file out; the check compares its text without the layout.
  const bare = (text) => text.replace(/\s+/g, '').replaceAll(':|', ':');
  if (process.argv.includes('--write')) {
    writeFileSync(DECLARATION, written);
    spawnSync('node_modules/.bin/biome', ['format', '--write', DECLARATION], { stdio: 'ignore' });
  } else if (bare(readFileSync(DECLARATION, 'utf8')) !== bare(written))
    missing.push(`${DECLARATION} differs from the English files: run node scripts/i18n-keys.js --write`);
  for (const problem of [...missing, ...unread]) console.error(problem);
  if (missing.length + unread.length > 0) process.exit(1);
  console.log('every key the code reads is in the English files, and code reads every English key');
}
