import { expect } from '@open-wc/testing';
import { LANGUAGES, loadNamespaces, setLanguage, translate } from './index';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>('./locales/*/*.json', { eager: true });

/** `{ lang: { namespace: { 'flat.key': text } } }` of every locale file, whoever added it. */
const catalogue: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  catalogue[language] ??= {};
  catalogue[language][namespace] = flatten(module.default);
}

function flatten(tree: Tree, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') Object.assign(out, flatten(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

const english = catalogue.en ?? {};
const OTHERS = LANGUAGES.filter((language) => language !== 'en');
/** 1000..1027 and 1029 (spec 8); 1028 is never shown. */
const ERROR_CODES = [...Array.from({ length: 28 }, (_, i) => 1000 + i), 1029];

/*
 * Texts another language may share word for word with English. Anything else equal to the English text
 * is an untranslated copy. Add a genuine same-spelled word here with its language (e.g. fr 'Description').
 */
const SAME_AS_ENGLISH_KEYS = new Set([
  'common:product.name', // the product name is a brand
  'admin:everywhere.shortcut', // the key cap as the keyboard prints it: "Ctrl" but for German keyboards' "Strg"
  ...LANGUAGES.map((code) => `common:language.${code}`), // each language is named in itself everywhere
]);
const SAME_AS_ENGLISH_WORDS: Record<string, readonly string[]> = {
  cs: ['OK', 'Token', 'Audit', 'Import'],
  de: [
    'OK',
    'Optional',
    'Downloads',
    'Support',
    'Tags',
    'Meeting',
    'Meetings',
    'Meeting: {{subject}}',
    'Administrator',
    'Layout',
    'Token',
    'Tokens',
    'Jitter',
    'Tag',
    'Gateway',
    'Import',
  ],
  fr: [
    'OK',
    'Menu',
    'Administration',
    'Services',
    'Maintenance',
    'minute',
    'minutes',
    'Actions',
    'Surprise',
    'Audit',
    'Import',
  ], // the unit under a countdown's number
  hu: ['OK', 'Token'],
  es: ['No', 'Roles', 'Token', 'Tokens'],
};
/** Short codes (PIN, CSV, URL) and texts without a letter outside their {{placeholders}}. */
function isCode(text: string): boolean {
  const bare = text.replace(/\{\{[^}]*\}\}/g, '');
  return /^[A-Z0-9]{1,6}$/.test(bare) || !/\p{L}/u.test(bare);
}

describe('translations', () => {
  it('every language has a file for every English namespace, and no other', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(catalogue[language] ?? {}).sort(), language).to.deep.equal(
        Object.keys(english).sort(),
      );
    }
  });

  it('every language has exactly the same keys as English in every namespace', () => {
    for (const [namespace, texts] of Object.entries(english)) {
      for (const language of OTHERS) {
        const keys = Object.keys(catalogue[language]?.[namespace] ?? {}).sort();
        expect(keys, `${language}/${namespace}.json`).to.deep.equal(Object.keys(texts).sort());
      }
    }
  });

  it('every text is a non-empty string', () => {
    for (const [language, namespaces] of Object.entries(catalogue)) {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        for (const [key, text] of Object.entries(texts)) {
          expect(typeof text === 'string' && text.trim() !== '', `${language}/${namespace}:${key}`).to.equal(
            true,
          );
        }
      }
    }
  });

  it('no other language copies the English text, except the allowed names, codes and words', () => {
    const copies: string[] = [];
    for (const [namespace, texts] of Object.entries(english)) {
      for (const [key, text] of Object.entries(texts)) {
        for (const language of OTHERS) {
          const translated = catalogue[language]?.[namespace]?.[key];
          if (translated !== text || typeof text !== 'string') continue;
          if (SAME_AS_ENGLISH_KEYS.has(`${namespace}:${key}`) || isCode(text)) continue;
          if (SAME_AS_ENGLISH_WORDS[language]?.includes(text)) continue;
          copies.push(`${language}/${namespace}:${key} "${text}"`);
        }
      }
    }
    expect(copies).to.deep.equal([]);
  });

  it('every error code of the catalogue has a message in all six languages; 1028 has none', async () => {
    for (const language of LANGUAGES) {
      await setLanguage(language);
      await loadNamespaces('error');
      for (const code of ERROR_CODES) {
        const message = translate('error', `code.${code}`);
        expect(message, `${language} ${code}`).not.to.equal(`code.${code}`);
        expect(message.trim(), `${language} ${code}`).not.to.equal('');
        expect(catalogue[language]?.error?.[`code.${code}`], `${language} ${code}`).to.equal(message);
      }
      expect(catalogue[language]?.error, language).not.to.have.property('code.1028');
    }
  });

  it('the other messages of the error catalogue exist under their keys', () => {
    const keys = [
      'pageNotFound',
      'passwordChangeFailed',
      'accountDeletionFailed',
      'tagCreation',
      'tagAddUser',
      'managementServerUnreachable',
      'mediaUnavailable',
      ...['popupBlocked', 'aborted', 'failed', 'unexpected'].map((k) => `sso.${k}`),
      ...['sso', 'saml', 'samlKey', 'ldap', 'push', 'metrics', 'fileStore', 'directory'].map(
        (k) => `settingsLoad.${k}`,
      ),
      ...['userSaved', 'accountDeleted', 'meetingEnded'].map((k) => `success.${k}`),
      'emptyTable',
    ];
    expect(english.error?.pageNotFound).to.equal('Page not found');
    for (const language of LANGUAGES) {
      for (const key of keys) expect(catalogue[language]?.error, language).to.have.property(key);
    }
  });
});
