import { expect } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { fakePeers, fakeSignalling, joinRoutes } from '../../../tests/support/fake-signalling';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch, setFetch } from '../api/transport';
import { JOIN_TICKET_FRESH_MS } from '../constants';
import { closeJoin, enterMeeting, prepareJoin } from './join';
import { $join, resetJoinTimings, setJoinTimings } from './join-state';
import { resetPeerFactory } from './peer-link';
import { resetSocketFactory } from './socket';

const MEETING = '100000001';
const SERVERS = { stunServers: [{ urls: 'stun:stun.example.com:3478' }], turnServers: [] };
const OFFER = {
  type: 'RTC',
  dest: 'p1',
  from: 'gateway',
  meetingId: MEETING,
  data: { sdp: { type: 'offer', sdp: 'v=0' } },
};
const APPROVED = { type: 'RESPONSE_LOGIN', error: null, info: 'APPROVED', participantId: 'p1' };

describe('faster start: the pre-join screen prepares the connection', () => {
  let signalling: ReturnType<typeof fakeSignalling>;
  let peers: ReturnType<typeof fakePeers>;
  let server: ReturnType<typeof fakeServer>;
  let tickets = 0;

  /** The pre-join screen of an open meeting, once its check answered and the socket opened. */
  async function preJoin() {
    const before = signalling.sockets.length;
    prepareJoin(MEETING);
    await waitUntil(() => signalling.sockets.length > before, 'a socket opened on the pre-join screen');
    const socket = signalling.latest();
    socket.open();
    return socket;
  }

  beforeEach(() => {
    resetForTest();
    localStorage.clear();
    sessionStorage.clear();
    server = fakeServer({
      ...joinRoutes(),
      'GET web/meetings/webrtc-servers': reply(200, SERVERS),
      'GET web/meetings/join': () =>
        reply(200, { webRtcEnabled: true, webRtcTooEarly: false, ticket: `${++tickets}.ticket` }),
    });
    setFetch(server.fetch);
    signalling = fakeSignalling();
    peers = fakePeers();
  });
  afterEach(() => {
    prepareJoin('');
    resetFetch();
    resetSocketFactory();
    resetPeerFactory();
    resetJoinTimings();
  });

  it('an open meeting’s pre-join screen opens the socket and a peer connection gathering ahead; Connect sends LOGIN at once, with no call', async () => {
    const socket = await preJoin();
    expect(peers).to.have.length(1);
    expect(peers[0]?.config).to.deep.equal({ iceServers: SERVERS.stunServers, iceCandidatePoolSize: 1 });
    const calls = server.seen.length;
    await enterMeeting('Ada Lovelace');
    expect(socket.sent.map(({ type, ticket }) => [type, ticket])).to.deep.equal([
      ['LOGIN', `${tickets}.ticket`],
    ]);
    expect(server.seen.length, 'no HTTP call on Connect').to.equal(calls);
    expect(signalling.sockets, 'no second socket').to.have.length(1);
  });

  it('the gateway’s first offer is answered on the peer connection made ahead', async () => {
    const socket = await preJoin();
    await enterMeeting('Ada Lovelace');
    socket.receive(APPROVED);
    socket.receive({ type: 'RESPONSE_START', error: null, timeToStart: 0 });
    socket.receive(OFFER);
    await waitUntil(() => socket.types().includes('RTC'), 'the answer');
    expect(peers).to.have.length(1);
    expect(peers[0]?.remoteDescriptions).to.deep.equal([OFFER.data.sdp]);
  });

  it('Connect on a socket still opening sends LOGIN once it opens', async () => {
    prepareJoin(MEETING);
    await waitUntil(() => signalling.sockets.length === 1);
    await enterMeeting('Ada Lovelace');
    const socket = signalling.latest();
    expect(socket.sent).to.deep.equal([]);
    socket.open();
    expect(socket.types()).to.deep.equal(['LOGIN']);
  });

  it('a pre-join socket that closed is replaced on Connect', async () => {
    (await preJoin()).drop();
    await enterMeeting('Ada Lovelace');
    expect(signalling.sockets).to.have.length(2);
    signalling.latest().open();
    expect(signalling.latest().types()).to.deep.equal(['LOGIN']);
  });

  it('the pre-join socket is kept alive every KEEP_ALIVE_MS, as the meeting’s is', async () => {
    setJoinTimings({ keepAliveMs: 30 });
    const socket = await preJoin();
    await waitUntil(() => socket.types().filter((type) => type === 'KEEP_ALIVE').length >= 2);
  });

  it(`a ticket older than ${JOIN_TICKET_FRESH_MS / 60_000} minutes is asked for again on Connect; the socket and peer connection are kept`, async () => {
    const clock = FakeTimers.install({ toFake: ['Date'] });
    try {
      const socket = await preJoin();
      const prepared = `${tickets}.ticket`;
      clock.tick(JOIN_TICKET_FRESH_MS);
      await enterMeeting('Ada Lovelace');
      expect(socket.sent[0]?.ticket).to.equal(`${tickets}.ticket`);
      expect(socket.sent[0]?.ticket).to.not.equal(prepared);
      expect([signalling.sockets.length, peers.length]).to.deep.equal([1, 1]);
    } finally {
      clock.uninstall();
    }
  });

  it('leaving the pre-join screen closes its socket and peer connection; so does another meeting', async () => {
    const socket = await preJoin();
    closeJoin(MEETING);
    expect([socket.closed, peers[0]?.closed]).to.deep.equal([true, true]);
    const again = await preJoin();
    prepareJoin('100000002');
    expect([again.closed, peers[1]?.closed]).to.deep.equal([true, true]);
  });

  it('a meeting the guest may not join yet prepares nothing', async () => {
    setFetch(fakeServer(joinRoutes({ webRtcTooEarly: true })).fetch);
    prepareJoin(MEETING);
    await waitUntil(() => $join.get().redirectToJoin, 'sent to the join route');
    expect([signalling.sockets.length, peers.length]).to.deep.equal([0, 0]);
  });
});
