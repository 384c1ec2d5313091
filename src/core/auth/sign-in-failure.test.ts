import { expect } from '@open-wc/testing';
import { ApiError } from '../api/errors';
import { loadNamespaces, setLanguage } from '../i18n';
import { failureOf, loginFailureOf, signInMessage } from './sign-in-failure';

describe('sign-in failures', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['login', 'error']);
  });

  it('a server answer keeps its code; no answer (network, time-out) is unreachable; anything else is generic', () => {
    expect(failureOf(new ApiError('http', 401, 1014))).to.deep.equal({ code: 1014, unreachable: false });
    expect(failureOf(new ApiError('network', 0, 1000))).to.deep.equal({ code: 1000, unreachable: true });
    expect(failureOf(new ApiError('timeout', 0, 1000))).to.deep.equal({ code: 1000, unreachable: true });
    expect(failureOf(new ApiError('aborted', 0, 1000))).to.deep.equal({ code: 1000, unreachable: false });
    expect(failureOf(new TypeError('boom'))).to.deep.equal({ code: 1000, unreachable: false });
  });

  it('wrong credentials and too many attempts have their own words; other codes the catalogue’s', () => {
    const message = (code: number, unreachable = false) => signInMessage({ code, unreachable });
    expect(message(1014)).to.equal('The e-mail address, username or password is not correct.');
    expect(message(1016)).to.equal('Too many attempts. Please wait a minute before trying again.');
    expect(message(1012)).to.equal('Authentication failed: this user is disabled.');
    expect(message(1000, true)).to.equal('Cannot connect to the management server.');
  });

  it('a delegated login answered 503 says the directory does not answer; without delegation it stays generic', () => {
    const down = loginFailureOf(new ApiError('http', 503, 1000), true);
    expect(down).to.deep.equal({ code: 1000, unreachable: false, directoryDown: true });
    expect(signInMessage(down)).to.equal(
      'The directory that checks your password does not answer. Try again in a moment; if it goes on, tell your administrator.',
    );
    expect(loginFailureOf(new ApiError('http', 503, 1000), false)).to.deep.equal({
      code: 1000,
      unreachable: false,
    });
    expect(loginFailureOf(new ApiError('http', 401, 1014), true)).to.deep.equal({
      code: 1014,
      unreachable: false,
    });
    expect(loginFailureOf(new ApiError('timeout', 0, 1000), true)).to.deep.equal({
      code: 1000,
      unreachable: true,
    });
  });
});
