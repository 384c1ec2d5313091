// What the page and the background worker say to each other.

/** The scenes that can replace the background, drawn by the worker (no image file to fetch). */
export const BACKGROUND_SCENES = ['dusk', 'sea', 'forest'] as const;
/** A scene that can replace the background. */
export type BackgroundScene = (typeof BACKGROUND_SCENES)[number];
/** What happens behind the guest: nothing, a blur, or a scene in its place. */
export type BackgroundEffect = 'none' | 'blur' | BackgroundScene;

/**
 * How frames reach the worker and leave it: the camera track's own streams of frames and a generator's sink
 * (Chromium, both transferred whole), or a port over which each frame is transferred (elsewhere; see frame-port.ts).
 */
export type FrameRoute =
  | { frames: ReadableStream<VideoFrame>; output: WritableStream<VideoFrame> }
  | { port: MessagePort };

/** The page hands the worker the camera's frames, where the processed frames go, and the effect. */
export interface BackgroundStart {
  route: FrameRoute;
  effect: BackgroundEffect;
  /** The segmentation runtime's module glue, its WebAssembly and the model, by address. */
  assets: { wasm: string; model: string };
}

/** Another effect chosen: the worker applies it from the next frame on (none: frames pass unchanged). */
export interface BackgroundChange {
  effect: BackgroundEffect;
}

/** The worker's news: ready (the model is loaded), slow (frames are dropping) or failed (it cannot run here). */
export type BackgroundNews = { kind: 'ready' } | { kind: 'slow' } | { kind: 'failed'; error: string };
