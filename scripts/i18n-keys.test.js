// The key check reads what code reads: bound translators, templates, conditions, typed tables.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { declaration, problems, readSource } from './i18n-keys.js';

const NAMESPACES = ['login', 'meeting', 'public'];

/** A source file of its own with `text`. */
function source(text) {
  const file = join(mkdtempSync(join(tmpdir(), 'i18n-keys-')), 'screen.tsx');
  writeFileSync(file, text);
  return file;
}

test('a translator bound by useT reads its keys, both branches of a condition and the shape of a template', () => {
  const file = source(
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template in the source under test
    "const t = useT('login');\nt('title');\nt(busy ? 'wait' : 'go');\nt(`state.${state}`);\nt('meeting:webrtc.camera');",
  );
  assert.deepEqual(
    new Set(readSource(file, NAMESPACES).used),
    new Set(['login:title', 'login:wait', 'login:go', 'login:state.*', 'meeting:webrtc.camera']),
  );
});

test('a parameter typed Translator<ns> is bound to its namespace', () => {
  const file = source("function spoken(t: Translator<'public'>) {\n  return t('countdown.days');\n}");
  assert.deepEqual(readSource(file, NAMESPACES).used, ['public:countdown.days']);
});

test("a file's strings name keys of the namespaces its Key and KeyAfter types name", () => {
  const file = source(
    "const END: Record<string, Key<'meeting'>> = { hangup: 'webrtc.hungUp' };\nconst facts: [KeyAfter<'public', 'countdown.'>, string][] = [['days', '1']];",
  );
  const { keyed } = readSource(file, NAMESPACES);
  assert.ok(keyed.includes('meeting:webrtc.hungUp'));
  assert.ok(keyed.includes('public:countdown.days'));
});

test('a key the code reads that no English file has fails, and so does an English key no code reads', () => {
  const file = source("const t = useT('login');\nt('title');\nt('nope');");
  const english = { login: new Set(['title', 'forgotten']) };
  const { missing, unread } = problems([file], english);
  assert.deepEqual(missing, [`${file}: reads login:nope, which no English file has`]);
  assert.deepEqual(unread, ['src/core/i18n/locales/en/login.json: forgotten is read by no code']);
});

test('a template matches the keys of its shape; a shape no key has fails', () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template in the source under test
  const file = source("const t = useT('login');\nt(`state.${a}`);\nt(`gone.${b}`);");
  const english = { login: new Set(['state.open', 'state.closed']) };
  const { missing, unread } = problems([file], english);
  assert.deepEqual(missing, [`${file}: reads login:gone.*, which matches no English key`]);
  assert.deepEqual(unread, []);
});

test('a declared run-time key counts as read and becomes a template literal type', () => {
  const file = source("// i18n-keys: login:code.*\nconst t = useT('login');\nt('title');");
  const english = { login: new Set(['title', 'code.1000']) };
  const { missing, unread, patterns } = problems([file], english);
  assert.deepEqual([missing, unread], [[], []]);
  const text = declaration(english, patterns);
  assert.match(text, /login:\n {4}\| 'code\.1000'\n {4}\| 'title'\n {4}\| `code\.\$\{string\}`;/);
});

test("the kit's column and filter tables read <prefix>.<name> per entry, selectOptions every <prefix>.* without widening the key types", () => {
  const file = source(
    "const c = columnTable('login:column', { name: { sortable: true }, own: { translation: 'login:other' } });\nconst f = filterTable('login:filter', { 'state': { type: 'select', selectOptions: selectOptions('login:state', STATES) } });",
  );
  const { used, patterns } = readSource(file, NAMESPACES);
  assert.deepEqual(
    new Set(used),
    new Set(['login:column.name', 'login:other', 'login:filter.state', 'login:state.*']),
  );
  assert.deepEqual(patterns, []);
});
