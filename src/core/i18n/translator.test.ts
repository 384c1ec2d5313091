import { expect } from '@open-wc/testing';
import { findText, splitKey, type TextSource, type Texts } from './translator';

const plural = (word: string): Texts => ({
  [`${word}_one`]: `one: {{count}}`,
  [`${word}_few`]: `few: {{count}}`,
  [`${word}_many`]: `many: {{count}}`,
  [`${word}_other`]: `other: {{count}}`,
});

const files: Record<string, Texts> = {
  'en/common': {
    cancel: 'Cancel',
    greeting: 'Hello {{name}}, {{ name }} again',
    two: '{{first}} and {{second}}',
    onlyEnglish: 'Only in English',
    group: { nested: { deep: 'Deep text' } },
    ...plural('days'),
    plain: 'Plain {{count}}',
  },
  'cs/common': { cancel: 'Zrušit', group: { nested: { deep: 'Hluboký text' } }, ...plural('days') },
  'hu/common': plural('days'),
  'fr/common': plural('days'),
  'en/users': { filter: { activated: 'Activated' } },
  'cs/users': { filter: { activated: 'Aktivován' } },
};
const source: TextSource = {
  namespaces: ['common', 'users'],
  texts: (language, namespace) => files[`${language}/${namespace}`],
};
const find = (languages: string[], key: string, options?: Record<string, unknown>) =>
  findText(source, languages, 'common', key, options);

describe('translator', () => {
  it('reads nested keys by their dot path; a group of texts is no text', () => {
    expect(find(['en'], 'group.nested.deep')).to.equal('Deep text');
    expect(find(['cs', 'en'], 'group.nested.deep')).to.equal('Hluboký text');
    expect(find(['en'], 'group.nested')).to.equal(undefined);
    expect(find(['en'], 'cancel.more')).to.equal(undefined);
    expect(find(['en'], 'toString')).to.equal(undefined);
  });

  it('fills {{placeholders}} with the values as given, unescaped', () => {
    expect(find(['en'], 'greeting', { name: 'Ada' })).to.equal('Hello Ada, Ada again');
    expect(find(['en'], 'greeting', { name: '<b>A & B</b>' })).to.equal(
      'Hello <b>A & B</b>, <b>A & B</b> again',
    );
    expect(find(['en'], 'two', { first: 0, second: false })).to.equal('0 and false');
    // A value that looks like a placeholder is not filled in turn.
    expect(find(['en'], 'two', { first: '{{second}}', second: 2 })).to.equal('{{second}} and 2');
  });

  it('keeps a placeholder without a value; an undefined or null value leaves nothing', () => {
    expect(find(['en'], 'greeting')).to.equal('Hello {{name}}, {{ name }} again');
    expect(find(['en'], 'two', { first: undefined, second: null })).to.equal(' and ');
  });

  it('picks the plural form of a number count by each language’s rules', () => {
    const form = (language: string, count: number) => find([language], 'days', { count });
    expect([1, 3, 1.5, 5].map((count) => form('cs', count))).to.deep.equal([
      'one: 1',
      'few: 3',
      'many: 1.5',
      'other: 5',
    ]);
    expect([1, 2, 0].map((count) => form('hu', count))).to.deep.equal(['one: 1', 'other: 2', 'other: 0']);
    expect([1, 2, 0].map((count) => form('en', count))).to.deep.equal(['one: 1', 'other: 2', 'other: 0']);
    expect([0, 1.5, 2, 1000000].map((count) => form('fr', count))).to.deep.equal([
      'one: 0',
      'one: 1.5',
      'other: 2',
      'many: 1000000',
    ]);
  });

  it('uses the plain key when a text has no plural forms, and no plural for a count that is not a number', () => {
    expect(find(['en'], 'plain', { count: 4 })).to.equal('Plain 4');
    expect(find(['en'], 'days', { count: '4' })).to.equal(undefined);
  });

  it('falls back to the next language key by key', () => {
    expect(find(['cs', 'en'], 'cancel')).to.equal('Zrušit');
    expect(find(['cs', 'en'], 'onlyEnglish')).to.equal('Only in English');
    expect(find(['cs', 'en'], 'greeting', { name: 'Ada' })).to.equal('Hello Ada, Ada again');
    // A language without the file at all.
    expect(find(['de', 'en'], 'cancel')).to.equal('Cancel');
    // The plural rules are those of the language that has the text.
    expect(findText(source, ['de', 'en'], 'common', 'days', { count: 3 })).to.equal('other: 3');
  });

  it('reads `ns:key` in the namespace it names, when that is a known one', () => {
    expect(find(['cs', 'en'], 'users:filter.activated')).to.equal('Aktivován');
    expect(splitKey(source, 'common', 'users:filter.activated')).to.deep.equal(['users', 'filter.activated']);
    expect(splitKey(source, 'common', 'Zone: Europe')).to.deep.equal(['common', 'Zone: Europe']);
    expect(splitKey(source, 'users', ':x')).to.deep.equal(['users', ':x']);
  });

  it('finds nothing for a key no language has', () => {
    expect(find(['cs', 'en'], 'missing.key')).to.equal(undefined);
    expect(find(['cs', 'en'], 'users:missing')).to.equal(undefined);
    expect(find([], 'cancel')).to.equal(undefined);
  });
});
