// The background behind the guest (none, blur, or a scene), remembered between meetings. The camera's track goes
// through a worker (see background-worker.ts) and the processed track is what the preview shows and others get.
// Chromium hands the worker the track's own streams of frames; other browsers (Firefox, Safari) play the camera in
// a video element, hand its frames over one at a time as they are presented and draw the processed ones on a
// captured canvas.

import modelUrl from '@twilio/video-processors/dist/build/selfie_segmentation_landscape.tflite?url';
import wasmUrl from '@twilio/video-processors/dist/build/tflite-simd-1-0-0.wasm?url';
import { atom } from 'nanostores';
import { ownScriptUrl } from '../security/trusted-types';
import { readStored, writeStored } from '../stores/storage';
import {
  BACKGROUND_SCENES,
  type BackgroundChange,
  type BackgroundEffect,
  type BackgroundNews,
  type BackgroundStart,
  type FrameRoute,
} from './background-protocol';
// The worker's bundled module by address, so it can be typed for the page's Trusted Types policy.
import workerUrl from './background-worker.ts?worker&url';
import { serveFrames } from './frame-port';

/** Where the background choice is remembered. */
export const BACKGROUND_KEY = 'meet.webrtc.background';
/** Every choice, in the menu's order. */
export const BACKGROUND_EFFECTS: readonly BackgroundEffect[] = ['none', 'blur', ...BACKGROUND_SCENES];

const stored = readStored(BACKGROUND_KEY) as BackgroundEffect;
/** The chosen background effect. */
export const $background = atom<BackgroundEffect>(BACKGROUND_EFFECTS.includes(stored) ? stored : 'none');
/** How the effect runs: idle (none chosen or not started), ready, slow (frames drop) or failed (it cannot here). */
export const $backgroundStatus = atom<'idle' | BackgroundNews['kind']>('idle');

// Chromium's streams of frames (not in TypeScript's DOM library yet).
interface FrameStreams {
  MediaStreamTrackProcessor: new (init: {
    track: MediaStreamTrack;
  }) => { readable: ReadableStream<VideoFrame> };
  MediaStreamTrackGenerator: new (init: {
    kind: 'video';
  }) => MediaStreamTrack & { writable: WritableStream<VideoFrame> };
}

/** True where the browser hands a track's frames as a stream (Chromium), with no video element between. */
function trackStreams(): boolean {
  const scope = globalThis as unknown as Partial<FrameStreams>;
  return Boolean(scope.MediaStreamTrackProcessor && scope.MediaStreamTrackGenerator);
}

/** True where the browser can process the camera's frames in a worker. */
export function backgroundSupported(): boolean {
  return (
    typeof OffscreenCanvas === 'function' &&
    typeof VideoFrame === 'function' &&
    typeof WebAssembly === 'object' &&
    (trackStreams() || typeof HTMLCanvasElement.prototype.captureStream === 'function')
  );
}

/** How the camera's frames reach the worker and leave it, and the track that carries the processed ones. */
interface FramePipe {
  route: FrameRoute;
  track: MediaStreamTrack;
  /** Lets go of what the pipe holds besides the track (a video element, a port). */
  release(): void;
}

// Chromium: the track's own streams of frames, and a generator whose track carries what it is given.
function trackPipe(camera: MediaStreamTrack): FramePipe {
  const streams = globalThis as unknown as FrameStreams;
  const processor = new streams.MediaStreamTrackProcessor({ track: camera });
  const generator = new streams.MediaStreamTrackGenerator({ kind: 'video' });
  return {
    route: { frames: processor.readable, output: generator.writable },
    track: generator,
    release: () => {},
  };
}

// Elsewhere: the camera plays in a video element (never shown); each time the worker asks, the next presented
// frame is read as a VideoFrame and transferred to it (frames it is too busy for are skipped), and each processed
// frame is drawn on a canvas whose captured stream is the track.
function elementPipe(camera: MediaStreamTrack): FramePipe {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([camera]);
  video.play().catch(() => {});
  const presented = () =>
    new Promise<void>((resolve) => {
      if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => resolve());
      else requestAnimationFrame(() => resolve());
    });
  const canvas = document.createElement('canvas');
  const drawing = canvas.getContext('2d');
  const [track] = canvas.captureStream().getVideoTracks();
  if (!drawing || !track) throw new Error('No canvas to draw the processed frames on.');
  const { port1: page, port2: worker } = new MessageChannel();
  serveFrames(
    page,
    async () => {
      await presented();
      return new VideoFrame(video, { timestamp: performance.now() * 1000 });
    },
    (frame) => {
      const { displayWidth: width, displayHeight: height } = frame;
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      drawing.drawImage(frame, 0, 0);
      frame.close();
    },
  );
  return {
    route: { port: worker },
    track,
    release: () => {
      page.close();
      video.srcObject = null;
    },
  };
}

/** Chooses the background effect and remembers it; a camera already going through the worker only switches. */
export function chooseBackground(effect: BackgroundEffect): void {
  writeStored(BACKGROUND_KEY, effect === 'none' ? '' : effect);
  $background.set(effect);
}

/** The tracks `withBackground` made: each follows the chosen effect by itself. */
const processed = new WeakSet<MediaStreamTrack>();

/** True when `track` is a camera going through the background worker (another effect needs no new track). */
export function followsBackground(track: MediaStreamTrack): boolean {
  return processed.has(track);
}

/**
 * The camera's track with the chosen effect applied, or the camera itself when none is chosen or the browser
 * cannot (or could not, once already). The returned track keeps its worker for its life: choosing another effect,
 * or none (frames then pass unchanged), only tells the worker, so the camera is not taken again and the model not
 * loaded again. Stopping the returned track stops the camera and the worker.
 */
export function withBackground(camera: MediaStreamTrack): MediaStreamTrack {
  const effect = $background.get();
  if (effect === 'none' || !backgroundSupported() || $backgroundStatus.get() === 'failed') {
    if (effect === 'none') $backgroundStatus.set('idle');
    return camera;
  }
  let worker: Worker;
  let pipe: FramePipe;
  try {
    // Typed by the page's policy (the DOM types do not list TrustedScriptURL for Worker).
    worker = new Worker(ownScriptUrl(new URL(workerUrl, import.meta.url)) as string, { type: 'module' });
    pipe = trackStreams() ? trackPipe(camera) : elementPipe(camera);
  } catch {
    $backgroundStatus.set('failed');
    return camera;
  }
  let loaded = false;
  worker.addEventListener('message', ({ data }: MessageEvent<BackgroundNews>) => {
    if (data.kind === 'ready') loaded = true;
    // Under "none" the model's news is not the guest's concern; a failure is (the camera then goes out as it is).
    if (data.kind === 'failed' || $background.get() !== 'none') $backgroundStatus.set(data.kind);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    $backgroundStatus.set('failed');
  });
  const { route, track } = pipe;
  const start: BackgroundStart = {
    route,
    effect,
    assets: { wasm: new URL(wasmUrl, import.meta.url).href, model: new URL(modelUrl, import.meta.url).href },
  };
  $backgroundStatus.set('idle');
  const handed = 'port' in route ? [route.port] : [route.frames, route.output];
  worker.postMessage(start, handed as unknown as Transferable[]);
  const unfollow = $background.listen((chosen) => {
    const change: BackgroundChange = { effect: chosen };
    worker.postMessage(change);
    $backgroundStatus.set(chosen !== 'none' && loaded ? 'ready' : 'idle');
  });
  processed.add(track);
  const stop = track.stop.bind(track);
  track.stop = () => {
    unfollow();
    stop();
    camera.stop();
    worker.terminate();
    pipe.release();
  };
  return track;
}
