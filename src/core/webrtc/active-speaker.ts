// Who is speaking now, from the sound level of every participant's audio and the guest's own microphone,
// measured only while someone watches. Levels are read every LEVEL_INTERVAL_MS. Speech comes in bursts
// (syllables, words), so each level is smoothed into an envelope that rises at once and decays slowly; the
// hysteresis of SpeakerPicker then keeps a click or two people talking at once from making the highlight
// flicker.
import { atom, onMount } from 'nanostores';
import { LEVEL_INTERVAL_MS, trackLevel } from './level-meter';
import { $localStream } from './local-media';
import { $participants, $selfId } from './participants';

/** The envelope (0..1, as levelOf) from which a participant counts as speaking. */
export const SPEAKING_LEVEL = 0.05;
/** What is left of the envelope one reading later when the sound stops (a half-life of about 300 ms). */
export const ENVELOPE_DECAY = 0.8;
/** Consecutive readings a new speaker must be the loudest before taking over. */
export const TAKE_OVER_READINGS = 3;
/** Consecutive readings of silence after which the speaker is nobody. */
export const SILENCE_READINGS = 15;
/** While the speaker still speaks, another must be this many times louder to count as the loudest. */
export const BARGE_IN_RATIO = 1.5;

/** Picks the active speaker from successive level readings, with hysteresis. */
export class SpeakerPicker {
  private current: string | null = null;
  private challenger: string | null = null;
  private streak = 0;
  private quiet = 0;
  private envelopes = new Map<string, number>();

  /** Takes one reading of every participant's level; answers who speaks now (null in silence). */
  update(levels: ReadonlyMap<string, number>): string | null {
    this.envelopes = new Map(
      [...levels].map(([id, level]) => [id, Math.max(level, (this.envelopes.get(id) ?? 0) * ENVELOPE_DECAY)]),
    );
    const own = this.current === null ? 0 : (this.envelopes.get(this.current) ?? 0);
    this.quiet = own >= SPEAKING_LEVEL ? 0 : this.quiet + 1;
    const floor = Math.max(SPEAKING_LEVEL, this.quiet === 0 ? own * BARGE_IN_RATIO : 0);
    let loudest: string | null = null;
    let top = floor;
    for (const [id, level] of this.envelopes) {
      if (id !== this.current && level >= top) {
        loudest = id;
        top = level;
      }
    }
    this.streak = loudest !== null && loudest === this.challenger ? this.streak + 1 : loudest ? 1 : 0;
    this.challenger = loudest;
    if (loudest !== null && this.streak >= TAKE_OVER_READINGS) {
      this.current = loudest;
      this.challenger = null;
      this.streak = 0;
      this.quiet = 0;
    } else if (this.quiet >= SILENCE_READINGS) this.current = null;
    return this.current;
  }
}

/** Measures one audio track's level; tests swap it for fake levels. */
export type LevelMeter = (track: MediaStreamTrack) => { level(): number; stop(): void };

let context: AudioContext | undefined;

const analyserMeter: LevelMeter = (track) => {
  context ??= new AudioContext();
  return trackLevel(context, track);
};
let meterFactory: LevelMeter = analyserMeter;

/** Swaps the level meter (tests feed fake levels through it). */
export function setLevelMeter(meter: LevelMeter): void {
  meterFactory = meter;
}

/** Back to AnalyserNode meters. */
export function resetLevelMeter(): void {
  meterFactory = analyserMeter;
}

/** The participant ID (the guest's own for themselves) of who is speaking now; null in silence. */
export const $activeSpeaker = atom<string | null>(null);

// The audio track of everyone to listen to: the remote participants, and the guest's own microphone.
function audioTracks(): Map<string, MediaStreamTrack> {
  const tracks = new Map<string, MediaStreamTrack>();
  for (const participant of $participants.get()) {
    const track = participant.stream?.getAudioTracks()[0];
    if (track && !participant.self) tracks.set(participant.id, track);
  }
  const own = $localStream.get()?.getAudioTracks()[0];
  const self = $selfId.get();
  if (own && self) tracks.set(self, own);
  return tracks;
}

onMount($activeSpeaker, () => {
  const meters = new Map<string, { track: MediaStreamTrack; meter: ReturnType<LevelMeter> }>();
  const picker = new SpeakerPicker();
  const follow = () => {
    const tracks = audioTracks();
    for (const [id, { track, meter }] of meters) {
      if (tracks.get(id) === track) continue;
      meter.stop();
      meters.delete(id);
    }
    for (const [id, track] of tracks)
      if (!meters.has(id)) meters.set(id, { track, meter: meterFactory(track) });
  };
  const unlisten = [$participants, $localStream, $selfId].map((store) => store.listen(follow));
  // The first meters (an AudioContext, an analyser per track) are made in a task of their own: the room's first
  // draw, which watches this store, is not made longer by them, and the first remote frame shows that much sooner.
  const first = setTimeout(follow, 0);
  const timer = setInterval(() => {
    const levels = new Map([...meters].map(([id, { meter }]) => [id, meter.level()]));
    $activeSpeaker.set(picker.update(levels));
  }, LEVEL_INTERVAL_MS);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    for (const stop of unlisten) stop();
    for (const { meter } of meters.values()) meter.stop();
    $activeSpeaker.set(null);
  };
});
