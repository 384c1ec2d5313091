import { expect } from '@open-wc/testing';
import { ApiError } from '../api/errors';
import { completeSso, type SsoReturnHost } from './complete-sso';

const ORIGIN = 'https://meet.example.com';

function host(withOpener: boolean, signIn: (token: string) => Promise<void> = async () => {}) {
  const posted: { message: unknown; origin: string }[] = [];
  let closed = false;
  const value: SsoReturnHost = {
    opener: withOpener ? { postMessage: (message, origin) => posted.push({ message, origin }) } : null,
    origin: ORIGIN,
    close: () => {
      closed = true;
    },
    signIn,
  };
  return { value, posted, closed: () => closed };
}

describe('SSO return page', () => {
  it('signs in with the token, tells the opener on our own origin only, and closes', async () => {
    const tokens: string[] = [];
    const fake = host(true, async (token) => {
      tokens.push(token);
    });
    expect(await completeSso({ token: 'T1', state: 'S1' }, fake.value)).to.equal('told');
    expect(tokens).to.deep.equal(['T1']);
    expect(fake.posted).to.deep.equal([
      { message: { type: 'meet-sso', state: 'S1', status: 'success' }, origin: ORIGIN },
    ]);
    expect(fake.closed()).to.equal(true);
  });

  it('a token the server refuses is a failure; any other error is unexpected', async () => {
    const refused = host(true, () => Promise.reject(new ApiError('http', 401, 1015)));
    await completeSso({ token: 'T', state: 'S' }, refused.value);
    expect(refused.posted.map((post) => (post.message as { status: string }).status)).to.deep.equal([
      'failed',
    ]);
    const broken = host(false, () => Promise.reject(new TypeError('boom')));
    expect(await completeSso({ token: 'T', state: 'S' }, broken.value)).to.equal('unexpected');
  });

  it('the provider cancelled (access_denied) is aborted; another error failed; no token unexpected', async () => {
    expect(await completeSso({ error: 'access_denied' }, host(false).value)).to.equal('aborted');
    expect(await completeSso({ error: 'server_error' }, host(false).value)).to.equal('failed');
    expect(await completeSso({}, host(false).value)).to.equal('unexpected');
  });

  it('without an opener (same tab), a successful sign-in goes on here', async () => {
    const fake = host(false);
    expect(await completeSso({ token: 'T' }, fake.value)).to.equal('signedInHere');
    expect(fake.closed()).to.equal(false);
  });
});
