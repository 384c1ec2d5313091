import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { fakeSsoWindow } from '../../../tests/support/sso';
import { resetApiTimings, resetFetch, setFetch } from '../api/transport';
import type { SsoReturnHost } from '../auth/complete-sso';
import { isLoaded } from '../i18n';
import { type PageHost, resetPageHost, setPageHost } from '../router/page';
import { $me } from './me';
import { $signedIn } from './session';
import { $ssoPhase, $ssoReturn, cancelSso, finishSsoReturn, signInWithSso } from './sso';
import { STORAGE_KEYS } from './storage';

const ORIGIN = 'https://meet.example.com';
const ME = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', language: 'en' };

describe('single sign-on', () => {
  beforeEach(() => {
    resetForTest();
    cancelSso();
    $me.set(null);
  });
  afterEach(() => {
    cancelSso();
    resetFetch();
    resetApiTimings();
    resetPageHost();
  });

  it('the login screen waits while the window is open, which comes back to the sso route', () => {
    const fake = fakeSsoWindow();
    void signInWithSso('/meet/auth/oidc/start', fake.host);
    expect($ssoPhase.get()).to.equal('waiting');
    const url = new URL(fake.opened[0] ?? '');
    expect(url.searchParams.get('redirect_uri')).to.equal(`${ORIGIN}/meet/sso`);
  });

  it('a window the browser refused is the problem popupBlocked, and the sign-in answers false', async () => {
    expect(await signInWithSso('/sso', fakeSsoWindow(true).host)).to.equal(false);
    expect($ssoPhase.get()).to.equal('popupBlocked');
    expect(isLoaded('error'), 'its text is there to show').to.equal(true);
  });

  it('an aborted or failed sign-on is kept as the problem to show', async () => {
    for (const status of ['aborted', 'failed']) {
      const fake = fakeSsoWindow();
      const signedIn = signInWithSso('/sso', fake.host);
      fake.answer(status);
      expect(await signedIn).to.equal(false);
      expect($ssoPhase.get()).to.equal(status);
    }
  });

  it('after success the session the window left is restored here, and the sign-in answers true', async () => {
    localStorage.setItem(STORAGE_KEYS.username, '__sso__');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'R0');
    setFetch(
      fakeServer({
        'GET web/login/refresh': reply(200, { sessionToken: 'S1', refreshToken: 'R1' }),
        'GET web/users/me': reply(200, ME),
      }).fetch,
    );
    const fake = fakeSsoWindow();
    const signedIn = signInWithSso('/sso', fake.host);
    fake.answer('success');
    expect(await signedIn).to.equal(true);
    expect([$signedIn.get(), $me.get()]).to.deep.equal([true, ME]);
  });

  it('success without a session left to restore is an unexpected error', async () => {
    const fake = fakeSsoWindow();
    const signedIn = signInWithSso('/sso', fake.host);
    fake.answer('success');
    expect(await signedIn).to.equal(false);
    expect($ssoPhase.get()).to.equal('unexpected');
  });

  it('cancelling closes the window and goes back to the form', () => {
    const fake = fakeSsoWindow();
    void signInWithSso('/sso', fake.host);
    cancelSso();
    expect([fake.popup.closed, $ssoPhase.get()]).to.deep.equal([true, null]);
  });
});

describe('the sso route', () => {
  let visits: string[];
  beforeEach(() => {
    resetForTest();
    visits = [];
    const page: PageHost = {
      canGoBack: () => false,
      back: () => visits.push('back'),
      assign: (href) => visits.push(`assign ${href}`),
      replace: (href) => visits.push(`replace ${href}`),
      reload: () => visits.push('reload'),
    };
    setPageHost(page);
  });
  afterEach(resetPageHost);

  const returnHost = (opener: SsoReturnHost['opener']): SsoReturnHost => ({
    opener,
    origin: ORIGIN,
    close: () => {},
    signIn: async () => {},
  });

  it('with an opener, the outcome is told to it and the route says so', async () => {
    const posted: unknown[] = [];
    await finishSsoReturn({ token: 'T', state: 'S' }, returnHost({ postMessage: (m) => posted.push(m) }));
    expect([$ssoReturn.get(), posted.length, visits]).to.deep.equal(['told', 1, []]);
  });

  it('opened in this very tab, a successful sign-in goes on to the dashboard in place of the route', async () => {
    await finishSsoReturn({ token: 'T' }, returnHost(null));
    expect(visits).to.deep.equal(['replace /meet/dashboard']);
    expect($ssoReturn.get()).to.equal(null);
  });

  it('opened in this very tab, a problem stays on the route to be shown', async () => {
    await finishSsoReturn({ error: 'access_denied' }, returnHost(null));
    expect([$ssoReturn.get(), visits]).to.deep.equal(['aborted', []]);
  });
});
