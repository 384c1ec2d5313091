import { useStore } from '@nanostores/react';
import {
  type ComponentType,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { managesOrganizations, visibleAreas } from '../../core/admin/areas';
import {
  $route,
  awaitedRoute,
  handleLinkClick,
  preloadScreen,
  type Role,
  type RouteName,
  type RouteState,
  rolesOf,
  routeDefinition,
  startApp,
  startRouting,
} from '../../core/router';
import { $me } from '../../core/stores/me';
import { $signedIn } from '../../core/stores/session';
import { beneathPrerender } from '../../widgets/prerender/prerender';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { TextsGate } from '../../widgets/texts-gate';
import { ToastList } from '../../widgets/toast/toast-list';
import css from './app.css?inline';
import type { HeaderProps } from './header';
import { HeaderSpace } from './header-space';
import { Loading } from './loading';
import { ScreenBoundary } from './screen-problems';
import { preloadRouteScreen, resolveScreen } from './screen-registry';
import { usePageTitle } from './use-page-title';

const SHEETS = [sheet(css)];

/** Stands in for a header whose module failed to load once a listener handled the preload error. */
function HeaderUnavailable(_props: HeaderProps): ReactNode {
  return null;
}

// The header and its menu come with the first route that shows them: the login route loads none of it.
// Its module failing to load follows the screens' preload-error rule; handled, the page goes on without it.
const Header = lazy<ComponentType<HeaderProps>>(() =>
  preloadScreen(
    'header',
    () => import('./header').then((module) => ({ default: module.Header })),
    () => ({ default: HeaderUnavailable }),
  ),
);

// Inside a screen's root: the sign-in and the visitors' join pages are as tall as their root, the whole window
// (they tint it; their own `min-height: 100%` finds no height to resolve against).
const SCREEN_ROOT_SHEET = sheet(':host > :is(.auth, .public-page) { min-height: inherit; }');

/** A screen in a shadow root of its own: its sheets style it alone, whichever screens came before it. */
function ScreenRoot({ full, children }: { full: boolean; children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const host = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    beneathPrerender(node);
    const shadow = node.shadowRoot ?? node.attachShadow({ mode: 'open' });
    if (!shadow.adoptedStyleSheets.includes(SCREEN_ROOT_SHEET))
      shadow.adoptedStyleSheets = [SCREEN_ROOT_SHEET, ...shadow.adoptedStyleSheets];
    setRoot(shadow);
  }, []);
  return (
    <div ref={host} className={full ? 'app__screen app__screen--full' : 'app__screen'}>
      {root ? createPortal(children, root) : null}
    </div>
  );
}

/**
 * The route the administration console shows: an area's as it is; on a page outside the application's
 * routes (a CMS page) or a signed-in route outside the console, the first area the user sees; signed out
 * there, the login.
 */
function consoleRoute(
  route: RouteState | null,
  roles: readonly Role[],
  manager: boolean,
  signedIn: boolean,
): RouteState | null {
  if (!route) return route;
  const definition = routeDefinition(route.name);
  const outside = route.name === 'notFound' || (definition.access === 'session' && !definition.admin);
  if (!outside) return route;
  if (!signedIn) return { name: 'login', params: {}, search: {} };
  const [first] = visibleAreas(roles, manager);
  const name = first ? (Object.keys(first.routes)[0] as RouteName) : route.name;
  return { name, params: {}, search: route.search };
}

/** Props of the application: `lang` fixes the interface language (else browser, user, server default). */
export interface AppProps {
  lang?: string;
  /**
   * The administration console only (`<meet-admin-console>`): a signed-in route outside the console shows the
   * first area the user may see instead.
   */
  adminOnly?: boolean;
}

/** The whole `/meet/` application: the header and the current route's screen, loaded on demand. */
export function App({ lang, adminOnly = false }: AppProps) {
  const adopt = useStyleSheets(SHEETS);
  const routed = useStore($route);
  const me = useStore($me);
  const signedIn = useStore($signedIn);
  const route = adminOnly ? consoleRoute(routed, rolesOf(me), managesOrganizations(me), signedIn) : routed;
  const main = useRef<HTMLElement>(null);
  const shown = useRef<{ name?: string; key?: string }>({});
  // The language attribute is read once at start; later changes go through the element's own handling.
  const startLang = useRef(lang);
  // Once, at the first render: the awaited route's screen loads while the session is checked.
  useState(() => {
    const awaited = awaitedRoute();
    if (awaited) preloadRouteScreen(awaited);
  });
  useEffect(() => startRouting(), []);
  useEffect(() => startApp({ lang: startLang.current }), []);
  const name = route?.name;
  usePageTitle(name);
  const screen = route ? resolveScreen(route) : null;
  const screenKey = screen?.key;
  // Where the focus is once a render is drawn (a new route's among them), before the screens' effects may move it.
  const focusedAtCommit = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const root = main.current?.getRootNode() as Document | ShadowRoot | undefined;
    focusedAtCommit.current = root?.activeElement ?? null;
  });
  useEffect(() => {
    const before = shown.current;
    shown.current = { name, key: screenKey };
    if (!before.name || !name || before.name === name) return;
    // A new screen: focus its main region so assistive technology reads it from the top.
    const focus = () => main.current?.focus({ preventScroll: true });
    if (before.key !== screenKey) {
      focus();
      return;
    }
    // A route of the same screen (webrtc -> webrtc-live) comes in the task that draws the screen's new state (the
    // room): a focus there would force that draw's style and layout before the task ends, and the messages
    // waiting behind it (the gateway's answers) would wait longer. After the browser has drawn it, it costs little.
    // A screen that puts the focus somewhere itself meanwhile (a list's heading after a delete) keeps it there.
    const root = main.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focusedThen = focusedAtCommit.current;
    const placed = () => {
      const now = root?.activeElement;
      return now !== focusedThen && now != null && main.current?.contains(now) === true;
    };
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (!placed()) focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [name, screenKey]);

  const headerHidden = !route || routeDefinition(route.name).hideHeader === true;
  // While the session is restored no route shows yet: the header's place is kept if the awaited route has one.
  const awaited = route ? null : awaitedRoute();
  const headerAwaited = awaited !== null && routeDefinition(awaited).hideHeader !== true;
  const onClick = (event: MouseEvent) => handleLinkClick(event.nativeEvent);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: one delegated handler turns our links into in-app navigation; the links themselves stay links.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click.
    <div ref={adopt} className="app" part="app" onClick={onClick}>
      {route && !headerHidden && (
        <ScreenBoundary resetKey={route.name}>
          <Suspense fallback={<HeaderSpace />}>
            <TextsGate fallback={<HeaderSpace />}>
              <Header route={route.name} onSkip={() => main.current?.focus()} />
            </TextsGate>
          </Suspense>
        </ScreenBoundary>
      )}
      {headerAwaited && <HeaderSpace />}
      <main ref={main} className="app__main" tabIndex={-1}>
        {screen ? (
          // A boundary per screen: a screen left while the next one loads is gone, not kept hidden with its state.
          <ScreenBoundary key={screen.key} resetKey={route?.name}>
            <Suspense fallback={<Loading route={route?.name} />}>
              <TextsGate fallback={<Loading route={route?.name} />}>
                <ScreenRoot full={headerHidden}>
                  <screen.Component {...screen.props} />
                </ScreenRoot>
              </TextsGate>
            </Suspense>
          </ScreenBoundary>
        ) : (
          <Loading route={route?.name ?? awaited} />
        )}
      </main>
      <ToastList />
    </div>
  );
}
