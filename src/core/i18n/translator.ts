/*
 * Reading a text out of the locale files. What our files use, and no more: nested keys read with dot paths,
 * `{{name}}` placeholders, plurals by `count` with the suffixes of Intl.PluralRules (`_one`, `_few`, `_many`,
 * `_other`), `ns:key` prefixes, a fallback language per key, and the key itself when no language has it.
 */

/** A locale file: texts under nested keys. */
export type Texts = { [key: string]: string | Texts };

/** Values for a text's `{{name}}` placeholders; a number `count` also picks the plural form. */
export type TranslateOptions = Record<string, unknown>;

/** Where texts come from: the known namespaces and the loaded file of a language and namespace, if any. */
export type TextSource = {
  namespaces: readonly string[];
  texts(language: string, namespace: string): Texts | undefined;
};

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural suffix of `count` by the rules of `language`: `_one`, `_few`, `_many` or `_other`. */
function pluralSuffix(language: string, count: number): string {
  const rules = pluralRules.get(language) ?? new Intl.PluralRules(language);
  pluralRules.set(language, rules);
  return `_${rules.select(count)}`;
}

/** The text at a dot path of a file, if there is one (a path to a group of texts is none). */
function textAt(texts: Texts | undefined, path: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.'))
    node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * Puts the values into the `{{name}}` placeholders as they are, unescaped: texts become text content and
 * attributes, which React escapes. A placeholder without a value stays; undefined or null leaves nothing.
 */
function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name] ?? '') : placeholder,
  );
}

/** `ns:key` names its own namespace (when it is a known one); any other key is read in `namespace`. */
export function splitKey(source: TextSource, namespace: string, key: string): [string, string] {
  const colon = key.indexOf(':');
  const prefix = key.slice(0, colon);
  return colon > 0 && source.namespaces.includes(prefix) ? [prefix, key.slice(colon + 1)] : [namespace, key];
}

/**
 * The text of `key` in the first of `languages` that has it, its placeholders filled; undefined when none has
 * it. A number `count` picks the plural form of each language (`key_few`...) before the plain `key`.
 */
export function findText(
  source: TextSource,
  languages: readonly string[],
  namespace: string,
  key: string,
  options: TranslateOptions = {},
): string | undefined {
  const [ns, path] = splitKey(source, namespace, key);
  const { count } = options;
  for (const language of languages) {
    const texts = source.texts(language, ns);
    const plural =
      typeof count === 'number' ? textAt(texts, path + pluralSuffix(language, count)) : undefined;
    const text = plural ?? textAt(texts, path);
    if (text !== undefined) return interpolate(text, options);
  }
  return undefined;
}
