import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetApiTimings, resetFetch, setFetch } from '../api/transport';
import { hashPassword } from '../auth/password';
import { $passwordReset, $resetConstraints, openPasswordReset, resetPassword } from './password-reset';

const CHANGE = 'POST web/users/change-password';
const RULES = 'GET web/users/password-constraints';
const CONSTRAINTS = {
  enabled: true,
  passwordLength: 12,
  oneDigit: true,
  oneLowercase: true,
  oneUppercase: true,
  oneSpecialCharacter: false,
};

describe('password reset from an e-mailed link', () => {
  let close: () => void;
  beforeEach(() => resetForTest());
  afterEach(() => {
    close?.();
    resetFetch();
    resetApiTimings();
  });

  it('opening a link loads the server’s password rules into the form', async () => {
    setFetch(fakeServer({ [RULES]: reply(200, CONSTRAINTS) }).fetch);
    close = openPasswordReset('ann@example.com', 'U1');
    expect($passwordReset.get()).to.deep.equal({ phase: 'form', code: null });
    await waitUntil(() => $resetConstraints.get().state === 'ready', 'the rules arrive');
    expect($resetConstraints.get()).to.deep.equal({ state: 'ready', data: CONSTRAINTS });
  });

  it('rules that fail to load keep their error code; a link without its uuid is invalid at once', async () => {
    setFetch(fakeServer({ [RULES]: reply(503, { exception: { code: 1000 } }) }).fetch);
    close = openPasswordReset('ann@example.com', '');
    expect($passwordReset.get().phase).to.equal('linkInvalid');
    await waitUntil(() => $resetConstraints.get().state === 'failed', 'the failure is kept');
    expect($resetConstraints.get()).to.deep.equal({ state: 'failed', code: 1000 });
  });

  it('saving is busy until the server took the hashed password, then done; leaving forgets it', async () => {
    const server = fakeServer({ [RULES]: reply(200, CONSTRAINTS), [CHANGE]: reply(204) });
    setFetch(server.fetch);
    close = openPasswordReset('Ann@Example.com', 'U1');
    const saving = resetPassword('Ann@Example.com', 'U1', 'Fresh#Start2026');
    expect($passwordReset.get()).to.deep.equal({ phase: 'busy', code: null });
    await saving;
    expect($passwordReset.get()).to.deep.equal({ phase: 'done', code: null });
    expect(server.calls(CHANGE)[0]?.body).to.deep.equal({
      email: 'Ann@Example.com',
      uuid: 'U1',
      password: await hashPassword('Fresh#Start2026', 'Ann@Example.com'),
    });
    close();
    expect($passwordReset.get()).to.deep.equal({ phase: 'form', code: null });
  });

  for (const code of [1002, 1001]) {
    it(`a link the server refuses (code ${code}) is invalid: used, expired or unknown`, async () => {
      setFetch(fakeServer({ [CHANGE]: reply(400, { exception: { code } }) }).fetch);
      close = openPasswordReset('ann@example.com', 'U1');
      await resetPassword('ann@example.com', 'U1', 'Fresh#Start2026');
      expect($passwordReset.get()).to.deep.equal({ phase: 'linkInvalid', code: null });
    });
  }

  it('any other failure gives the form back with the error code to show', async () => {
    setFetch(fakeServer({ [CHANGE]: reply(400, { exception: { code: 1004 } }) }).fetch);
    close = openPasswordReset('ann@example.com', 'U1');
    await resetPassword('ann@example.com', 'U1', 'Fresh#Start2026');
    expect($passwordReset.get()).to.deep.equal({ phase: 'form', code: 1004 });
  });

  it('nothing is sent while a save is under way or once it is done', async () => {
    const server = fakeServer({ [CHANGE]: reply(204) });
    setFetch(server.fetch);
    close = openPasswordReset('ann@example.com', 'U1');
    await Promise.all([
      resetPassword('ann@example.com', 'U1', 'Fresh#Start2026'),
      resetPassword('ann@example.com', 'U1', 'Other#Start2026'),
    ]);
    await resetPassword('ann@example.com', 'U1', 'Third#Start2026');
    expect(server.calls(CHANGE)).to.have.length(1);
  });
});
