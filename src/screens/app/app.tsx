import { useStore } from '@nanostores/react';
import { type MouseEvent, Suspense, useEffect, useRef } from 'react';
import { $route, handleLinkClick, routeDefinition, startApp, startRouting } from '../../core/router';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { ToastList } from '../../widgets/toast/toast-list';
import css from './app.css?inline';
import { Header } from './header';
import { Loading } from './loading';
import { ScreenBoundary } from './screen-problems';
import { resolveScreen } from './screen-registry';
import { usePageTitle } from './use-page-title';

const SHEETS = [sheet(css)];

/** Props of the application: `lang` fixes the interface language (else browser, user, server default). */
export interface AppProps {
  lang?: string;
}

/** The whole `/meet/` application: the header and the current route's screen, loaded on demand. */
export function App({ lang }: AppProps) {
  const adopt = useStyleSheets(SHEETS);
  const route = useStore($route);
  const main = useRef<HTMLElement>(null);
  const shown = useRef<string | null>(null);
  // The language attribute is read once at start; later changes go through the element's own handling.
  const startLang = useRef(lang);
  useEffect(() => startRouting(), []);
  useEffect(() => startApp({ lang: startLang.current }), []);
  const name = route?.name;
  usePageTitle(name);
  useEffect(() => {
    // A new screen: focus its main region so assistive technology reads it from the top.
    if (shown.current && name && shown.current !== name) main.current?.focus({ preventScroll: true });
    shown.current = name ?? null;
  }, [name]);

  const screen = route ? resolveScreen(route) : null;
  const onClick = (event: MouseEvent) => handleLinkClick(event.nativeEvent);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: one delegated handler turns our links into in-app navigation; the links themselves stay links.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click.
    <div ref={adopt} className="app" part="app" onClick={onClick}>
      {route && !routeDefinition(route.name).hideHeader && <Header route={route.name} />}
      <main ref={main} className="app__main" tabIndex={-1}>
        {screen ? (
          // A boundary per screen: a screen left while the next one loads is gone, not kept hidden with its state.
          <ScreenBoundary key={screen.key} resetKey={route?.name}>
            <Suspense fallback={<Loading />}>
              <screen.Component {...screen.props} />
            </Suspense>
          </ScreenBoundary>
        ) : (
          <Loading />
        )}
      </main>
      <ToastList />
    </div>
  );
}
