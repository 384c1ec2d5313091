import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { ApiError } from '../api/errors';
import { resetApiTimings, resetFetch, setFetch } from '../api/transport';
import type { PublicSettings } from '../api/types';
import { SSO_USERNAME } from '../constants';
import { isLoaded } from '../i18n';
import { $captcha } from './captcha';
import { $loginAttempt, login, loginWithSso, resetLoginAttempt, submitLogin } from './login';
import { $loginRequired } from './login-required';
import { $me } from './me';
import { $publicSettings } from './public-settings';
import { $session, $signedIn } from './session';
import { STORAGE_KEYS } from './storage';

const ME = { firstName: 'Alice', lastName: 'Martin', email: 'alice@example.com', language: 'fr' };
const TOKENS = { sessionToken: 'S1', refreshToken: 'R1' };
// A server whose LDAP checks the passwords: the login password travels as typed.
const LDAP_DELEGATE: PublicSettings = {
  protocol: '3.2',
  pinCode: true,
  freeRegistration: false,
  updateRelativePath: '',
  installRelativePath: '',
  updPath: '',
  installerUrl: '',
  clientSetupAppStoreURL: '',
  clientSetupGooglePlayURL: '',
  helpPath: '',
  supportPath: '',
  serverName: 'meet.example.com',
  customThemeUrl: '',
  customThemeSig: '',
  ssoUrl: '',
  ssoCustomText: '',
  ldapDelegate: true,
  defaultLanguage: 'en',
};
const CAPTCHA = { captchaImageBase64: 'iVBORw0KGgo=', challenge: 'C1' };
// The wire form of `Secret123!` for the login `Alice@Example.com` (DESIGN.md).
const HASHED = 'scryptsha1$694256c0cbb34e9cdf9da258f6c83ec82bc978a3b080238a883973520badfab7';

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => new Error('the login succeeded'),
    (e: unknown) => e,
  );
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

describe('login', () => {
  beforeEach(() => {
    resetForTest();
    $captcha.set(null);
    $me.set(null);
    $publicSettings.set(null);
  });
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  it('login success stores the tokens and user name, loads me, and sends the password hashed', async () => {
    const server = fakeServer({
      'GET v1/settings': reply(200, { ldapDelegate: false }),
      'POST web/login': reply(200, TOKENS),
      'GET web/users/me': reply(200, ME),
    });
    setFetch(server.fetch);
    $loginRequired.set(true);
    await login({ username: 'Alice@Example.com', password: 'Secret123!' });
    expect(server.calls('POST web/login')[0]?.body).to.deep.equal({
      username: 'Alice@Example.com',
      password: HASHED,
    });
    expect($signedIn.get()).to.equal(true);
    expect($session.get()).to.deep.equal({ ...TOKENS, username: 'Alice@Example.com' });
    expect(localStorage.getItem(STORAGE_KEYS.username)).to.equal('Alice@Example.com');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).to.equal('R1');
    expect($me.get()).to.deep.equal(ME);
    expect(server.calls('GET web/users/me')[0]?.headers.get('authorization')).to.equal('Bearer S1');
    expect($loginRequired.get()).to.equal(false);
  });

  it('when the server delegates to LDAP the password is sent as typed', async () => {
    $publicSettings.set(LDAP_DELEGATE);
    const server = fakeServer({ 'POST web/login': reply(200, TOKENS), 'GET web/users/me': reply(200, ME) });
    setFetch(server.fetch);
    await login({ username: 'bob', password: 'Typed pass' });
    expect(server.calls('POST web/login')[0]?.body).to.deep.equal({
      username: 'bob',
      password: 'Typed pass',
    });
  });

  for (const code of [1011, 1029]) {
    it(`code ${code} loads a captcha and the error reaches the screen`, async () => {
      $publicSettings.set(LDAP_DELEGATE);
      const server = fakeServer({
        'POST web/login': reply(401, { exception: { code } }),
        'GET web/captcha': reply(200, CAPTCHA),
      });
      setFetch(server.fetch);
      const error = await rejection(login({ username: 'bob@example.com', password: 'x' }));
      expect(error.messageKey).to.equal(`error.code.${code}`);
      expect($captcha.get()).to.deep.equal(CAPTCHA);
      expect(server.calls('GET web/captcha')[0]?.path).to.equal('web/captcha?login=bob%40example.com');
      expect($signedIn.get()).to.equal(false);
    });
  }

  it('another failure code loads no captcha and leaves the user signed out', async () => {
    $publicSettings.set(LDAP_DELEGATE);
    const server = fakeServer({ 'POST web/login': reply(401, { exception: { code: 1012 } }) });
    setFetch(server.fetch);
    expect((await rejection(login({ username: 'bob', password: 'x' }))).code).to.equal(1012);
    expect($captcha.get()).to.equal(null);
    expect(server.calls('GET web/captcha')).to.have.length(0);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).to.equal(null);
  });

  it('a login with a captcha sends its challenge and value, then forgets the captcha', async () => {
    $publicSettings.set(LDAP_DELEGATE);
    $captcha.set(CAPTCHA);
    const server = fakeServer({ 'POST web/login': reply(200, TOKENS), 'GET web/users/me': reply(200, ME) });
    setFetch(server.fetch);
    await login({ username: 'bob', password: 'x', captcha: 'K7XQ' });
    expect(server.calls('POST web/login')[0]?.body).to.deep.equal({
      username: 'bob',
      password: 'x',
      challenge: 'C1',
      captcha: 'K7XQ',
    });
    expect($captcha.get()).to.equal(null);
  });

  it('SSO login uses the fixed SSO user name with the token as password, not hashed', async () => {
    const server = fakeServer({ 'POST web/login': reply(200, TOKENS), 'GET web/users/me': reply(200, ME) });
    setFetch(server.fetch);
    await loginWithSso('sso-token-123');
    expect(server.calls('POST web/login')[0]?.body).to.deep.equal({
      username: SSO_USERNAME,
      password: 'sso-token-123',
    });
    expect($signedIn.get()).to.equal(true);
    expect($me.get()).to.deep.equal(ME);
  });
});

describe('the login form’s submission', () => {
  beforeEach(() => {
    resetForTest();
    resetLoginAttempt();
    $captcha.set(null);
    $publicSettings.set(LDAP_DELEGATE);
  });
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  it('is busy while the server checks; a refusal clears busy and keeps the error code', async () => {
    setFetch(fakeServer({ 'POST web/login': reply(401, { exception: { code: 1014 } }) }).fetch);
    const attempt = submitLogin({ username: 'bob', password: 'x' });
    expect($loginAttempt.get()).to.deep.equal({ busy: true, failure: null });
    expect(await attempt).to.equal(false);
    expect($loginAttempt.get()).to.deep.equal({ busy: false, failure: { code: 1014, unreachable: false } });
    expect(isLoaded('error'), 'the error texts are there to word it').to.equal(true);
  });

  it('an unreachable server is kept as such, to be worded apart', async () => {
    setFetch(fakeServer({ 'POST web/login': new TypeError('Failed to fetch') }).fetch);
    expect(await submitLogin({ username: 'bob', password: 'x' })).to.equal(false);
    expect($loginAttempt.get().failure).to.deep.equal({ code: 1000, unreachable: true });
  });

  it('a success answers true and stays busy until the next screen replaces the form', async () => {
    setFetch(fakeServer({ 'POST web/login': reply(200, TOKENS), 'GET web/users/me': reply(200, ME) }).fetch);
    expect(await submitLogin({ username: 'bob', password: 'x' })).to.equal(true);
    expect([$signedIn.get(), $loginAttempt.get()]).to.deep.equal([true, { busy: true, failure: null }]);
  });

  it('a second submission while one is under way is not sent', async () => {
    const server = fakeServer({ 'POST web/login': reply(401, { exception: { code: 1014 } }) });
    setFetch(server.fetch);
    const answers = await Promise.all([
      submitLogin({ username: 'bob', password: 'x' }),
      submitLogin({ username: 'bob', password: 'y' }),
    ]);
    expect([answers, server.calls('POST web/login').length]).to.deep.equal([[false, false], 1]);
  });
});
