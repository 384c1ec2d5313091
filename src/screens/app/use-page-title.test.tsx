import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { waitUntil } from '../../../tests/support/wait';
import { LANGUAGES, setLanguage } from '../../core/i18n';
import { ROUTES, type RouteName } from '../../core/router/routes';
import { usePageTitle } from './use-page-title';

function Page({ route }: { route: RouteName }) {
  usePageTitle(route);
  return null;
}

/** Each language's `app` texts, as the application loads them. */
const texts = (language: string) =>
  import(`../../core/i18n/locales/${language}/app.json`).then((module) => module.default);

describe('usePageTitle', () => {
  it('every route and the not-found screen have a title of their own in all six languages', async () => {
    const routes = [...Object.keys(ROUTES), 'notFound'];
    for (const language of LANGUAGES) {
      const { title, description } = await texts(language);
      expect(
        routes.filter((route) => !title[route]),
        language,
      ).to.deep.equal([]);
      expect(description, language).to.be.a('string').with.length.above(50);
    }
  });

  it("names the tab after the screen and describes the page, in the interface's language", async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      await setLanguage('de');
      root.render(<Page route="dashboard" />);
      await waitUntil(() => document.title === 'Übersicht - Meet', 'the German title');
      expect(meta.content).to.equal((await texts('de')).description);
      expect(document.documentElement.lang).to.equal('de');
      root.render(<Page route="notFound" />);
      await waitUntil(() => document.title === 'Seite nicht gefunden - Meet', 'the not-found title');
    } finally {
      root.unmount();
      host.remove();
      meta.remove();
      await setLanguage('en');
    }
  });
});
