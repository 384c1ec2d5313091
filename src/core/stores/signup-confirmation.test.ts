import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { resetApiTimings, resetFetch, setFetch } from '../api/transport';
import { $signupConfirmation, confirmAccount } from './signup-confirmation';

const CONFIRM = 'POST web/users/signup-confirmation';

describe('sign-up confirmation', () => {
  beforeEach(() => resetForTest());
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  it('checks the link with the server, null while it does, then activated', async () => {
    const server = fakeServer({ [CONFIRM]: reply(204) });
    setFetch(server.fetch);
    $signupConfirmation.set('failed');
    const confirming = confirmAccount('ann@example.com', '48151623');
    expect($signupConfirmation.get()).to.equal(null);
    await confirming;
    expect($signupConfirmation.get()).to.equal('activated');
    expect(server.calls(CONFIRM)[0]?.body).to.deep.equal({ email: 'ann@example.com', code: '48151623' });
  });

  it('a link without its e-mail or code is an invalid code, and the server is not asked', async () => {
    const server = fakeServer({});
    setFetch(server.fetch);
    await confirmAccount('ann@example.com', undefined);
    expect($signupConfirmation.get()).to.equal('invalidCode');
    await confirmAccount(undefined, '48151623');
    expect([$signupConfirmation.get(), server.seen.length]).to.deep.equal(['invalidCode', 0]);
  });

  for (const [code, outcome] of [
    [1004, 'invalidCode'],
    [1001, 'unknownAccount'],
    [1020, 'alreadyActivated'],
    [1000, 'failed'],
  ] as const) {
    it(`code ${code} ends as ${outcome}`, async () => {
      setFetch(fakeServer({ [CONFIRM]: reply(400, { exception: { code } }) }).fetch);
      await confirmAccount('ann@example.com', '1');
      expect($signupConfirmation.get()).to.equal(outcome);
    });
  }
});
