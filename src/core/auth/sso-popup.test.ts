import { expect } from '@open-wc/testing';
import { fakeSsoWindow, SSO_TEST_ORIGIN } from '../../../tests/support/sso';
import { waitUntil } from '../../../tests/support/wait';
import { SSO_MESSAGE, ssoAuthorizeUrl, startSsoPopup } from './sso-popup';

const ORIGIN = SSO_TEST_ORIGIN;

describe('SSO popup', () => {
  it('opens the identity provider with where to come back and a fresh state', () => {
    const fake = fakeSsoWindow();
    startSsoPopup({
      ssoUrl: '/meet/auth/oidc/start',
      returnUrl: `${ORIGIN}/meet/sso`,
      onResult: () => {},
      host: fake.host,
    });
    const url = new URL(fake.opened[0] ?? '');
    expect(`${url.origin}${url.pathname}`).to.equal(`${ORIGIN}/meet/auth/oidc/start`);
    expect(url.searchParams.get('redirect_uri')).to.equal(`${ORIGIN}/meet/sso`);
    expect(fake.state()).to.match(/^[0-9a-f-]{36}$/);
    expect(ssoAuthorizeUrl('https://idp.example/auth?x=1', 'r', 's', ORIGIN)).to.equal(
      'https://idp.example/auth?x=1&redirect_uri=r&state=s',
    );
  });

  it('a popup the browser refused is reported at once as popupBlocked', () => {
    const results: string[] = [];
    startSsoPopup({
      ssoUrl: '/sso',
      returnUrl: 'r',
      onResult: (r) => results.push(r),
      host: fakeSsoWindow(true).host,
    });
    expect(results).to.deep.equal(['popupBlocked']);
  });

  it('only a message of our origin, from the popup, with our state counts', () => {
    const fake = fakeSsoWindow();
    const results: string[] = [];
    startSsoPopup({ ssoUrl: '/sso', returnUrl: 'r', onResult: (r) => results.push(r), host: fake.host });
    fake.post({ type: SSO_MESSAGE, state: fake.state(), status: 'success' }, 'https://evil.example');
    fake.post({ type: SSO_MESSAGE, state: fake.state(), status: 'success' }, ORIGIN, {});
    fake.post({ type: SSO_MESSAGE, state: 'another', status: 'success' });
    fake.post({ type: 'other', state: fake.state(), status: 'success' });
    expect(results).to.deep.equal([]);
    fake.post({ type: SSO_MESSAGE, state: fake.state(), status: 'success' });
    fake.post({ type: SSO_MESSAGE, state: fake.state(), status: 'failed' });
    expect(results).to.deep.equal(['success']);
    expect(fake.listening()).to.equal(false);
  });

  it('failed and aborted outcomes pass through; an unknown status is an unexpected error', () => {
    for (const [status, expected] of [
      ['failed', 'failed'],
      ['aborted', 'aborted'],
      ['weird', 'unexpected'],
    ]) {
      const fake = fakeSsoWindow();
      const results: string[] = [];
      startSsoPopup({ ssoUrl: '/sso', returnUrl: 'r', onResult: (r) => results.push(r), host: fake.host });
      fake.post({ type: SSO_MESSAGE, state: fake.state(), status });
      expect(results).to.deep.equal([expected]);
    }
  });

  it('a popup closed by the user without an answer is aborted', async () => {
    const fake = fakeSsoWindow();
    const results: string[] = [];
    startSsoPopup({
      ssoUrl: '/sso',
      returnUrl: 'r',
      onResult: (r) => results.push(r),
      host: fake.host,
      pollMs: 10,
    });
    fake.popup.close();
    await waitUntil(() => results.length > 0, 'the closed popup is noticed');
    expect(results).to.deep.equal(['aborted']);
  });

  it('cancel closes the popup and reports nothing', async () => {
    const fake = fakeSsoWindow();
    const results: string[] = [];
    const flow = startSsoPopup({
      ssoUrl: '/sso',
      returnUrl: 'r',
      onResult: (r) => results.push(r),
      host: fake.host,
      pollMs: 10,
    });
    flow.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([fake.popup.closed, results]).to.deep.equal([true, []]);
  });
});
