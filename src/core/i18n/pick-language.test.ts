import { expect } from '@open-wc/testing';
import { pickLanguage } from './index';

describe('pickLanguage', () => {
  it('uses the browser language, matched by its primary subtag', () => {
    expect(pickLanguage(['de-AT', 'en-US'])).to.equal('de');
    expect(pickLanguage(['FR-ca'])).to.equal('fr');
    expect(pickLanguage(['hu'], 'cs')).to.equal('hu');
  });

  it('takes the first browser language the interface speaks', () => {
    expect(pickLanguage(['pt-BR', 'it', 'es-MX', 'de'])).to.equal('es');
  });

  it("falls back to the server's defaultLanguage when no browser language is spoken", () => {
    expect(pickLanguage(['pt-BR', 'ja'], 'cs')).to.equal('cs');
    expect(pickLanguage([], 'de_DE')).to.equal('de');
    expect(pickLanguage(['it'], 'fr-FR')).to.equal('fr');
  });

  it('falls back to en when neither the browser nor the server names a known language', () => {
    expect(pickLanguage(['it', 'ja'])).to.equal('en');
    expect(pickLanguage([], 'pl')).to.equal('en');
    expect(pickLanguage([], '')).to.equal('en');
  });
});
