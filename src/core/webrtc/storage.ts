// What a guest's browser remembers (spec 3): the attendee full name, a random client ID per meeting, and the
// chosen devices.
import { readStored, writeStored } from '../stores/storage';

/** Storage keys of the browser meeting client. */
export const WEBRTC_KEYS = {
  fullName: 'meet.attendeeFullName',
  clientId: (meetingId: string) => `meet.webrtc.clientId.${meetingId}`,
  device: (kind: DeviceKind) => `meet.webrtc.${kind}`,
} as const;

/** A device role the guest chooses. */
export type DeviceKind = 'camera' | 'microphone' | 'speaker';

/** The full name entered last time ('' the first time). */
export function storedFullName(): string {
  return readStored(WEBRTC_KEYS.fullName);
}

/** Remembers the full name for the next visit. */
export function storeFullName(name: string): void {
  writeStored(WEBRTC_KEYS.fullName, name.trim());
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This browser's client ID for a meeting, created at random the first time and kept. */
export function clientIdFor(meetingId: string): string {
  const key = WEBRTC_KEYS.clientId(meetingId);
  const known = readStored(key);
  if (/^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const id = randomId();
  writeStored(key, id);
  return id;
}

/** The device chosen last time for a role ('' when none). */
export function storedDevice(kind: DeviceKind): string {
  return readStored(WEBRTC_KEYS.device(kind));
}

/** Remembers the device chosen for a role. */
export function storeDevice(kind: DeviceKind, deviceId: string): void {
  writeStored(WEBRTC_KEYS.device(kind), deviceId);
}
