import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { resetApiTimings, resetFetch, setFetch } from '../api/transport';
import { setLanguage } from '../i18n';
import { $forgotPassword, requestPasswordReset, resetForgotPassword } from './forgot-password';

const FORGOT = 'POST web/users/forgot-password';

describe('forgot password', () => {
  beforeEach(() => {
    resetForTest();
    resetForgotPassword();
  });
  afterEach(async () => {
    resetFetch();
    resetApiTimings();
    await setLanguage('en');
  });

  it('is busy while the request travels, then sent; the link is asked in the interface language', async () => {
    await setLanguage('fr');
    const server = fakeServer({ [FORGOT]: reply(204) });
    setFetch(server.fetch);
    const request = requestPasswordReset('ann@example.com');
    expect($forgotPassword.get()).to.deep.equal({ busy: true, sent: false, failure: null });
    await request;
    expect($forgotPassword.get()).to.deep.equal({ busy: false, sent: true, failure: null });
    expect(server.calls(FORGOT)[0]?.body).to.deep.equal({ email: 'ann@example.com', language: 'fr' });
  });

  it('a refused request clears busy and keeps the error code to show', async () => {
    setFetch(fakeServer({ [FORGOT]: reply(400, { exception: { code: 1004 } }) }).fetch);
    await requestPasswordReset('ann@example.com');
    expect($forgotPassword.get()).to.deep.equal({
      busy: false,
      sent: false,
      failure: { code: 1004, unreachable: false },
    });
  });

  it('a server that never answers is unreachable', async () => {
    setFetch(fakeServer({ [FORGOT]: new TypeError('Failed to fetch') }).fetch);
    await requestPasswordReset('ann@example.com');
    expect($forgotPassword.get().failure).to.deep.equal({ code: 1000, unreachable: true });
  });

  it('a second request while one travels is not sent', async () => {
    const server = fakeServer({ [FORGOT]: reply(204) });
    setFetch(server.fetch);
    await Promise.all([requestPasswordReset('a@example.com'), requestPasswordReset('b@example.com')]);
    expect(server.calls(FORGOT).map((call) => call.body)).to.deep.equal([
      { email: 'a@example.com', language: 'en' },
    ]);
  });
});
