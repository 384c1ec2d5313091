// The background behind the guest (none, blur, or a scene), remembered between meetings. The camera's track goes
// through a worker (see background-worker.ts) and the processed track is what the preview shows and others get.

import modelUrl from '@twilio/video-processors/dist/build/selfie_segmentation_landscape.tflite?url';
import wasmUrl from '@twilio/video-processors/dist/build/tflite-simd-1-0-0.wasm?url';
import { atom } from 'nanostores';
import { ownScriptUrl } from '../security/trusted-types';
import { readStored, writeStored } from '../stores/storage';
import {
  BACKGROUND_SCENES,
  type BackgroundEffect,
  type BackgroundNews,
  type BackgroundStart,
} from './background-protocol';
// The worker's bundled module by address, so it can be typed for the page's Trusted Types policy.
import workerUrl from './background-worker.ts?worker&url';

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

/** True where the browser can process the camera's frames in a worker (Chromium-based browsers today). */
export function backgroundSupported(): boolean {
  const scope = globalThis as unknown as Partial<FrameStreams>;
  return Boolean(
    scope.MediaStreamTrackProcessor &&
      scope.MediaStreamTrackGenerator &&
      typeof OffscreenCanvas === 'function' &&
      typeof VideoFrame === 'function' &&
      typeof WebAssembly === 'object',
  );
}

/** Chooses the background effect and remembers it; the camera is taken again with it. */
export function chooseBackground(effect: BackgroundEffect): void {
  writeStored(BACKGROUND_KEY, effect === 'none' ? '' : effect);
  $background.set(effect);
}

/**
 * The camera's track with the chosen effect applied, or the camera itself when none is chosen or the browser
 * cannot (or could not, once already). Stopping the returned track stops the camera and the worker.
 */
export function withBackground(camera: MediaStreamTrack): MediaStreamTrack {
  const effect = $background.get();
  if (effect === 'none' || !backgroundSupported() || $backgroundStatus.get() === 'failed') {
    if (effect === 'none') $backgroundStatus.set('idle');
    return camera;
  }
  const streams = globalThis as unknown as FrameStreams;
  let worker: Worker;
  try {
    // Typed by the page's policy (the DOM types do not list TrustedScriptURL for Worker).
    worker = new Worker(ownScriptUrl(new URL(workerUrl, import.meta.url)) as string, { type: 'module' });
  } catch {
    $backgroundStatus.set('failed');
    return camera;
  }
  const processor = new streams.MediaStreamTrackProcessor({ track: camera });
  const generator = new streams.MediaStreamTrackGenerator({ kind: 'video' });
  const fail = () => $backgroundStatus.set('failed');
  worker.addEventListener('message', (event: MessageEvent<BackgroundNews>) =>
    $backgroundStatus.set(event.data.kind),
  );
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail();
  });
  const start: BackgroundStart = {
    frames: processor.readable,
    output: generator.writable,
    effect,
    assets: { wasm: new URL(wasmUrl, import.meta.url).href, model: new URL(modelUrl, import.meta.url).href },
  };
  $backgroundStatus.set('idle');
  worker.postMessage(start, [start.frames, start.output] as unknown as Transferable[]);
  const stop = generator.stop.bind(generator);
  generator.stop = () => {
    stop();
    camera.stop();
    worker.terminate();
  };
  return generator;
}
