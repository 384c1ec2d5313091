// getUserMedia failures, each mapped to a message of its own; the guest can still join without that device.
import type { Key } from '../i18n';

/** The device a failure concerns. */
export type MediaRole = 'camera' | 'microphone';
/** What a media failure concerns: a device, or the screen the guest tried to share. */
export type MediaSource = MediaRole | 'screen';

/** What went wrong, in the terms the guest can act on. */
export type MediaProblem = 'denied' | 'notFound' | 'busy' | 'constraints' | 'unavailable';

const PROBLEMS: Record<string, MediaProblem> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  PermissionDeniedError: 'denied',
  NotFoundError: 'notFound',
  DevicesNotFoundError: 'notFound',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
  OverconstrainedError: 'constraints',
  ConstraintNotSatisfiedError: 'constraints',
};

/** The problem behind a getUserMedia rejection (by the error's name, old Chrome names included). */
export function mediaProblem(error: unknown): MediaProblem {
  const name = (error as { name?: unknown } | null)?.name;
  return (typeof name === 'string' && PROBLEMS[name]) || 'unavailable';
}

/** The translation key (namespace `meeting`) of a failure for one device or the screen share. */
export function mediaErrorKey(role: MediaSource, error: unknown): Key<'meeting'> {
  return `webrtc.device.error.${role}.${mediaProblem(error)}`;
}
