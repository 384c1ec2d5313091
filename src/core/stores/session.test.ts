import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { resetApiTimings, resetFetch, setFetch } from '../api/transport';
import type { Me } from '../api/types';
import { $captcha } from './captcha';
import { $loginRequired } from './login-required';
import { logout } from './logout';
import { $me } from './me';
import { restoreSession } from './restore-session';
import { $session, $signedIn, startSession } from './session';
import { STORAGE_KEYS } from './storage';

const ME: Me = {
  id: 7,
  login: 'alice@example.com',
  roles: [],
  firstName: 'Alice',
  lastName: 'Martin',
  email: 'alice@example.com',
  language: 'en',
  timeZoneID: 'Europe/Paris',
  source: 'INTERNAL',
  customersManager: [],
};
const EMPTY = { sessionToken: '', refreshToken: '', username: '' };

function signedInAsAlice(): void {
  startSession({ sessionToken: 'S1', refreshToken: 'R1' }, 'alice');
  $me.set(ME);
  $captcha.set({ captchaImageBase64: 'x', challenge: 'c' });
}

function storedNothing(): boolean {
  return (
    localStorage.getItem(STORAGE_KEYS.username) === null &&
    localStorage.getItem(STORAGE_KEYS.refreshToken) === null
  );
}

describe('session', () => {
  beforeEach(() => {
    resetForTest();
    $me.set(null);
    $captcha.set(null);
  });
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  it('an empty session token means unauthenticated', () => {
    expect($signedIn.get()).to.equal(false);
    startSession({ sessionToken: 'S1', refreshToken: 'R1' }, 'alice');
    expect($signedIn.get()).to.equal(true);
    $session.setKey('sessionToken', '');
    expect($signedIn.get()).to.equal(false);
  });

  it('the session token is kept in memory only', () => {
    startSession({ sessionToken: 'S1', refreshToken: 'R1' }, 'alice');
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key));
    expect(stored).not.to.include('S1');
  });

  it('logout calls the server, then clears storage and stores', async () => {
    signedInAsAlice();
    const server = fakeServer({ 'POST web/login/logout': reply(200) });
    setFetch(server.fetch);
    await logout();
    expect(server.calls('POST web/login/logout')[0]?.headers.get('authorization')).to.equal('Bearer S1');
    expect($session.get()).to.deep.equal(EMPTY);
    expect([$me.get(), $captcha.get()]).to.deep.equal([null, null]);
    expect(storedNothing()).to.equal(true);
  });

  it('logout clears storage and stores even if the server call fails', async () => {
    for (const failure of [reply(500), new TypeError('Failed to fetch')]) {
      signedInAsAlice();
      const server = fakeServer({ 'POST web/login/logout': failure });
      setFetch(server.fetch);
      await logout();
      expect(server.seen).to.have.length(1);
      expect($session.get()).to.deep.equal(EMPTY);
      expect([$me.get(), $captcha.get(), $signedIn.get()]).to.deep.equal([null, null, false]);
      expect(storedNothing()).to.equal(true);
    }
  });

  it('restore with stored username + refresh token refreshes and loads me', async () => {
    localStorage.setItem(STORAGE_KEYS.username, 'alice');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'R0');
    const server = fakeServer({
      'GET web/login/refresh': reply(200, { sessionToken: 'S9', refreshToken: 'R9' }),
      'GET web/users/me': reply(200, ME),
    });
    setFetch(server.fetch);
    expect(await restoreSession()).to.equal(true);
    const [refresh] = server.calls('GET web/login/refresh');
    expect([refresh?.headers.get('username'), refresh?.headers.get('refreshToken')]).to.deep.equal([
      'alice',
      'R0',
    ]);
    expect($session.get()).to.deep.equal({ sessionToken: 'S9', refreshToken: 'R9', username: 'alice' });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).to.equal('R9');
    expect($me.get()).to.deep.equal(ME);
    expect($signedIn.get()).to.equal(true);
  });

  it('nothing stored -> stays signed out, without calling the server', async () => {
    const server = fakeServer({});
    setFetch(server.fetch);
    expect(await restoreSession()).to.equal(false);
    expect(server.seen).to.have.length(0);
    expect($signedIn.get()).to.equal(false);
    expect($loginRequired.get()).to.equal(false);
  });

  it('a failed restore clears the stored session without asking for the login screen', async () => {
    localStorage.setItem(STORAGE_KEYS.username, 'alice');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'EXPIRED');
    const server = fakeServer({ 'GET web/login/refresh': reply(401) });
    setFetch(server.fetch);
    expect(await restoreSession()).to.equal(false);
    expect($session.get()).to.deep.equal(EMPTY);
    expect(storedNothing()).to.equal(true);
    expect($loginRequired.get()).to.equal(false);
  });
});
