import { expect } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { fakePeers, fakeSignalling, joinRoutes } from '../../../tests/support/fake-signalling';
import { waitUntil } from '../../../tests/support/wait';
import {
  ALL_RIGHTS,
  APPROVED,
  drawnMedia,
  MEETING,
  OFFER,
  resetWebrtc,
  SERVERS,
} from '../../../tests/support/webrtc';
import { setFetch } from '../api/transport';
import { JOIN_TICKET_FRESH_MS } from '../constants';
import { closeJoin, enterMeeting, prepareJoin } from './join';
import { $join, setJoinTimings } from './join-state';
import { $localStream } from './local-media';
import { $participants } from './participants';

const PREPARED = { type: 'RESPONSE_PREPARE', error: null, participantId: 'p1' };
const STARTED = { type: 'RESPONSE_START', error: null, timeToStart: 0 };
/** PARTICIPANTS naming `ids`. */
const roster = (...ids: string[]) => ({
  type: 'PARTICIPANTS',
  participants: ids.map((id) => ({ id, name: id, audio: true, video: true })),
});

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
    resetWebrtc();
    $localStream.set(null);
  });

  /** The pre-join screen's connection, prepared: PREPARE accepted, the uplinks-only offer answered. */
  async function preparedLink() {
    const socket = await preJoin();
    socket.receive(PREPARED);
    socket.receive(OFFER);
    await waitUntil(() => peers[0]?.localDescription, 'the prepared offer is answered');
    return socket;
  }
  const tracks = (index = 0) => peers[index]?.getTransceivers().map(({ sender }) => sender.track) ?? [];

  it('an open meeting’s pre-join screen opens the socket and a peer connection gathering ahead, and sends PREPARE with the ticket; Connect sends LOGIN at once, with no call', async () => {
    const socket = await preJoin();
    expect(peers).to.have.length(1);
    expect(peers[0]?.config).to.deep.equal({ iceServers: SERVERS.stunServers, iceCandidatePoolSize: 1 });
    const calls = server.seen.length;
    await enterMeeting('Ada Lovelace');
    expect(socket.sent.map(({ type, ticket }) => [type, ticket])).to.deep.equal([
      ['PREPARE', `${tickets}.ticket`],
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
      expect(socket.sent[1]?.ticket).to.equal(`${tickets}.ticket`);
      expect(socket.sent[1]?.ticket).to.not.equal(prepared);
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

  it('the prepared offer is answered on the pre-join screen with no track on the uplinks; once admitted they carry the microphone and camera, and START’s renegotiation connects on the same peer connection', async () => {
    const media = drawnMedia();
    $localStream.set(media.stream);
    try {
      const socket = await preparedLink();
      expect(socket.types()).to.deep.equal(['PREPARE', 'RTC']);
      expect(socket.sent[1]?.data).to.deep.equal({ sdp: { type: 'answer', sdp: 'v=0 fake answer' } });
      expect(tracks(), 'nothing is sent before Connect').to.deep.equal([null, null, null]);
      await enterMeeting('Ada Lovelace');
      socket.receive({ ...APPROVED, rights: ALL_RIGHTS });
      await waitUntil(() => tracks()[1] === media.camera, 'the camera goes on the prepared uplink');
      expect(tracks()).to.deep.equal([media.microphone, media.camera, null]);
      expect(socket.types().slice(2, 4)).to.deep.equal(['LOGIN', 'START']);
      socket.receive(STARTED);
      // Someone else is in the meeting: the prepared echo is not what the room shows, the offer brings them.
      socket.receive(roster('p1', 'p2'));
      expect($join.get().phase).to.equal('connection');
      socket.receive(OFFER);
      await waitUntil(() => $join.get().phase === 'connected', 'connected on the renegotiation');
      await waitUntil(() => socket.types().filter((type) => type === 'RTC').length === 2, 'answered');
      expect(peers, 'no other peer connection').to.have.length(1);
      expect(peers[0]?.remoteDescriptions).to.have.length(2);
    } finally {
      await media.close();
    }
  });

  it('alone in the meeting, the prepared connection’s echo shows the live room once the roster comes after START, with no new offer', async () => {
    const media = drawnMedia();
    $localStream.set(media.stream);
    try {
      const socket = await preparedLink();
      // The prepared offer's echo triple: the guest's own stream ID, its track there before Connect.
      const echo = Object.defineProperty(new MediaStream([media.camera]), 'id', { value: 'p1' });
      peers[0]?.ontrack?.({ streams: [echo], track: media.camera });
      await enterMeeting('Ada Lovelace');
      socket.receive({ ...APPROVED, rights: ALL_RIGHTS });
      socket.receive(STARTED);
      expect($join.get().phase).to.equal('connection');
      socket.receive(roster('p1'));
      expect($join.get().phase).to.equal('connected');
      expect($participants.get().map(({ id, stream }) => [id, stream])).to.deep.equal([['p1', echo]]);
      expect(socket.types().filter((type) => type === 'RTC')).to.have.length(1);
      expect(peers).to.have.length(1);
    } finally {
      await media.close();
    }
  });

  it('a guest waiting for the host sends nothing on the prepared connection, and its frames do not count as connected', async () => {
    const media = drawnMedia();
    $localStream.set(media.stream);
    try {
      const socket = await preparedLink();
      await enterMeeting('Ada Lovelace');
      socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'p1' });
      socket.receive({ ...OFFER, data: { candidate: null } });
      $localStream.set(new MediaStream([media.camera]));
      // Lets the promise jobs of that change run: a track attached would be there now.
      await new Promise((resolve) => setTimeout(resolve));
      expect($join.get().phase).to.equal('waiting');
      expect(tracks()).to.deep.equal([null, null, null]);
    } finally {
      await media.close();
    }
  });

  /**
   * After the server closed the prepared connection on `socket` unused (PREPARE_CLOSED, with ticket `first`),
   * the pre-join screen prepares again, and Connect uses that.
   */
  async function preparedAgain(socket: ReturnType<typeof signalling.latest>, first: string) {
    expect(peers[0]?.closed).to.equal(true);
    await waitUntil(() => signalling.sockets.length === 2, 'a new socket');
    expect([socket.closed, peers[1]?.closed], 'the old socket and its stand-in closed').to.deep.equal([
      true,
      true,
    ]);
    const again = signalling.latest();
    again.open();
    expect(again.sent.map(({ type, ticket }) => [type, ticket])).to.deep.equal([
      ['PREPARE', `${tickets}.ticket`],
    ]);
    expect(`${tickets}.ticket`, 'a fresh ticket').to.not.equal(first);
    again.receive(PREPARED);
    again.receive(OFFER);
    await waitUntil(() => peers[2]?.localDescription, 'the new prepared offer is answered');
    await enterMeeting('Ada Lovelace');
    expect(again.types()).to.deep.equal(['PREPARE', 'RTC', 'LOGIN']);
    again.receive(APPROVED);
    again.receive(STARTED);
    again.receive(OFFER);
    await waitUntil(() => $join.get().phase === 'connected', 'connected on the prepared connection');
    expect(peers, 'no other peer connection').to.have.length(3);
  }

  it('a prepared connection the server closes unused (PREPARE_CLOSED) on a page in view is prepared again at once: a fresh ticket, socket and PREPARE, which Connect then uses', async () => {
    const socket = await preparedLink();
    socket.receive({ type: 'PREPARE_CLOSED' });
    await preparedAgain(socket, `${tickets}.ticket`);
  });

  it('a prepared connection closed while the page is hidden is prepared again once the page is in view', async () => {
    const socket = await preparedLink();
    const shown = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    shown('hidden');
    try {
      socket.receive({ type: 'PREPARE_CLOSED' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(signalling.sockets, 'nothing prepared for a page out of view').to.have.length(1);
      shown('visible');
      await preparedAgain(socket, `${tickets}.ticket`);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('closed after Connect, before START, the prepared connection is dropped too: START’s offer gets a new peer connection', async () => {
    const socket = await preparedLink();
    await enterMeeting('Ada Lovelace');
    socket.receive({ type: 'PREPARE_CLOSED' });
    expect(peers[0]?.closed).to.equal(true);
    socket.receive(APPROVED);
    socket.receive(STARTED);
    socket.receive(OFFER);
    await waitUntil(() => peers[1]?.localDescription, 'a new peer connection answers');
    expect($join.get().phase).to.equal('connected');
  });

  it('a refused PREPARE (too many from this address) leaves the peer connection gathering ahead for START’s offer', async () => {
    const socket = await preJoin();
    socket.receive({ type: 'RESPONSE_PREPARE', error: 1016, message: 'Too many.' });
    await enterMeeting('Ada Lovelace');
    socket.receive(APPROVED);
    socket.receive(STARTED);
    socket.receive(OFFER);
    await waitUntil(() => peers[0]?.localDescription, 'answered on the peer connection made ahead');
    expect(peers).to.have.length(1);
    expect($join.get().phase).to.equal('connected');
  });
});
