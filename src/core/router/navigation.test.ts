import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../tests/support/wait';
import { $config } from '../config';
import { BASE_PATH } from '../constants';
import { $loginRequired } from '../stores/login-required';
import { clearSession, startSession } from '../stores/session';
import { $join } from '../webrtc/join-state';
import { markEntry } from './history-index';
import { handleLinkClick } from './links';
import {
  $route,
  $sessionChecked,
  goBack,
  goBackOrLeaveFor,
  leaveFor,
  leaveForRedirect,
  leaveForRoute,
  navigate,
  openRoute,
  redirectRoute,
  reloadPage,
  startRouting,
} from './navigation';
import { type PageHost, resetPageHost, setPageHost } from './page';

const here = () => `${location.pathname}${location.search}`;
const arrivesAt = (address: string) =>
  waitUntil(() => here() === address && $route.get() !== null, `still at ${here()}`);
const signIn = () => startSession({ sessionToken: 'S', refreshToken: 'R' }, 'user@example.com');

function visit(address: string): void {
  history.replaceState(null, '', address);
  markEntry(0);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('navigation', () => {
  const original = location.href;
  let stop: () => void;

  before(() => {
    clearSession();
    visit('/meet/');
    $sessionChecked.set(true);
    stop = startRouting();
  });
  after(() => {
    stop();
    clearSession();
    history.replaceState(null, '', original);
  });

  it('an unauthenticated visitor on a route that needs a session goes to login, remembering it', async () => {
    clearSession();
    visit('/meet/account');
    await arrivesAt('/meet/?redirect=%2Fmeet%2Faccount');
    expect($route.get()?.name).to.equal('login');
  });

  it('after login the user goes to the stored earlier page', async () => {
    signIn();
    await arrivesAt('/meet/account');
    expect($route.get()?.name).to.equal('account');
  });

  it('back navigation goes to the previous history entry', async () => {
    visit('/meet/account');
    await arrivesAt('/meet/account');
    openRoute('support');
    await arrivesAt('/meet/support');
    goBack('dashboard');
    await arrivesAt('/meet/account');
  });

  it('back navigation with no earlier entry of the application goes to the named route', async () => {
    visit('/meet/support');
    await arrivesAt('/meet/support');
    goBack('dashboard');
    await arrivesAt('/meet/dashboard');
  });

  it('opening login remembers the page the user came from; a redirect to login does not', async () => {
    clearSession();
    visit('/meet/join-without-account');
    await arrivesAt('/meet/join-without-account');
    openRoute('login');
    await arrivesAt('/meet/?redirect=%2Fmeet%2Fjoin-without-account');
    visit('/meet/support');
    await arrivesAt('/meet/support');
    redirectRoute('login');
    await arrivesAt('/meet/');
  });

  it('the login page does not remember a page marked no-redirect', async () => {
    visit('/meet/forgot-password');
    await arrivesAt('/meet/forgot-password');
    openRoute('login');
    await arrivesAt('/meet/');
  });

  it('a lost session ($loginRequired) sends to login, remembering the page', async () => {
    signIn();
    visit('/meet/users');
    await arrivesAt('/meet/users');
    clearSession();
    $loginRequired.set(true);
    await arrivesAt('/meet/?redirect=%2Fmeet%2Fusers');
    $loginRequired.set(false);
  });

  it('a browser join that connects goes on to the live route with its umi', async () => {
    visit('/meet/meeting/webrtc?umi=100000001');
    await arrivesAt('/meet/meeting/webrtc?umi=100000001');
    $join.setKey('phase', 'connected');
    await arrivesAt('/meet/meeting/webrtc/live?umi=100000001');
    expect($route.get()?.name).to.equal('webrtc-live');
    $join.setKey('phase', 'configuration');
  });

  it('a link inside a shadow root opens its route without loading the page', async () => {
    visit('/meet/support');
    await arrivesAt('/meet/support');
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<a href="/meet/join-without-account?umi=100000001">Join</a><a href="/meet/demo/outbox">Mail</a>';
    const handled: boolean[] = [];
    root.addEventListener('click', (event) => handled.push(handleLinkClick(event as MouseEvent)));
    // Never let the test page itself navigate away, whatever happens.
    const guard = (event: Event) => event.preventDefault();
    document.addEventListener('click', guard);
    document.body.append(host);
    root.querySelectorAll('a')[1]?.click();
    root.querySelectorAll('a')[0]?.click();
    document.removeEventListener('click', guard);
    host.remove();
    expect(handled).to.deep.equal([false, true]);
    await arrivesAt('/meet/join-without-account?umi=100000001');
  });
});

/** A page with `entries` history entries that records every load, reload and step back asked of it. */
function fakePage(entries = 1): PageHost & { visits: string[] } {
  const visits: string[] = [];
  return {
    visits,
    canGoBack: () => entries > 1,
    back: () => visits.push('back'),
    assign: (href) => visits.push(`assign ${href}`),
    replace: (href) => visits.push(`replace ${href}`),
    reload: () => visits.push('reload'),
  };
}

describe('page loads and history steps', () => {
  let page: ReturnType<typeof fakePage>;
  beforeEach(() => {
    page = fakePage();
    setPageHost(page);
  });
  afterEach(() => {
    resetPageHost();
    $config.setKey('basePath', BASE_PATH);
  });

  it('without the application routing the page, a route opens by loading it; a redirect replaces the entry', () => {
    navigate('/meet/support');
    redirectRoute('dashboard');
    expect(page.visits).to.deep.equal(['assign /meet/support', 'replace /meet/dashboard']);
  });

  it('leaving for an address loads it in full even while the application routes the page', () => {
    // Guards off: this test page's own address is no route to act on.
    const checked = $sessionChecked.get();
    $sessionChecked.set(false);
    const stop = startRouting();
    try {
      leaveFor('https://portal.example.com/news');
    } finally {
      stop();
      $sessionChecked.set(checked);
    }
    expect(page.visits).to.deep.equal(['assign https://portal.example.com/news']);
  });

  it('leaving for a route loads it under the configured base path, another deployment included', () => {
    $config.setKey('basePath', 'https://meet.example.com/meet/');
    leaveForRoute('join', {}, { umi: '100000001' });
    expect(page.visits).to.deep.equal(['assign https://meet.example.com/meet/meeting/join?umi=100000001']);
  });

  it('the page asked for after sign-in is loaded only when it is ours; any other gives the dashboard', () => {
    leaveForRedirect('/meet/account?tab=password');
    leaveForRedirect('https://evil.example.com/meet/account');
    leaveForRedirect('//evil.example.com/');
    expect(page.visits).to.deep.equal([
      'assign /meet/account?tab=password',
      'assign /meet/dashboard',
      'assign /meet/dashboard',
    ]);
  });

  it('reloading loads the current page again', () => {
    reloadPage();
    expect(page.visits).to.deep.equal(['reload']);
  });

  it('back goes to the previous page of the tab when there is one, else loads the fallback address', () => {
    goBackOrLeaveFor('/meet/downloads');
    const withHistory = fakePage(2);
    setPageHost(withHistory);
    goBackOrLeaveFor('/meet/downloads');
    expect([page.visits, withHistory.visits]).to.deep.equal([['assign /meet/downloads'], ['back']]);
  });
});
