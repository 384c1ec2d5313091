import { expect } from '@open-wc/testing';
import { $translations, i18n, loadNamespaces, NAMESPACES, setLanguage, translate } from './index';

// Runs in a page of its own: nothing else has asked for a namespace yet.
describe('i18n loading', () => {
  it('loads a namespace on demand: not before it is requested, available after', async () => {
    await setLanguage('en');
    expect(NAMESPACES).to.include('error');
    expect(i18n.hasResourceBundle('en', 'common')).to.equal(true);
    expect(i18n.hasResourceBundle('en', 'error')).to.equal(false);
    expect(translate('error', 'code.1001')).to.equal('code.1001');

    const revision = $translations.get().revision;
    await loadNamespaces('error');
    expect(i18n.hasResourceBundle('en', 'error')).to.equal(true);
    expect($translations.get().revision, 'a loaded namespace re-renders views').to.be.greaterThan(revision);
    expect(translate('error', 'code.1001')).to.equal('The requested item was not found.');
  });

  it('loads a language only when the interface switches to it', async () => {
    expect(i18n.hasResourceBundle('fr', 'error')).to.equal(false);
    await setLanguage('fr');
    expect(i18n.hasResourceBundle('fr', 'common')).to.equal(true);
    expect(i18n.hasResourceBundle('fr', 'error')).to.equal(true);
  });

  it('setLanguage switches what translate returns and bumps $translations', async () => {
    await setLanguage('en');
    const before = $translations.get();
    expect(translate('common', 'cancel')).to.equal('Cancel');

    await setLanguage('de');
    expect(translate('common', 'cancel')).to.equal('Abbrechen');
    expect(translate('error', 'code.1007')).to.equal('Die Besprechung ist voll.');
    expect($translations.get().language).to.equal('de');
    expect($translations.get().revision).to.be.greaterThan(before.revision);

    await setLanguage('hu');
    expect(translate('common', 'cancel')).to.equal('Mégse');
    expect($translations.get().language).to.equal('hu');
  });
});
