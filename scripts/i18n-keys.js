// The keys the code reads against the keys the English files have: fails when code reads a key no English file
// has (and lists, with --unread, the keys no code reads). Keys are read with TypeScript's parser, per call
// of a translator bound to its namespace (`const t = useT('users')` then `t('column.name')`), and from
// `translate('ns', 'key')`, `findTranslation('ns', 'key')` and `'ns:key'` strings. A key built at run time
// is declared where it is built, in a comment the check reads: `// i18n-keys: error:code.*`.
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const LOCALES = 'src/core/i18n/locales/en';
const SOURCES = ['src', 'demo/gallery'];
/** Functions that take a namespace first and a key second. */
const NAMESPACE_AND_KEY = new Set(['translate', 'findTranslation']);
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
 * What one source file reads: `used` as `ns:key`, `patterns` declared in `i18n-keys:` comments, and `dynamic`
 * calls whose key is built at run time (line numbers).
 */
export function readSource(file, namespaces) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const used = [];
  const dynamic = [];
  const patterns = [...text.matchAll(/i18n-keys:([^\n*]+)/g)].flatMap((match) =>
    match[1].trim().split(/\s+/),
  );
  const bound = new Map();
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const add = (namespace, key) => {
    const colon = key.indexOf(':');
    if (colon > 0 && namespaces.includes(key.slice(0, colon))) used.push(key);
    else used.push(`${namespace}:${key}`);
  };
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer)) {
      const call = node.initializer;
      const namespace = literal(call.arguments[0]);
      if (ts.isIdentifier(call.expression) && BINDERS.has(call.expression.text) && namespace)
        bound.set(node.name.getText(), namespace);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (bound.has(name)) {
        const key = literal(node.arguments[0]);
        if (key === undefined) dynamic.push(line(node));
        else add(bound.get(name), key);
      } else if (NAMESPACE_AND_KEY.has(name)) {
        const [namespace, key] = [literal(node.arguments[0]), literal(node.arguments[1])];
        if (namespace && key !== undefined) add(namespace, key);
        else if (namespace) dynamic.push(line(node));
      }
    }
    // A `'users:column.name'` string names its key wherever it goes (columns, filters, tabs).
    if (ts.isStringLiteralLike(node) && /^[a-z-]+:[\w.-]+$/.test(node.text)) {
      const namespace = node.text.slice(0, node.text.indexOf(':'));
      if (namespaces.includes(namespace)) used.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { used, patterns, dynamic };
}

/** A declared pattern (`error:code.*`) as a test of `ns:key`. */
const matcher = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^:]*')}$`);

/** Runs the check; answers what it found, one line each: keys read but missing, and keys never read. */
export function problems() {
  const english = englishKeys();
  const namespaces = Object.keys(english);
  const has = (id) => english[id.slice(0, id.indexOf(':'))]?.has(id.slice(id.indexOf(':') + 1)) ?? false;
  const found = [];
  const unread = [];
  const used = new Set();
  const patterns = [];
  for (const file of sourceFiles()) {
    const read = readSource(file, namespaces);
    for (const id of read.used) {
      used.add(id);
      if (!has(id)) found.push(`${file}: reads ${id}, which no English file has`);
    }
    patterns.push(...read.patterns.map((pattern) => ({ file, pattern, test: matcher(pattern) })));
    if (read.dynamic.length > 0 && read.patterns.length === 0)
      unread.push(
        `${file}:${read.dynamic.join(',')}: a key built at run time; declare it: // i18n-keys: ns:key.*`,
      );
  }
  for (const { file, pattern, test } of patterns) {
    const matches = namespaces
      .flatMap((ns) => [...english[ns]].map((key) => `${ns}:${key}`))
      .filter((id) => test.test(id));
    if (matches.length === 0) unread.push(`${file}: i18n-keys ${pattern} matches no English key`);
  }
  for (const namespace of namespaces) {
    for (const key of english[namespace]) {
      const id = `${namespace}:${key}`;
      if (!used.has(id) && !patterns.some(({ test }) => test.test(id)))
        unread.push(`${LOCALES}/${namespace}.json: ${key} is read by no code`);
    }
  }
  return { missing: found, unread };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { missing, unread } = problems();
  // Keys built at run time are not all declared yet: the unread ones are listed on demand, not failed on.
  if (process.argv.includes('--unread')) for (const line of unread) console.log(line);
  else
    console.log(`${unread.length} English keys or run-time keys not matched to code (--unread lists them)`);
  for (const problem of missing) console.error(problem);
  if (missing.length > 0) process.exit(1);
  console.log('every key the code reads is in the English files');
}
