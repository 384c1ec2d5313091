import { expect } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { cleanStores } from 'nanostores';
import { fakeServer, resetForTest } from '../../../tests/support/fake-server';
import {
  type FakeSocket,
  fakePeers,
  fakeSignalling,
  joinRoutes,
} from '../../../tests/support/fake-signalling';
import { ALL_RIGHTS, MEETING, resetWebrtc } from '../../../tests/support/webrtc';
import { setFetch } from '../api/transport';
import { $activeSpeaker, resetLevelMeter, SPEAKING_LEVEL, setLevelMeter } from './active-speaker';
import {
  $handRaised,
  $reactions,
  $reactionsRefused,
  HAND_LOWER_AFTER_SPEAKING_MS,
  REACTION_SHOW_MS,
  sendReaction,
  toggleHand,
} from './gestures';
import { enterMeeting, prepareJoin } from './join';
import { $localStream } from './local-media';

const ME = { id: 'p1', name: 'Ada', audio: true, video: true, screen: false };
const BOB = { id: 'p2', name: 'Bob', audio: true, video: true, screen: false };

describe('raised hands and reactions', () => {
  let signalling: ReturnType<typeof fakeSignalling>;

  async function admitted(rights = ALL_RIGHTS): Promise<FakeSocket> {
    await enterMeeting('Ada');
    const socket = signalling.latest();
    socket.open();
    socket.receive({
      type: 'RESPONSE_LOGIN',
      error: null,
      info: 'APPROVED',
      participantId: 'p1',
      rights,
    });
    socket.receive({ type: 'PARTICIPANTS', participants: [ME, BOB] });
    return socket;
  }
  const sent = (socket: FakeSocket, type: string) => socket.sent.filter((m) => m.type === type);

  beforeEach(() => {
    resetForTest();
    localStorage.clear();
    setFetch(fakeServer(joinRoutes()).fetch);
    signalling = fakeSignalling();
    fakePeers();
    prepareJoin(MEETING);
  });
  afterEach(() => {
    resetWebrtc();
    resetLevelMeter();
    $localStream.set(null);
    // No store stays mounted (with its timers) into the next test.
    cleanStores($handRaised, $activeSpeaker);
  });

  it('the hand button raises the hand, and lowers it once PARTICIPANTS shows it up', async () => {
    const socket = await admitted();
    const unwatch = $handRaised.listen(() => {});
    toggleHand();
    expect(sent(socket, 'HAND').at(-1)).to.deep.equal({
      type: 'HAND',
      raised: true,
      meetingId: MEETING,
    });
    socket.receive({
      type: 'PARTICIPANTS',
      participants: [{ ...ME, hand: '2026-01-01T10:00:00.000Z' }, BOB],
    });
    expect($handRaised.get()).to.equal(true);
    toggleHand();
    expect(sent(socket, 'HAND').at(-1)).to.deep.equal({
      type: 'HAND',
      raised: false,
      meetingId: MEETING,
    });
    unwatch();
  });

  it('without the chat right neither a hand nor a reaction is sent', async () => {
    const socket = await admitted({
      video: true,
      talk: true,
      share: true,
      chat: false,
    });
    toggleHand();
    sendReaction('clap');
    expect([sent(socket, 'HAND'), sent(socket, 'REACTION')]).to.deep.equal([[], []]);
  });

  it('a reaction shows over its sender for a few seconds, then goes', async () => {
    const socket = await admitted();
    sendReaction('party');
    expect(sent(socket, 'REACTION')).to.deep.equal([
      { type: 'REACTION', reaction: 'party', meetingId: MEETING },
    ]);
    const clock = FakeTimers.install({
      toFake: ['setTimeout', 'clearTimeout'],
    });
    try {
      socket.receive({
        type: 'REACTION',
        from: 'p2',
        name: 'Bob',
        reaction: 'clap',
        time: '2026-01-01T10:00:00Z',
      });
      socket.receive({
        type: 'REACTION',
        from: 'p2',
        name: 'Bob',
        reaction: 'nonsense',
        time: '2026-01-01T10:00:00Z',
      });
      expect($reactions.get().map(({ from, reaction, own }) => [from, reaction, own])).to.deep.equal([
        ['p2', 'clap', false],
      ]);
      clock.tick(REACTION_SHOW_MS - 1);
      expect($reactions.get().length).to.equal(1);
      clock.tick(1);
      expect($reactions.get()).to.deep.equal([]);
    } finally {
      clock.uninstall();
    }
  });

  it('a reaction the server refuses for coming too fast is counted for a notice', async () => {
    const socket = await admitted();
    const before = $reactionsRefused.get();
    socket.receive({
      type: 'RESPONSE_REACTION',
      error: 1004,
      message: 'Too many reactions',
    });
    expect($reactionsRefused.get()).to.equal(before + 1);
  });

  it(`a raised hand goes down by itself after the guest has spoken ${HAND_LOWER_AFTER_SPEAKING_MS / 1000} s`, async () => {
    const socket = await admitted();
    const context = new AudioContext();
    const destination = context.createMediaStreamDestination();
    let level = 0;
    setLevelMeter(() => ({ level: () => level, stop: () => {} }));
    $localStream.set(destination.stream);
    const unwatch = $handRaised.listen(() => {});
    const clock = FakeTimers.install({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    try {
      socket.receive({
        type: 'PARTICIPANTS',
        participants: [{ ...ME, hand: '2026-01-01T10:00:00.000Z' }, BOB],
      });
      clock.tick(HAND_LOWER_AFTER_SPEAKING_MS * 2);
      expect(sent(socket, 'HAND'), 'silence keeps the hand up').to.deep.equal([]);
      level = SPEAKING_LEVEL * 4;
      // 2 s of speech, then the silence the speaker is held through (SILENCE_READINGS) counts as speech too.
      clock.tick(HAND_LOWER_AFTER_SPEAKING_MS - 3000);
      level = 0;
      clock.tick(HAND_LOWER_AFTER_SPEAKING_MS);
      expect(sent(socket, 'HAND'), 'a pause stops the count').to.deep.equal([]);
      level = SPEAKING_LEVEL * 4;
      clock.tick(1000);
      expect(sent(socket, 'HAND'), 'not yet: the pause did not count').to.deep.equal([]);
      clock.tick(2000);
      expect(sent(socket, 'HAND')).to.deep.equal([{ type: 'HAND', raised: false, meetingId: MEETING }]);
    } finally {
      clock.uninstall();
      unwatch();
      await context.close();
    }
  });
});
