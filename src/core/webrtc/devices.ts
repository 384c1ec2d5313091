// The guest's cameras, microphones and speakers: listed, chosen, remembered, and kept current as devices
// come and go (devicechange).
import { atom, computed, map, onMount } from 'nanostores';
import { type DeviceKind, storeDevice, storedDevice } from './storage';

/** One input or output device. */
export interface MediaDevice {
  deviceId: string;
  /** Empty until the guest allowed a device (the browser hides labels before). */
  label: string;
  kind: DeviceKind;
}

const KIND_OF: Record<string, DeviceKind> = {
  videoinput: 'camera',
  audioinput: 'microphone',
  audiooutput: 'speaker',
};

/** Every device the browser lists, kept current while subscribed. */
export const $devices = atom<MediaDevice[]>([]);

/** The device chosen for each role ('' is the browser's default), remembered per browser. */
export const $deviceChoice = map<Record<DeviceKind, string>>({
  camera: storedDevice('camera'),
  microphone: storedDevice('microphone'),
  speaker: storedDevice('speaker'),
});

/** The device to use for each role: the chosen one while it is plugged in (or the list is unknown), else ''. */
export const $activeDevices = computed([$devices, $deviceChoice], (devices, choice) => {
  const present = (kind: DeviceKind) =>
    devices.length === 0 || devices.some((device) => device.kind === kind && device.deviceId === choice[kind])
      ? choice[kind]
      : '';
  return { camera: present('camera'), microphone: present('microphone'), speaker: present('speaker') };
});

/** Reads the device list again. */
export async function refreshDevices(): Promise<void> {
  const media = globalThis.navigator?.mediaDevices;
  if (!media?.enumerateDevices) return;
  const listed = await media.enumerateDevices();
  $devices.set(
    listed
      .filter((device) => device.kind in KIND_OF && device.deviceId !== '')
      .map((device) => ({
        deviceId: device.deviceId,
        label: device.label,
        kind: KIND_OF[device.kind] as DeviceKind,
      })),
  );
}

/** Chooses the device for a role and remembers it for the next visit. */
export function chooseDevice(kind: DeviceKind, deviceId: string): void {
  $deviceChoice.setKey(kind, deviceId);
  storeDevice(kind, deviceId);
}

onMount($devices, () => {
  const media = globalThis.navigator?.mediaDevices;
  const update = () => {
    refreshDevices().catch(() => {});
  };
  update();
  media?.addEventListener('devicechange', update);
  return () => media?.removeEventListener('devicechange', update);
});
