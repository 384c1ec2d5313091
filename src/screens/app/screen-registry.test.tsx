import { expect } from '@open-wc/testing';
import { Component, type ReactNode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { waitUntil } from '../../../tests/support/wait';
import { isLoaded, loadNamespaces, setLanguage } from '../../core/i18n';
import { PRELOAD_ERROR_EVENT, ROUTES, type RouteName, type RouteState } from '../../core/router';
import { NotFound } from './not-found';
import { SCREEN_MODULES } from './screen-modules';
import { lazyScreen, preloadRouteScreen, resolveScreen } from './screen-registry';
import { type LazySource, SCREEN_SOURCES } from './screen-sources';

const route = (name: RouteName, search: Record<string, string> = {}): RouteState => ({
  name,
  params: {},
  search,
});

/** Spec 2: the screen of each route that has one of its own, as module and export. */
const EXPECTED: [RouteName, string, string][] = [
  ['login', '../login/login.tsx', 'Login'],
  ['forgotPassword', '../forgot-password/forgot-password.tsx', 'ForgotPassword'],
  ['changePassword', '../change-password/change-password.tsx', 'ChangePassword'],
  ['joinWithoutAccount', '../join/join-without-account.tsx', 'JoinWithoutAccount'],
  ['sso', '../sso/sso-return.tsx', 'SsoReturn'],
  ['signupConfirmation', '../signup-confirmation/signup-confirmation.tsx', 'SignupConfirmation'],
  ['join', '../join/meeting-join.tsx', 'MeetingJoin'],
  ['webrtc', '../webrtc/webrtc-client.tsx', 'WebrtcClient'],
  ['webrtc-live', '../webrtc/webrtc-client.tsx', 'WebrtcClient'],
  ['webrtc-gateway', '../webrtc/webrtc-client.tsx', 'WebrtcClient'],
  ['downloadNoAuth', '../download/download.tsx', 'Download'],
  ['download', '../download/download.tsx', 'Download'],
  ['downloadRepo', '../download/download-repo.tsx', 'DownloadRepo'],
  ['support', '../support/support.tsx', 'Support'],
  ['dashboard', '../dashboard/dashboard.tsx', 'Dashboard'],
  ['account', '../account/account.tsx', 'Account'],
];

/** Records what reaches an error boundary. */
class Catcher extends Component<{ children: ReactNode; caught: unknown[] }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.caught.push(error);
  }
  render() {
    return this.state.failed ? <p>caught</p> : this.props.children;
  }
}

describe('screen registry', () => {
  it("the join pages' and the dashboard's texts are asked for beside their code, before the screen renders", async () => {
    const texts = ['public', 'error', 'dashboard'];
    expect(texts.filter((namespace) => isLoaded(namespace, 'en'))).to.deep.equal([]);
    preloadRouteScreen('join');
    preloadRouteScreen('dashboard');
    await waitUntil(() => texts.every((namespace) => isLoaded(namespace, 'en')), 'the texts loaded');
  });

  it('every route of both tables has a screen', () => {
    for (const name of [...(Object.keys(ROUTES) as RouteName[]), 'notFound' as const]) {
      expect(SCREEN_SOURCES[name], name).to.not.equal(undefined);
    }
  });

  for (const [name, module, exportName] of EXPECTED) {
    it(`the ${name} route shows ${exportName}, loaded on demand`, async () => {
      const source = SCREEN_SOURCES[name] as LazySource;
      expect([source.module, source.exportName]).to.deep.equal([module, exportName]);
      const load = SCREEN_MODULES[module];
      expect(load, `${module} exists`).to.be.a('function');
      expect((await load?.())?.[exportName], `${module} exports ${exportName}`).to.be.a('function');
    });
  }

  it("an administration route shows its area's screen, one per area, told which route it is on", () => {
    const list = resolveScreen(route('users'));
    const detail = resolveScreen({ ...route('user'), params: { id: '7' } });
    expect(list.key).to.equal('../admin/users/users-admin.tsx#UsersAdmin');
    expect(detail.key).to.equal(list.key);
    expect(detail.props).to.deep.equal({ params: { id: '7' }, search: {}, route: 'user' });
  });

  it('the resources route shows its area, and an unknown route the not-found screen', () => {
    expect(resolveScreen(route('resources')).key).to.equal(
      '../admin/resources/resources-admin.tsx#ResourcesAdmin',
    );
    expect(resolveScreen(route('notFound')).Component).to.equal(NotFound);
  });

  it('screens get params and search, and what their route gives them', () => {
    const webrtc = resolveScreen(route('webrtc', { umi: '100000001' }));
    expect(webrtc.props).to.deep.equal({ params: {}, search: { umi: '100000001' }, meetingId: '100000001' });
    expect(resolveScreen(route('join', { umi: '100000003' })).props.umi).to.equal('100000003');
    expect(resolveScreen(route('download')).props.variant).to.equal('auth');
    expect(resolveScreen(route('downloadNoAuth')).props.variant).to.equal('no-auth');
  });

  it('webrtc and webrtc-live share one component, so reaching the live route keeps the meeting', () => {
    const setup = resolveScreen(route('webrtc', { umi: '1' })).Component;
    expect(resolveScreen(route('webrtc-live', { umi: '1' })).Component).to.equal(setup);
  });
});

describe('screen preload error', () => {
  let host: HTMLDivElement;
  before(async () => {
    await setLanguage('en');
    await loadNamespaces('app');
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  const source: LazySource = { module: './broken.tsx', exportName: 'Broken' };
  const failing = () => Promise.reject(new Error('chunk failed'));

  it('a failed screen load raises meet-preload-error; handled, the shell says the page could not load', async () => {
    const events: Event[] = [];
    const listener = (event: Event) => {
      events.push(event);
      event.preventDefault();
    };
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const Broken = lazyScreen('account', source, { './broken.tsx': failing });
    const caught: unknown[] = [];
    createRoot(host).render(
      <Catcher caught={caught}>
        <Suspense fallback="loading">
          <Broken />
        </Suspense>
      </Catcher>,
    );
    await waitUntil(() => host.querySelector('h1') || host.textContent === 'caught', 'the screen settles');
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(events).to.have.length(1);
    expect(caught).to.deep.equal([]);
    await waitUntil(() => host.querySelector('button'), 'the reload button renders');
    expect(host.querySelector('button')?.textContent).to.equal('Reload the page');
  });

  it('unhandled, the error is rethrown to the shell', async () => {
    const Broken = lazyScreen('account', source, { './broken.tsx': failing });
    const caught: unknown[] = [];
    createRoot(host).render(
      <Catcher caught={caught}>
        <Suspense fallback="loading">
          <Broken />
        </Suspense>
      </Catcher>,
    );
    await waitUntil(() => host.textContent === 'caught', 'the error reaches the boundary');
    expect((caught[0] as Error).message).to.equal('chunk failed');
  });
});
