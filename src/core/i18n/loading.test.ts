import { expect } from '@open-wc/testing';
import { EAGER_NAMESPACES } from './eager';
import { $translations, isLoaded, loadNamespaces, NAMESPACES, setLanguage, translate } from './index';

// Runs in a page of its own: nothing else has asked for a namespace yet.
describe('i18n loading', () => {
  it("names every namespace that has files, and the first screen's map holds exactly the eager ones", async () => {
    const { files } = await import('./files');
    const english = Object.keys(files)
      .filter((path) => path.startsWith('./locales/en/'))
      .map((path) => path.slice('./locales/en/'.length, -'.json'.length))
      .sort();
    expect([...NAMESPACES]).to.deep.equal(english);
    const eager = Object.keys(import.meta.glob('./locales/en/{common,app,input,login,overlay}.json'))
      .map((path) => path.slice('./locales/en/'.length, -'.json'.length))
      .sort();
    expect(eager).to.deep.equal([...EAGER_NAMESPACES].sort());
  });

  it('loads the first screen namespaces with the language, unasked', async () => {
    await setLanguage('en');
    expect(EAGER_NAMESPACES).to.include.members(['common', 'login']);
    for (const namespace of EAGER_NAMESPACES) {
      expect(NAMESPACES).to.include(namespace);
      expect(isLoaded(namespace, 'en'), namespace).to.equal(true);
    }
    expect(translate('app', 'notFound.title')).to.equal('Page not found');
  });

  it('loads any other namespace on demand: not before it is requested, available after', async () => {
    expect(EAGER_NAMESPACES).not.to.include('table');
    expect(isLoaded('table', 'en')).to.equal(false);
    expect(translate('table', 'selectAll')).to.equal('selectAll');

    const revision = $translations.get().revision;
    await loadNamespaces('table');
    expect(isLoaded('table', 'en')).to.equal(true);
    expect($translations.get().revision, 'a loaded namespace re-renders views').to.be.greaterThan(revision);
    expect(translate('table', 'selectAll')).to.equal('Select all rows');
  });

  it('loads a language only when the interface switches to it, with the namespaces in use', async () => {
    expect(isLoaded('login', 'fr')).to.equal(false);
    expect(isLoaded('table', 'fr')).to.equal(false);
    await setLanguage('fr');
    for (const namespace of EAGER_NAMESPACES) expect(isLoaded(namespace, 'fr'), namespace).to.equal(true);
    expect(isLoaded('table', 'fr')).to.equal(true);
  });

  it('setLanguage switches what translate returns and bumps $translations', async () => {
    await setLanguage('en');
    const before = $translations.get();
    expect(translate('common', 'cancel')).to.equal('Cancel');

    await setLanguage('de');
    expect(translate('common', 'cancel')).to.equal('Abbrechen');
    expect(translate('app', 'notFound.title')).to.equal('Seite nicht gefunden');
    expect($translations.get().language).to.equal('de');
    expect($translations.get().revision).to.be.greaterThan(before.revision);

    await setLanguage('hu');
    expect(translate('common', 'cancel')).to.equal('Mégse');
    expect($translations.get().language).to.equal('hu');
  });
});
