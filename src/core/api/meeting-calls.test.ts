import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { $loginRequired } from '../stores/login-required';
import { startSession } from '../stores/session';
import { ApiError } from './errors';
import { joinMeeting } from './meeting-calls';
import { resetApiTimings, resetFetch, setFetch } from './transport';

const JOIN = 'GET web/meetings/join';

describe('joinMeeting (GET web/meetings/join)', () => {
  beforeEach(() => resetForTest());
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  it('visitors call it: the session goes along when there is one (the organizer needs no PIN), and a 401 does not ask for the login', async () => {
    const server = fakeServer({ [JOIN]: reply(401) });
    setFetch(server.fetch);
    await joinMeeting('100000001').catch(() => null);
    startSession({ sessionToken: 'S1', refreshToken: 'R1' }, 'alice');
    const error = await joinMeeting('100000001').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError);
    expect(server.seen.map((s) => s.headers.get('authorization'))).to.deep.equal([null, 'Bearer S1']);
    expect(server.calls('GET web/login/refresh')).to.have.length(0);
    expect($loginRequired.get()).to.equal(false);
  });

  it('sends the meeting ID as umi, and the PIN code only when one is given', async () => {
    const server = fakeServer({ [JOIN]: reply(200, { id: '100000001' }) });
    setFetch(server.fetch);
    await joinMeeting('100000001');
    await joinMeeting('100000001', '1234');
    expect(server.seen.map((s) => s.path)).to.deep.equal([
      'web/meetings/join?umi=100000001',
      'web/meetings/join?umi=100000001&pinCode=1234',
    ]);
  });

  it('an unknown meeting or a wrong PIN is the 404 code 1001 of the server', async () => {
    setFetch(fakeServer({ [JOIN]: reply(404, { exception: { code: 1001 } }) }).fetch);
    const error = (await joinMeeting('100000001', '9999').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code]).to.deep.equal([404, 1001]);
  });
});
