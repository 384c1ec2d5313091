import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../tests/support/wait';
import { $loginRequired } from '../stores/login-required';
import { clearSession, startSession } from '../stores/session';
import { $join } from '../webrtc/join-state';
import { markEntry } from './history-index';
import { handleLinkClick } from './links';
import { $route, $sessionChecked, goBack, openRoute, redirectRoute, startRouting } from './navigation';

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
