// The guest's own camera and microphone: acquired one at a time so a refused or missing device never stops
// the other, restarted when the chosen device changes, and released when the guest leaves.
import { atom, map } from 'nanostores';
import type { Key } from '../i18n';
import { readStored, writeStored } from '../stores/storage';
import { $background, $backgroundStatus, followsBackground, withBackground } from './background';
import { $activeDevices, refreshDevices } from './devices';
import { type MediaRole, type MediaSource, mediaErrorKey } from './media-errors';

/** Camera and microphone as one stream (null before the preview starts). Bind it to a video element only. */
export const $localStream = atom<MediaStream | null>(null);
/** The message key of each device's or the screen share's failure (namespace `meeting`), null when it works. */
export const $mediaErrors = map<Record<MediaSource, Key<'meeting'> | null>>({
  camera: null,
  microphone: null,
  screen: null,
});
/** The microphone sends sound (false: muted). */
export const $microphoneOn = atom(true);
/** The camera sends pictures (false: the camera is released, its light goes off, and others see black). */
export const $cameraOn = atom(true);

/** Where the noise suppression choice is remembered. */
export const NOISE_SUPPRESSION_KEY = 'meet.webrtc.noiseSuppression';
/**
 * The browser's own noise suppression on the microphone (on until the guest turns it off, as browsers have it;
 * a musician or a quiet room may want the raw sound). Remembered between meetings.
 */
export const $noiseSuppression = atom(readStored(NOISE_SUPPRESSION_KEY) !== 'off');

/** Turns noise suppression on or off, remembers it, and takes the microphone again with it. */
export function setNoiseSuppression(on: boolean): void {
  $noiseSuppression.set(on);
  writeStored(NOISE_SUPPRESSION_KEY, on ? 'on' : 'off');
  if (running) use('microphone', started.microphone ?? '').catch(() => {});
}

function applyControls(stream: MediaStream | null): void {
  for (const track of stream?.getAudioTracks() ?? []) track.enabled = $microphoneOn.get();
  for (const track of stream?.getVideoTracks() ?? []) track.enabled = $cameraOn.get();
}

/** Mutes or unmutes the microphone. */
export function toggleMicrophone(): void {
  $microphoneOn.set(!$microphoneOn.get());
  applyControls($localStream.get());
}

/** Turns the camera off (releasing it) or on (taking it again). */
export function toggleCamera(): void {
  const on = !$cameraOn.get();
  $cameraOn.set(on);
  if (!running) return;
  if (on) use('camera', started.camera ?? '').catch(() => {});
  else swap('video', standIn());
}

// While the camera is off a black canvas takes its place, painted every second until its track ends: the
// camera is free (its light goes off), and others keep receiving black rather than a frozen last picture.
function standIn(): MediaStreamTrack | null {
  const canvas = globalThis.document?.createElement('canvas');
  const context = canvas?.getContext('2d');
  const track = canvas?.captureStream?.(1).getVideoTracks()[0];
  if (!canvas || !context || !track) return null;
  canvas.width = 320;
  canvas.height = 180;
  const paint = () => {
    if (track.readyState === 'ended') clearInterval(timer);
    else context.fillRect(0, 0, canvas.width, canvas.height);
  };
  const timer = setInterval(paint, 1000);
  paint();
  return track;
}

// Puts `track` in the stream in place of the one of its kind, stopping that one (unless `track` is built on it).
function swap(kind: 'audio' | 'video', track: MediaStreamTrack | null, source?: MediaStreamTrack): void {
  const previous = $localStream.get()?.getTracks() ?? [];
  for (const old of previous) if (old.kind === kind && old !== source) old.stop();
  const kept = previous.filter((t) => t.kind !== kind);
  const stream = new MediaStream(track ? [...kept, track] : kept);
  applyControls(stream);
  $localStream.set(stream);
}

let running = false;
let stopListening: (() => void) | undefined;
let started: Record<MediaRole, string | undefined> = { camera: undefined, microphone: undefined };

function constraints(role: MediaRole, deviceId: string): MediaStreamConstraints {
  const device = deviceId ? { deviceId: { exact: deviceId } } : {};
  if (role === 'camera') return { video: deviceId ? device : true };
  return { audio: { ...device, noiseSuppression: $noiseSuppression.get() } };
}

async function acquire(role: MediaRole, deviceId: string): Promise<MediaStreamTrack | null> {
  const media = globalThis.navigator?.mediaDevices;
  try {
    if (!media?.getUserMedia) throw new TypeError('getUserMedia is unavailable (insecure context?)');
    try {
      return (await media.getUserMedia(constraints(role, deviceId))).getTracks()[0] ?? null;
    } catch (error) {
      // A remembered device that is gone: take the default one rather than nothing.
      if ((error as Error).name !== 'OverconstrainedError' || !deviceId) throw error;
      return (await media.getUserMedia(constraints(role, ''))).getTracks()[0] ?? null;
    }
  } catch (error) {
    $mediaErrors.setKey(role, mediaErrorKey(role, error));
    return null;
  }
}

const cameraOff = (role: MediaRole) => role === 'camera' && !$cameraOn.get();

// Replaces one role's track in the stream, stopping the old one. A camera turned off stays released.
async function use(role: MediaRole, deviceId: string): Promise<void> {
  started[role] = deviceId;
  $mediaErrors.setKey(role, null);
  if (cameraOff(role)) return swap('video', standIn());
  const track = await acquire(role, deviceId);
  if (!running || started[role] !== deviceId || cameraOff(role)) {
    track?.stop();
    return;
  }
  if (role === 'microphone') swap('audio', track);
  else swap('video', track && withBackground(track));
}

// A camera going out as it is goes through the worker once an effect is chosen (the same track: the camera is not
// taken again; a track already going through it follows the choice by itself). The camera is taken again without
// the effect when it could not run.
function followBackground(): () => void {
  const again = () => use('camera', started.camera ?? '').catch(() => {});
  const unlisten = [
    $background.listen(() => {
      const camera = $localStream.get()?.getVideoTracks()[0];
      if (!camera || cameraOff('camera') || followsBackground(camera)) return;
      const track = withBackground(camera);
      if (track !== camera) swap('video', track, camera);
    }),
    $backgroundStatus.listen((status) => {
      if (status === 'failed') again();
    }),
  ];
  return () => {
    for (const stop of unlisten) stop();
  };
}

/** Starts the camera and microphone chosen (or the defaults), then lists devices with their names. */
export async function startLocalMedia(): Promise<void> {
  if (running) return;
  running = true;
  const active = $activeDevices.get();
  await Promise.all([use('microphone', active.microphone), use('camera', active.camera)]);
  await refreshDevices().catch(() => {});
  const stopDevices = $activeDevices.listen((devices) => {
    if (devices.camera !== started.camera) use('camera', devices.camera).catch(() => {});
    if (devices.microphone !== started.microphone) use('microphone', devices.microphone).catch(() => {});
  });
  const stopBackground = followBackground();
  stopListening = () => {
    stopDevices();
    stopBackground();
  };
}

/** Stops both devices (the camera light goes off). */
export function stopLocalMedia(): void {
  running = false;
  stopListening?.();
  stopListening = undefined;
  started = { camera: undefined, microphone: undefined };
  for (const track of $localStream.get()?.getTracks() ?? []) track.stop();
  $localStream.set(null);
}
