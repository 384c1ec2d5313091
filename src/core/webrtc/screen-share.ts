// The guest's shared screen: one getDisplayMedia capture at a time, ended by the guest here or from the
// browser's own "stop sharing" bar, and only while the meeting grants the share right.
import { atom } from 'nanostores';
import { $mediaErrors } from './local-media';
import { mediaErrorKey } from './media-errors';
import { $rights } from './rights';

/** The screen (or window, or tab) the guest shares, null when not sharing. */
export const $screenStream = atom<MediaStream | null>(null);

let asking = false;

/** Stops sharing the screen. */
export function stopScreenShare(): void {
  const stream = $screenStream.get();
  if (!stream) return;
  for (const track of stream.getTracks()) track.stop();
  $screenStream.set(null);
}

/**
 * Starts sharing a screen the guest picks, or stops sharing. A refusal or failure leaves the key of its
 * message in $mediaErrors.screen; without the share right nothing starts.
 */
export async function toggleScreenShare(): Promise<void> {
  if ($screenStream.get()) {
    stopScreenShare();
    return;
  }
  if (asking || !$rights.get().share) return;
  asking = true;
  $mediaErrors.setKey('screen', null);
  try {
    const media = globalThis.navigator?.mediaDevices;
    if (!media?.getDisplayMedia) throw new TypeError('getDisplayMedia is unavailable');
    const stream = await media.getDisplayMedia({ video: true, audio: false });
    const track = stream.getVideoTracks()[0];
    if (!track) throw new TypeError('The shared screen has no video');
    // The browser's own "stop sharing" ends the track without telling the page otherwise.
    track.addEventListener('ended', () => {
      if ($screenStream.get() === stream) stopScreenShare();
    });
    $screenStream.set(stream);
  } catch (error) {
    $mediaErrors.setKey('screen', mediaErrorKey('screen', error));
  } finally {
    asking = false;
  }
}
