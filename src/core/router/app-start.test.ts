import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch, setFetch } from '../api/transport';
import { $fixedLanguage, currentLanguage, fixLanguage, setLanguage } from '../i18n';
import { $me } from '../stores/me';
import { $publicSettings } from '../stores/public-settings';
import { $theme } from '../theme/store';
import { startApp, startLanguage } from './app-start';
import { $sessionChecked } from './navigation';

describe('application start', () => {
  const realFetch = window.fetch;
  let stop: () => void = () => {};
  beforeEach(async () => {
    resetForTest();
    $publicSettings.set(null);
    $me.set(null);
    $sessionChecked.set(false);
    $fixedLanguage.set(undefined);
    await setLanguage('en');
  });
  afterEach(() => {
    stop();
    resetFetch();
    window.fetch = realFetch;
  });

  it('the browser language first, then the server default, then English', () => {
    expect(startLanguage(['hu-HU', 'de'], { defaultLanguage: 'fr' } as never)).to.equal('hu');
    expect(startLanguage(['pt-BR'], { defaultLanguage: 'de' } as never)).to.equal('de');
    expect(startLanguage(['pt-BR'], null)).to.equal('en');
  });

  it('at start: the public settings choose the language and the custom theme; the session is checked', async () => {
    setFetch(
      fakeServer({
        'GET v1/settings': reply(200, { defaultLanguage: 'de', customThemeUrl: '/theme-a.json' }),
      }).fetch,
    );
    // The theme file is not an API call: it is fetched as it is.
    window.fetch = (async (input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).endsWith('/theme-a.json')
        ? new Response(JSON.stringify({ primary: '#123456' }), {
            headers: { 'content-type': 'application/json' },
          })
        : realFetch(input)) as typeof fetch;
    stop = startApp({ browserLanguages: ['pt-BR'] });
    await waitUntil(() => currentLanguage() === 'de', `language ${currentLanguage()}`);
    await waitUntil(() => $theme.get().primary === '#123456', 'the custom theme applies');
    await waitUntil(() => $sessionChecked.get(), 'the session is checked');
  });

  it('a browser language of the product is chosen at once, without waiting for the public settings', async () => {
    // The settings never answer: the browser's language must not wait for them.
    setFetch(() => new Promise<Response>(() => {}));
    stop = startApp({ browserLanguages: ['hu-HU', 'de'] });
    await waitUntil(() => currentLanguage() === 'hu', `language ${currentLanguage()}`);
    expect($publicSettings.get()).to.equal(null);
  });

  it('after login the user’s own language; a language fixed by the page stays', async () => {
    setFetch(fakeServer({ 'GET v1/settings': reply(200, { defaultLanguage: 'en' }) }).fetch);
    stop = startApp({ browserLanguages: ['en'] });
    $me.set({ language: 'cs' } as never);
    await waitUntil(() => currentLanguage() === 'cs', `language ${currentLanguage()}`);
    stop();
    await setLanguage('fr');
    stop = startApp({ lang: 'fr', browserLanguages: ['de'] });
    $me.set({ language: 'hu' } as never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLanguage()).to.equal('fr');
  });

  it('a lang attribute set after start still wins over the public settings and the user', async () => {
    let answer: () => void = () => {};
    const settingsArrive = new Promise<void>((resolve) => {
      answer = resolve;
    });
    setFetch((async (...args: Parameters<typeof fetch>) => {
      await settingsArrive;
      return fakeServer({ 'GET v1/settings': reply(200, { defaultLanguage: 'de' }) }).fetch(...args);
    }) as typeof fetch);
    stop = startApp({ browserLanguages: ['pt-BR'] });
    await fixLanguage('hu');
    answer();
    $me.set({ language: 'cs' } as never);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentLanguage()).to.equal('hu');
  });
});
