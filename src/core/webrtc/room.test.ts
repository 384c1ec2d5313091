import { expect } from '@open-wc/testing';
import { fakeServer, resetForTest } from '../../../tests/support/fake-server';
import {
  type FakeSocket,
  fakePeers,
  fakeSignalling,
  joinRoutes,
} from '../../../tests/support/fake-signalling';
import { waitUntil } from '../../../tests/support/wait';
import {
  ALL_RIGHTS as ALL,
  canvasStream as canvasScreen,
  drawnMedia,
  MEETING,
  OFFER,
  resetWebrtc,
} from '../../../tests/support/webrtc';
import { setFetch } from '../api/transport';
import { enterMeeting, hangUp, prepareJoin, sendChat } from './join';
import { $join } from './join-state';
import { $localStream, $mediaErrors } from './local-media';
import { $people, $selfId } from './participants';
import { $rights } from './rights';
import { $screenStream, toggleScreenShare } from './screen-share';

type DisplayMedia = MediaDevices['getDisplayMedia'];

describe('the meeting room: admission, rights, people and screen sharing', () => {
  let signalling: ReturnType<typeof fakeSignalling>;
  let peers: ReturnType<typeof fakePeers>;
  let realDisplayMedia: DisplayMedia;

  async function enter(): Promise<FakeSocket> {
    await enterMeeting('Ada Lovelace');
    const socket = signalling.latest();
    socket.open();
    return socket;
  }

  /** Enters, is let in with `rights`, and connects the media. */
  async function connected(rights?: Partial<typeof ALL>): Promise<FakeSocket> {
    const socket = await enter();
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'APPROVED', participantId: 'p1', rights });
    socket.receive({ type: 'RESPONSE_START', error: null, timeToStart: 0 });
    socket.receive(OFFER);
    await waitUntil(() => peers[0]?.localDescription, 'the offer is answered');
    return socket;
  }

  const lastMediaState = (socket: FakeSocket) => socket.sent.filter((m) => m.type === 'MEDIA_STATE').at(-1);

  beforeEach(() => {
    resetForTest();
    localStorage.clear();
    setFetch(fakeServer(joinRoutes()).fetch);
    signalling = fakeSignalling();
    peers = fakePeers();
    realDisplayMedia = navigator.mediaDevices.getDisplayMedia;
    prepareJoin(MEETING);
  });
  afterEach(() => {
    navigator.mediaDevices.getDisplayMedia = realDisplayMedia;
    resetWebrtc();
  });

  for (const info of ['PENDING', 'approved', '', 42, null]) {
    it(`only APPROVED admits: an attendee request status ${JSON.stringify(info)} keeps the guest waiting`, async () => {
      const socket = await enter();
      socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'p1' });
      socket.receive({ type: 'MEETING_ATTENDEE_REQUEST_STATUS', info });
      expect($join.get().phase).to.equal('waiting');
      expect(socket.types()).to.deep.equal(['LOGIN']);
    });
  }

  it('only APPROVED admits: a login answered with an unknown status waits, and START is not sent', async () => {
    const socket = await enter();
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'MAYBE', participantId: 'p1' });
    expect($join.get().phase).to.equal('waiting');
    expect(socket.types()).to.deep.equal(['LOGIN']);
  });

  it('the rights of an approved login reach $rights; the approval of a waiting guest brings them too', async () => {
    const socket = await enter();
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'p1' });
    expect($rights.get()).to.deep.equal(ALL);
    socket.receive({
      type: 'MEETING_ATTENDEE_REQUEST_STATUS',
      info: 'APPROVED',
      rights: { ...ALL, share: false, chat: false },
    });
    expect($rights.get()).to.deep.equal({ ...ALL, share: false, chat: false });
    hangUp();
    expect($rights.get(), 'a new meeting starts with every right').to.deep.equal(ALL);
  });

  it('without the chat right nothing is sent; without the share right no screen share starts', async () => {
    let asked = 0;
    navigator.mediaDevices.getDisplayMedia = async () => {
      asked++;
      return canvasScreen();
    };
    const socket = await connected({ ...ALL, share: false, chat: false });
    sendChat('Hello');
    expect(socket.types()).not.to.include('CHAT');
    await toggleScreenShare();
    expect([asked, $screenStream.get()]).to.deep.equal([0, null]);
  });

  it('without the talk right no microphone is sent, without the video right no camera; granted again, they are', async () => {
    const { camera: canvas, microphone, stream, close } = drawnMedia();
    $localStream.set(stream);
    try {
      await connected({ ...ALL, talk: false });
      const [audio, video] = peers[0]?.getTransceivers() ?? [];
      await waitUntil(() => video?.sender.track === canvas, 'the camera is sent');
      expect(audio?.sender.track).to.equal(null);
      $rights.set({ ...ALL, video: false });
      await waitUntil(() => audio?.sender.track === microphone && video?.sender.track === null);
    } finally {
      $localStream.set(null);
      await close();
    }
  });

  it('$selfId and $people: everyone on the roster, the guest marked self, with microphone, camera and screen', async () => {
    const socket = await connected();
    expect($selfId.get()).to.equal('p1');
    socket.receive({
      type: 'PARTICIPANTS',
      participants: [
        { id: 'p1', name: 'Ada', audio: true, video: false, screen: false },
        { id: 'bob', name: 'Bob', audio: false, video: true, screen: true },
        { id: 'cy', name: 'Cy' },
      ],
    });
    expect($people.get()).to.deep.equal([
      { id: 'p1', name: 'Ada', audio: true, video: false, sharing: false, self: true, hand: null },
      { id: 'bob', name: 'Bob', audio: false, video: true, sharing: true, self: false, hand: null },
      { id: 'cy', name: 'Cy', audio: true, video: true, sharing: false, self: false, hand: null },
    ]);
    hangUp();
    expect([$people.get(), $selfId.get()]).to.deep.equal([[], '']);
  });

  it('sharing a screen puts it on the third transceiver without renegotiating and tells the others (MEDIA_STATE screen)', async () => {
    const screen = canvasScreen();
    navigator.mediaDevices.getDisplayMedia = async () => screen;
    const socket = await connected();
    await toggleScreenShare();
    expect($screenStream.get()).to.equal(screen);
    const transceivers = peers[0]?.getTransceivers() ?? [];
    await waitUntil(() => transceivers[2]?.sender.track === screen.getVideoTracks()[0]);
    expect(transceivers[2]?.direction).to.equal('sendonly');
    expect(lastMediaState(socket)).to.include({ screen: true });
    expect(peers[0]?.remoteDescriptions, 'no new negotiation').to.have.length(1);
    await toggleScreenShare();
    expect($screenStream.get()).to.equal(null);
    expect(screen.getVideoTracks()[0]?.readyState).to.equal('ended');
    await waitUntil(() => transceivers[2]?.sender.track === null);
    expect(lastMediaState(socket)).to.include({ screen: false });
  });

  it('stopping the share from the browser’s own bar (the track ends) stops it here too', async () => {
    const screen = canvasScreen();
    navigator.mediaDevices.getDisplayMedia = async () => screen;
    const socket = await connected();
    await toggleScreenShare();
    screen.getVideoTracks()[0]?.dispatchEvent(new Event('ended'));
    expect($screenStream.get()).to.equal(null);
    expect(lastMediaState(socket)).to.include({ screen: false });
  });

  for (const [name, key] of [
    ['NotAllowedError', 'webrtc.device.error.screen.denied'],
    ['NotReadableError', 'webrtc.device.error.screen.busy'],
    ['TypeError', 'webrtc.device.error.screen.unavailable'],
  ]) {
    it(`a refused screen share (${name}) leaves ${key} in $mediaErrors.screen and shares nothing`, async () => {
      navigator.mediaDevices.getDisplayMedia = async () => {
        throw new DOMException('refused', name);
      };
      await connected();
      await toggleScreenShare();
      expect([$screenStream.get(), $mediaErrors.get().screen]).to.deep.equal([null, key]);
    });
  }
});
