import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { type FakeSocket, fakePeers, fakeSignalling } from '../../../tests/support/fake-signalling';
import { waitUntil } from '../../../tests/support/wait';
import { MEETING, OFFER, resetWebrtc, SERVERS } from '../../../tests/support/webrtc';
import { setFetch } from '../api/transport';
import { KEEP_ALIVE_MS } from '../constants';
import { $route, startRouting } from '../router/navigation';
import { rememberPin } from '../stores/meeting-pins';
import { $chat } from './chat';
import { closeJoin, enterMeeting, hangUp, openJoin, prepareJoin, sendChat } from './join';
import { $join, type JoinTimings, joinTimings, setJoinTimings } from './join-state';
import { $cameraOn, $microphoneOn, toggleCamera, toggleMicrophone } from './local-media';
import { $participants } from './participants';
import { WEBRTC_KEYS } from './storage';

let tickets = 0;
/** joinMeeting's answer, with a new join ticket each time it is asked, naming the PIN code it was asked with. */
const joinAnswer = (patch: Record<string, unknown>) => (request: Request) =>
  reply(200, {
    id: MEETING,
    subject: 'Weekly',
    webRtcEnabled: true,
    webRtcTooEarly: false,
    ticket: `${++tickets}.${new URL(request.url).searchParams.get('pinCode') ?? 'none'}`,
    ...patch,
  });
const approvedLogin = {
  type: 'RESPONSE_LOGIN',
  error: null,
  info: 'APPROVED',
  participantId: 'p1',
  subject: 'Weekly',
};

describe('WebRTC join (spec 4)', () => {
  let signalling: ReturnType<typeof fakeSignalling>;
  let peers: ReturnType<typeof fakePeers>;
  let server: ReturnType<typeof fakeServer>;

  /** Enters the meeting and lets the fake server accept the socket. */
  async function enter(name = 'Ada Lovelace'): Promise<FakeSocket> {
    await enterMeeting(name);
    const socket = signalling.latest();
    socket.open();
    return socket;
  }

  /** Enters, is approved, starts and receives the gateway's offer. */
  async function connected(): Promise<FakeSocket> {
    const socket = await enter();
    socket.receive(approvedLogin);
    socket.receive({ type: 'RESPONSE_START', error: null, timeToStart: 0 });
    socket.receive(OFFER);
    await waitUntil(() => peers.length === 1 && peers[0]?.localDescription, 'the offer is answered');
    return socket;
  }

  beforeEach(() => {
    resetForTest();
    localStorage.clear();
    sessionStorage.clear();
    server = fakeServer({
      'GET web/meetings/webrtc-servers': reply(200, SERVERS),
      'GET web/meetings/join': joinAnswer({}),
    });
    setFetch(server.fetch);
    signalling = fakeSignalling();
    peers = fakePeers();
    setJoinTimings({ reconnectDelaysMs: [10, 10], iceRetries: 2 });
    prepareJoin(MEETING);
  });
  afterEach(() => {
    if (!$microphoneOn.get()) toggleMicrophone();
    if (!$cameraOn.get()) toggleCamera();
    resetWebrtc();
  });

  it('browser join requires a full name: a blank one shows "Please enter your full name" and opens no socket', async () => {
    await enterMeeting('   ');
    expect($join.get().error).to.equal('webrtc.error.fullNameRequired');
    expect(signalling.sockets).to.have.length(0);
  });

  it('sends LOGIN with the meeting ID, the full name and the per-meeting client ID, all kept in localStorage', async () => {
    const socket = await enter('  Ada Lovelace ');
    const login = socket.sent[0];
    expect(login).to.include({ type: 'LOGIN', meetingId: MEETING, userFullName: 'Ada Lovelace' });
    expect(localStorage.getItem(WEBRTC_KEYS.fullName)).to.equal('Ada Lovelace');
    expect(localStorage.getItem(WEBRTC_KEYS.clientId(MEETING))).to.equal(login?.id);
    prepareJoin(MEETING);
    const again = await enter();
    expect(again.sent[0]?.id, 'the same client ID on the next visit').to.equal(login?.id);
  });

  it('LOGIN carries a join ticket asked for with the PIN code given in this tab', async () => {
    rememberPin(MEETING, '1234');
    const socket = await enter();
    expect(server.calls('GET web/meetings/join').at(-1)?.path).to.equal(
      `web/meetings/join?umi=${MEETING}&pinCode=1234`,
    );
    expect(socket.sent[0]?.ticket).to.match(/^[0-9]+\.1234$/);
  });

  it('a meeting whose PIN code this tab was not given goes to the join route, which asks for it, before any LOGIN', async () => {
    setFetch(
      fakeServer({
        'GET web/meetings/webrtc-servers': reply(200, SERVERS),
        'GET web/meetings/join': reply(404, {
          exception: { code: 1001, message: 'Invalid meeting identifiers.' },
        }),
      }).fetch,
    );
    prepareJoin(MEETING);
    await waitUntil(() => $join.get().redirectToJoin, 'sent to the join route');
    await enterMeeting('Ada Lovelace');
    expect($join.get()).to.include({
      redirectToJoin: true,
      busy: false,
      errorDetail: 'webrtc.error.code.1001',
    });
    expect(signalling.sockets).to.have.length(0);
  });

  it('a successful LOGIN reply with attendee request status waiting moves to waiting', async () => {
    const socket = await enter();
    expect($join.get().busy).to.equal(true);
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'p1' });
    expect($join.get()).to.include({ phase: 'waiting', busy: false });
    expect(socket.types()).to.deep.equal(['LOGIN']);
  });

  it('approved by the host: moves to approved and sends START', async () => {
    const socket = await enter();
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'p1' });
    socket.receive({ type: 'MEETING_ATTENDEE_REQUEST_STATUS', info: 'APPROVED' });
    expect($join.get().phase).to.equal('approved');
    expect(socket.sent.slice(-2)).to.deep.equal([
      { type: 'START', meetingId: MEETING },
      { type: 'MEDIA_STATE', meetingId: MEETING, audio: true, video: true, screen: false },
    ]);
  });

  it('a meeting without approval answers APPROVED at login, and START is sent at once', async () => {
    const socket = await enter();
    socket.receive(approvedLogin);
    expect($join.get()).to.include({ phase: 'approved', subject: 'Weekly' });
    expect(socket.types()).to.deep.equal(['LOGIN', 'START', 'MEDIA_STATE']);
  });

  it('the microphone and camera state goes to the others once approved and at every change, never before', async () => {
    const socket = await enter();
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'p1' });
    toggleMicrophone();
    expect(socket.types(), 'nothing while waiting').to.deep.equal(['LOGIN']);
    socket.receive({ type: 'MEETING_ATTENDEE_REQUEST_STATUS', info: 'APPROVED' });
    expect(socket.sent.at(-1)).to.deep.equal({
      type: 'MEDIA_STATE',
      meetingId: MEETING,
      audio: false,
      video: true,
      screen: false,
    });
    toggleCamera();
    expect(socket.sent.at(-1)).to.deep.include({ type: 'MEDIA_STATE', audio: false, video: false });
    toggleMicrophone();
    toggleCamera();
    expect(socket.sent.at(-1)).to.deep.include({ type: 'MEDIA_STATE', audio: true, video: true });
  });

  it('PARTICIPANTS says whose microphone or camera is off; an entry without them counts as on', async () => {
    const socket = await connected();
    socket.receive({
      type: 'PARTICIPANTS',
      participants: [
        { id: 'p1', name: 'Ada', audio: true, video: true },
        { id: 'bob', name: 'Bob', audio: false, video: true },
        { id: 'cy', name: 'Cy', audio: true, video: false },
        { id: 'di', name: 'Di' },
      ],
    });
    expect($participants.get().map(({ name, audio, video }) => [name, audio, video])).to.deep.equal([
      ['Bob', false, true],
      ['Cy', true, false],
      ['Di', true, true],
    ]);
  });

  it('rejected by the host: moves to rejected and closes the socket', async () => {
    const socket = await enter();
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'p1' });
    socket.receive({ type: 'MEETING_ATTENDEE_REQUEST_STATUS', info: 'REJECTED' });
    expect($join.get().phase).to.equal('rejected');
    expect(socket.closed).to.equal(true);
  });

  it('the START reply moves to connection; with timeToStart > 0 START is re-sent after that many seconds', async () => {
    const socket = await enter();
    socket.receive(approvedLogin);
    socket.receive({ type: 'RESPONSE_START', error: null, timeToStart: 1 });
    expect($join.get()).to.include({ phase: 'connection', timeToStart: 1 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(socket.types().filter((type) => type === 'START')).to.have.length(1);
    await waitUntil(() => socket.types().filter((type) => type === 'START').length === 2, 'START again');
  });

  it('the first RTC message moves to connected, and the offer is answered over RTC to the gateway', async () => {
    const socket = await connected();
    expect($join.get().phase).to.equal('connected');
    expect(peers[0]?.config.iceServers, 'STUN and TURN from web/meetings/webrtc-servers').to.deep.equal(
      SERVERS.stunServers,
    );
    await waitUntil(() => socket.types().includes('RTC'));
    expect(socket.sent.find((m) => m.type === 'RTC')).to.deep.include({
      dest: 'gateway',
      meetingId: MEETING,
    });
  });

  it('the offer is answered before the live room is shown: drawing the room never holds the answer back', async () => {
    const socket = await enter();
    socket.receive(approvedLogin);
    socket.receive({ type: 'RESPONSE_START', error: null, timeToStart: 0 });
    let answeredWhenShown: boolean | undefined;
    const stop = $join.listen(({ phase }) => {
      if (phase === 'connected') answeredWhenShown ??= socket.types().includes('RTC');
    });
    try {
      socket.receive(OFFER);
      await waitUntil(() => $join.get().phase === 'connected', 'connected');
      expect(answeredWhenShown, 'the answer was sent when the phase became connected').to.equal(true);
    } finally {
      stop();
    }
  });

  it('invalid user name shows meeting.webrtc.error.userfullname and stays on the configuration', async () => {
    const socket = await enter();
    socket.receive({ type: 'RESPONSE_LOGIN', error: 'INVALID_USER_FULL_NAME', info: null });
    expect($join.get()).to.include({
      phase: 'configuration',
      busy: false,
      error: 'webrtc.error.userfullname',
    });
    expect(socket.closed).to.equal(true);
  });

  it('other login failure shows meeting.webrtc.error.login, with the code’s own message (1007 meeting full)', async () => {
    const socket = await enter();
    socket.receive({ type: 'RESPONSE_LOGIN', error: 1007, info: null });
    expect($join.get()).to.include({ error: 'webrtc.error.login', errorDetail: 'webrtc.error.code.1007' });
    expect($join.get().redirectToJoin).to.equal(false);
  });

  for (const code of [1008, 1010]) {
    it(`a meeting too early or not webRtcEnabled (${code}) sends the guest to the join route`, async () => {
      const socket = await enter();
      socket.receive({ type: 'RESPONSE_LOGIN', error: code, info: null });
      expect($join.get()).to.include({ redirectToJoin: true, errorDetail: `webrtc.error.code.${code}` });
    });
  }

  for (const [rule, patch, code] of [
    ['too early', { webRtcTooEarly: true }, 1008],
    ['not webRtcEnabled', { webRtcEnabled: false }, 1010],
  ] as const) {
    it(`a meeting ${rule} goes to the join route as soon as it is prepared, before any LOGIN`, async () => {
      setFetch(
        fakeServer({
          'GET web/meetings/webrtc-servers': reply(200, SERVERS),
          'GET web/meetings/join': joinAnswer(patch),
        }).fetch,
      );
      prepareJoin(MEETING);
      await waitUntil(() => $join.get().redirectToJoin, 'the join page rules are applied');
      expect($join.get()).to.include({ phase: 'configuration', error: `webrtc.error.code.${code}` });
      expect(signalling.sockets).to.have.length(0);
    });
  }

  it('a meeting open to browsers stays on the configuration and shows its subject', async () => {
    setFetch(
      fakeServer({
        'GET web/meetings/webrtc-servers': reply(200, SERVERS),
        'GET web/meetings/join': joinAnswer({}),
      }).fetch,
    );
    prepareJoin(MEETING);
    await waitUntil(() => $join.get().subject === 'Weekly', 'the subject is shown');
    expect($join.get()).to.include({ redirectToJoin: false, error: null });
  });

  it('keep-alive is sent every 30 s (KEEP_ALIVE_MS) until the socket closes', async () => {
    expect(KEEP_ALIVE_MS).to.equal(30_000);
    expect(joinTimings().keepAliveMs).to.equal(KEEP_ALIVE_MS);
    setJoinTimings({ keepAliveMs: 40 });
    const socket = await enter();
    socket.receive(approvedLogin);
    await waitUntil(() => socket.types().filter((type) => type === 'KEEP_ALIVE').length >= 2);
    hangUp();
    const count = socket.types().length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(socket.types().length, 'nothing sent after the socket closed').to.equal(count);
  });

  it('a lost socket is shown, and the client logs in again with the same client ID and starts again', async () => {
    const first = await connected();
    first.drop();
    expect($join.get()).to.include({ phase: 'connected', reconnecting: true });
    expect(peers[0]?.closed).to.equal(true);
    await waitUntil(() => signalling.sockets.length === 2, 'a new socket');
    const second = signalling.latest();
    second.open();
    expect(second.sent[0]?.id).to.equal(first.sent[0]?.id);
    expect(second.sent[0]?.ticket, 'a fresh join ticket').to.not.equal(first.sent[0]?.ticket);
    second.receive(approvedLogin);
    expect(second.types(), 'the new session hears the media state too').to.deep.equal([
      'LOGIN',
      'START',
      'MEDIA_STATE',
    ]);
    second.receive(OFFER);
    await waitUntil(() => peers.length === 2);
    peers[1]?.become('connected');
    expect($join.get().reconnecting).to.equal(false);
  });

  it('after the last reconnection attempt the meeting ends with "connection lost"', async () => {
    (await connected()).drop();
    for (let attempt = 2; attempt <= 3; attempt++) {
      await waitUntil(() => signalling.sockets.length === attempt);
      signalling.latest().drop();
    }
    expect($join.get()).to.include({ phase: 'end', endReason: 'connectionLost' });
  });

  it('a socket that never answers the first LOGIN shows "cannot connect" on the configuration', async () => {
    await enterMeeting('Ada');
    signalling.latest().drop();
    expect($join.get()).to.include({ phase: 'configuration', busy: false, error: 'webrtc.error.connection' });
  });

  it('failed ICE is shown and restarted on the same peer connection: the gateway re-offers, the guest answers', async () => {
    const socket = await connected();
    peers[0]?.become('failed');
    expect($join.get().reconnecting).to.equal(true);
    expect(peers[0]?.closed, 'the peer connection is kept').to.equal(false);
    expect(socket.sent.at(-2)).to.deep.equal({
      type: 'RTC',
      dest: 'gateway',
      meetingId: MEETING,
      data: { iceRestart: true },
    });
    expect(
      socket.types().filter((type) => type === 'START'),
      'no new peer connection',
    ).to.have.length(1);
    const answers = socket.sent.filter((message) => message.type === 'RTC').length;
    socket.receive(OFFER);
    await waitUntil(() => socket.sent.filter((message) => message.type === 'RTC').length === answers + 1);
    expect([peers.length, peers[0]?.remoteDescriptions.length]).to.deep.equal([1, 2]);
    peers[0]?.become('connected');
    expect($join.get().reconnecting).to.equal(false);
  });

  /** Connected with these waits (three tries) when ICE fails: the first try is asked. */
  async function iceFailed(timings: Partial<JoinTimings>): Promise<FakeSocket> {
    setJoinTimings({ iceRetries: 3, ...timings });
    const socket = await connected();
    peers[0]?.become('failed');
    return socket;
  }

  const restarts = (socket: FakeSocket) =>
    socket.sent.filter((message) => message.type === 'RTC' && 'iceRestart' in (message.data as object))
      .length;

  it('ICE restarts that fail, or never connect once offered, end in a new peer connection (START), then in "connection lost"', async () => {
    const socket = await iceFailed({ iceRetryTimeoutMs: 50 });
    expect(restarts(socket)).to.equal(1);
    // The gateway's new offer is answered, but the connection does not come back: the try times out.
    socket.receive(OFFER);
    await waitUntil(() => restarts(socket) === 2, 'a second ICE restart after the time-out');
    peers[0]?.become('failed');
    expect(restarts(socket), 'the last try is not a restart').to.equal(2);
    expect(peers[0]?.closed).to.equal(true);
    expect(socket.types().filter((type) => type === 'START')).to.have.length(2);
    socket.receive(OFFER);
    await waitUntil(() => peers.length === 2, 'a new peer connection');
    peers[1]?.become('failed');
    expect($join.get()).to.include({ phase: 'end', endReason: 'connectionLost' });
  });

  it("a try waits for the gateway's offer: a gateway busy past the time to connect does not end the meeting", async () => {
    const socket = await iceFailed({ iceRetryTimeoutMs: 20 });
    // Twenty times a try's time to connect: counted from the request, every try and the meeting were gone.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect($join.get()).to.include({ phase: 'connected', reconnecting: true });
    expect([restarts(socket), peers[0]?.closed], 'still the first try').to.deep.equal([1, false]);
    socket.receive(OFFER);
    await waitUntil(() => peers[0]?.remoteDescriptions.length === 2, 'the late offer is answered');
    peers[0]?.become('connected');
    expect($join.get()).to.include({ phase: 'connected', reconnecting: false });
  });

  it('a gateway that has read the try but never offers: the guest starts over on a new socket (LOGIN, START)', async () => {
    const first = await iceFailed({ iceRetryTimeoutMs: 20, iceOfferTimeoutMs: 50 });
    // Still reading: a busy gateway is waited for however long it takes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([signalling.sockets.length, restarts(first)]).to.deep.equal([1, 1]);
    // It answers the keep-alive, so it has read the request, and sends nothing more.
    first.receive({ type: 'RESPONSE_KEEP_ALIVE', error: null });
    await waitUntil(() => signalling.sockets.length === 2, 'a new socket');
    expect([first.closed, peers[0]?.closed]).to.deep.equal([true, true]);
    expect($join.get()).to.include({ phase: 'connected', reconnecting: true });
    const second = signalling.latest();
    second.open();
    second.receive(approvedLogin);
    expect(second.types()).to.deep.equal(['LOGIN', 'START', 'MEDIA_STATE']);
    second.receive(OFFER);
    await waitUntil(() => peers.length === 2, 'a new peer connection');
    peers[1]?.become('connected');
    expect($join.get()).to.include({ phase: 'connected', reconnecting: false });
  });

  it('an offer answered in time leaves the try to its time to connect, however late the keep-alive is answered', async () => {
    const socket = await iceFailed({ iceRetryTimeoutMs: 5_000, iceOfferTimeoutMs: 20 });
    socket.receive(OFFER);
    await waitUntil(() => peers[0]?.remoteDescriptions.length === 2, 'the offer is answered');
    socket.receive({ type: 'RESPONSE_KEEP_ALIVE', error: null });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(signalling.sockets, 'no new socket').to.have.length(1);
    peers[0]?.become('connected');
    expect($join.get()).to.include({ phase: 'connected', reconnecting: false });
  });

  it('hang-up ends the meeting with its message and closes the socket', async () => {
    const socket = await connected();
    hangUp();
    expect($join.get()).to.include({ phase: 'end', endReason: 'hangup' });
    expect(socket.closed).to.equal(true);
    expect(peers[0]?.closed).to.equal(true);
  });

  it('END 1009 from the server ends the meeting with "meeting ended"', async () => {
    const socket = await connected();
    socket.receive({ type: 'END', error: 1009 });
    expect($join.get()).to.include({ phase: 'end', endReason: 'meetingEnded' });
  });

  it('closing the client outside the application hangs up: the socket and the peer connection close', async () => {
    const socket = await connected();
    closeJoin(MEETING);
    expect($join.get()).to.include({ phase: 'end', endReason: 'hangup' });
    expect(socket.closed).to.equal(true);
    expect(peers[0]?.closed).to.equal(true);
  });

  it('inside the application, moving from webrtc to webrtc-live keeps the meeting, and reopening it resumes it', async () => {
    const socket = await connected();
    const stop = startRouting();
    try {
      $route.set({ name: 'webrtc-live', params: {}, search: { umi: MEETING } });
      closeJoin(MEETING);
      openJoin(MEETING);
      expect($join.get()).to.include({ phase: 'connected', meetingId: MEETING });
      expect(socket.closed).to.equal(false);
      expect(peers[0]?.closed).to.equal(false);
      $route.set({ name: 'login', params: {}, search: {} });
      closeJoin(MEETING);
      expect($join.get().phase, 'leaving the meeting routes hangs up').to.equal('end');
      expect(socket.closed).to.equal(true);
    } finally {
      stop();
      $route.set(null);
    }
  });

  it('opening the client of a meeting that ended starts over on its configuration', async () => {
    await connected();
    hangUp();
    openJoin(MEETING);
    expect($join.get()).to.include({ phase: 'configuration', meetingId: MEETING, endReason: null });
  });

  it('chat: messages are sent as CHAT and received ones are listed, the guest’s own marked', async () => {
    const socket = await connected();
    sendChat('  Hello  ');
    expect(socket.sent.at(-1)).to.deep.equal({ type: 'CHAT', meetingId: MEETING, text: 'Hello' });
    socket.receive({
      type: 'CHAT',
      from: 'p1',
      name: 'Ada',
      text: 'Hello',
      time: '2030-01-01T10:00:00.000Z',
    });
    socket.receive({
      type: 'CHAT',
      from: 'p2',
      name: 'Bob',
      text: '<b>hi</b>',
      time: '2030-01-01T10:00:01.000Z',
    });
    expect($chat.get().map(({ name, text, own }) => [name, text, own])).to.deep.equal([
      ['Ada', 'Hello', true],
      ['Bob', '<b>hi</b>', false],
    ]);
  });

  it('a frame that is not JSON is ignored', async () => {
    const socket = await enter();
    socket.onmessage?.({ data: '{oops' });
    expect($join.get()).to.include({ phase: 'configuration', busy: true });
  });
});
