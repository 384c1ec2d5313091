import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../tests/support/wait';
import {
  $activeSpeaker,
  BARGE_IN_RATIO,
  resetLevelMeter,
  SILENCE_READINGS,
  SPEAKING_LEVEL,
  SpeakerPicker,
  setLevelMeter,
  TAKE_OVER_READINGS,
} from './active-speaker';
import { $localStream } from './local-media';
import { addStream, clearParticipants, setRoster } from './participants';

const LOUD = SPEAKING_LEVEL * 4;
const SOFT = SPEAKING_LEVEL * 2;

/** Feeds `picker` the same levels `times` times; answers the last pick. */
function feed(picker: SpeakerPicker, levels: Record<string, number>, times: number): string | null {
  let speaker: string | null = null;
  for (let i = 0; i < times; i++) speaker = picker.update(new Map(Object.entries(levels)));
  return speaker;
}

/** How many readings of `levels` it takes until `expected` is picked (fails past `most`). */
function readingsUntil(
  picker: SpeakerPicker,
  levels: Record<string, number>,
  expected: string | null,
  most = 60,
): number {
  for (let count = 1; count <= most; count++)
    if (picker.update(new Map(Object.entries(levels))) === expected) return count;
  throw new Error(`${expected} not picked within ${most} readings`);
}

/** An audio track of its own (a silent oscillator), to stand for one participant's microphone. */
function audioTrack(context: AudioContext): MediaStreamTrack {
  const destination = context.createMediaStreamDestination();
  context.createOscillator().connect(destination);
  return destination.stream.getAudioTracks()[0] as MediaStreamTrack;
}

describe('active speaker', () => {
  it('nobody speaks in silence; a voice takes over only after it stays the loudest for a few readings', () => {
    const picker = new SpeakerPicker();
    expect(feed(picker, { ada: 0, bob: 0.01 }, 5)).to.equal(null);
    expect(readingsUntil(picker, { ada: LOUD, bob: 0 }, 'ada')).to.equal(TAKE_OVER_READINGS);
  });

  it('a click (one reading just above the threshold) makes nobody the speaker', () => {
    const picker = new SpeakerPicker();
    feed(picker, { ada: SPEAKING_LEVEL * 1.1 }, 1);
    expect(feed(picker, { ada: 0 }, 30)).to.equal(null);
  });

  it('bursts of sound (words, or the fake microphone’s beeps) keep their speaker through the gaps', () => {
    const picker = new SpeakerPicker();
    const speech = [1, 0.03, 0, 0, 0, 0.18, 0, 0, 0, 0, 0.05, 0, 0, 0, 0, 0, 0, 0, 0];
    const picks = new Set<string | null>();
    for (let round = 0; round < 5; round++)
      for (const level of speech) picks.add(picker.update(new Map([['ada', level]])));
    expect(picker.update(new Map([['ada', 0]]))).to.equal('ada');
    expect([...picks]).to.deep.equal([null, 'ada'], 'once picked, never dropped between bursts');
  });

  it('the speaker stays through short pauses and a voice as loud, and gives way to a clearly louder one', () => {
    const picker = new SpeakerPicker();
    feed(picker, { ada: LOUD, bob: 0 }, TAKE_OVER_READINGS);
    expect(feed(picker, { ada: 0, bob: 0 }, SILENCE_READINGS - 1), 'a pause between words').to.equal('ada');
    expect(feed(picker, { ada: LOUD, bob: LOUD }, 20), 'talking at once: no flicker').to.equal('ada');
    expect(readingsUntil(picker, { ada: SOFT, bob: SOFT * BARGE_IN_RATIO * 1.2 }, 'bob')).to.be.at.least(
      TAKE_OVER_READINGS,
    );
  });

  it('when the speaker falls silent, another voice takes over; after long silence, nobody', () => {
    const picker = new SpeakerPicker();
    feed(picker, { ada: LOUD, bob: 0 }, TAKE_OVER_READINGS);
    expect(readingsUntil(picker, { ada: 0, bob: SOFT }, 'bob')).to.be.at.least(TAKE_OVER_READINGS);
    expect(readingsUntil(picker, { ada: 0, bob: 0 }, null)).to.be.at.least(SILENCE_READINGS);
  });

  it('$activeSpeaker follows the levels of every remote participant and of the own microphone, only while watched, its meters made in a task after the one that starts watching', async () => {
    const context = new AudioContext();
    const tracks = { me: audioTrack(context), bob: audioTrack(context) };
    const levels = new Map<MediaStreamTrack, number>();
    const measured = new Set<MediaStreamTrack>();
    setLevelMeter((track) => {
      measured.add(track);
      return { level: () => levels.get(track) ?? 0, stop: () => measured.delete(track) };
    });
    setRoster(
      [
        { id: 'me', name: 'Ada' },
        { id: 'bob', name: 'Bob' },
      ],
      'me',
    );
    addStream('bob', new MediaStream([tracks.bob]));
    $localStream.set(new MediaStream([tracks.me]));
    expect(measured.size, 'nothing measured while nobody watches').to.equal(0);
    const seen: (string | null)[] = [];
    const unsubscribe = $activeSpeaker.subscribe((id) => seen.push(id));
    // Not in the task that starts watching (the room's first draw): in a task of their own, right after it.
    expect(measured.size, 'no meter made in the watching task').to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([measured.size, measured.has(tracks.me), measured.has(tracks.bob)]).to.deep.equal([2, true, true]);
    levels.set(tracks.bob, LOUD);
    await waitUntil(() => $activeSpeaker.get() === 'bob', 'Bob speaks');
    levels.set(tracks.bob, 0);
    levels.set(tracks.me, LOUD);
    await waitUntil(() => $activeSpeaker.get() === 'me', 'the guest speaks, under its own ID');
    expect(seen.filter((id, i) => id !== seen[i - 1])).to.deep.equal([null, 'bob', 'me']);
    unsubscribe();
    // Nano Stores unmounts a store a moment after its last listener leaves.
    await waitUntil(() => measured.size === 0, 'every meter stops when nobody watches');
    expect($activeSpeaker.get()).to.equal(null);
    resetLevelMeter();
    $localStream.set(null);
    clearParticipants();
    await context.close();
  });
});
