// The microphone level, from an AnalyserNode on the local audio track, while someone watches it.
import { atom, onMount } from 'nanostores';
import { $localStream } from './local-media';

/** How often the level is read. */
export const LEVEL_INTERVAL_MS = 100;

/** Microphone level from 0 (silence) to 1 (full scale), 0 without a microphone. */
export const $micLevel = atom(0);

/**
 * The samples one reading looks at: the power of two (as AnalyserNode wants) nearest to one reading's interval,
 * so each reading hears nearly all the sound since the last one (at least 70 % of it, and at most 1.42 times as long). A short sound between two readings
 * (a plosive, a short word, the fake microphone's 20 ms beeps) is then heard, not skipped as by a 512-sample window
 * that heard a tenth of the time.
 */
export function windowSize(sampleRate: number): number {
  const fits = (sampleRate * LEVEL_INTERVAL_MS) / 1000;
  return Math.min(32_768, Math.max(32, 2 ** Math.round(Math.log2(Math.max(1, fits)))));
}

/** An analyser of one audio track in `context`; `level()` reads it (0 while the track is off), `stop()` detaches it. */
export function trackLevel(
  context: AudioContext,
  track: MediaStreamTrack,
): { level(): number; stop(): void } {
  const analyser = context.createAnalyser();
  analyser.fftSize = windowSize(context.sampleRate);
  const source = context.createMediaStreamSource(new MediaStream([track]));
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  return {
    level() {
      if (!track.enabled || track.readyState === 'ended') return 0;
      analyser.getFloatTimeDomainData(samples);
      return levelOf(samples);
    },
    stop: () => source.disconnect(),
  };
}

/** Root mean square of samples in -1..1, scaled so speech reaches the upper half of the meter. */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  return Math.min(1, rms * 4);
}

// One audio graph per track; rebuilt when the microphone changes.
function meter(track: MediaStreamTrack): () => void {
  const context = new AudioContext();
  const meter = trackLevel(context, track);
  const timer = setInterval(() => $micLevel.set(meter.level()), LEVEL_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    context.close().catch(() => {});
    $micLevel.set(0);
  };
}

onMount($micLevel, () => {
  let stop: (() => void) | undefined;
  let current: MediaStreamTrack | undefined;
  const follow = (stream: MediaStream | null) => {
    const track = stream?.getAudioTracks()[0];
    if (track === current) return;
    stop?.();
    stop = undefined;
    current = track;
    if (track && typeof AudioContext !== 'undefined') stop = meter(track);
  };
  const unlisten = $localStream.subscribe(follow);
  return () => {
    unlisten();
    stop?.();
  };
});
