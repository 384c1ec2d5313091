import { expect } from '@open-wc/testing';
import {
  $translations,
  currentLanguage,
  findTranslation,
  isLoaded,
  type Key,
  loadNamespaces,
  setLanguage,
  translate,
} from './index';

/** How many times the page fetched a locale file (`en/meetings`). */
const fetches = (file: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes(`/locales/${file}.json`))
    .length;

// Runs in a page of its own: nothing else has asked for a namespace or a language yet.
describe('i18n language switches and loads', () => {
  it('loads a namespace with one request however many ask for it at the same time', async () => {
    await setLanguage('en');
    expect(isLoaded('meetings')).to.equal(false);
    await Promise.all([loadNamespaces('meetings'), loadNamespaces(['meetings']), loadNamespaces('meetings')]);
    expect(isLoaded('meetings')).to.equal(true);
    expect(fetches('en/meetings')).to.equal(1);
  });

  it('bumps $translations when texts arrive, not when a namespace is asked for again', async () => {
    const revision = $translations.get().revision;
    await loadNamespaces('meetings');
    expect($translations.get().revision).to.equal(revision);
    await loadNamespaces('users');
    expect($translations.get().revision).to.be.greaterThan(revision);
  });

  it('the latest of two switches wins, whichever loads first', async () => {
    const slow = setLanguage('cs');
    const quick = setLanguage('en');
    await Promise.all([slow, quick]);
    expect(currentLanguage()).to.equal('en');
    expect($translations.get().language).to.equal('en');

    await Promise.all([setLanguage('fr'), setLanguage('de')]);
    expect(currentLanguage()).to.equal('de');
    expect(translate('common', 'cancel')).to.equal('Abbrechen');
  });

  it('a namespace asked for during a switch arrives in the new language too', async () => {
    await setLanguage('en');
    const switching = setLanguage('es');
    await loadNamespaces('tags');
    await switching;
    expect(currentLanguage()).to.equal('es');
    expect(isLoaded('tags', 'es')).to.equal(true);
    expect(isLoaded('tags')).to.equal(true);
  });

  it('translates plurals by count in the interface language', async () => {
    await loadNamespaces('statistics');
    await setLanguage('cs');
    expect([1, 3, 5].map((count) => translate('statistics', 'days', { count }))).to.deep.equal([
      '1 den',
      '3 dny',
      '5 dní',
    ]);
    await setLanguage('hu');
    expect(translate('statistics', 'days', { count: 2 })).to.equal('2 nap');
    await setLanguage('en');
    expect(translate('statistics', 'days', { count: 1 })).to.equal('1 day');
  });

  it('finds `ns:key` texts in their own namespace; a missing text is its key', async () => {
    await setLanguage('fr');
    expect(findTranslation('common', 'users:filter.activated')).to.equal('Activé');
    // A key no English file has fails the type check; at run time it shows as itself.
    expect(translate('users', 'no.such.key' as Key<'users'>)).to.equal('no.such.key');
    expect(findTranslation('users', 'no.such.key')).to.equal(undefined);
  });

  it('a namespace without a file loads empty, so its keys show', async () => {
    await loadNamespaces('no-such-namespace');
    expect(isLoaded('no-such-namespace')).to.equal(true);
    expect(translate('no-such-namespace' as 'users', 'title')).to.equal('title');
  });
});
