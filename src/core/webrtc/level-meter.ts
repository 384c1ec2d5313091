// The microphone level, from an AnalyserNode on the local audio track, while someone watches it.
import { atom, onMount } from 'nanostores';
import { $localStream } from './local-media';

/** How often the level is read. */
export const LEVEL_INTERVAL_MS = 100;

/** Microphone level from 0 (silence) to 1 (full scale), 0 without a microphone. */
export const $micLevel = atom(0);

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
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    $micLevel.set(track.enabled ? levelOf(samples) : 0);
  }, LEVEL_INTERVAL_MS);
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
