// Sound output: media elements and a test tone sent to the chosen speaker where the browser allows it.

type SinkCapable = { setSinkId?: (deviceId: string) => Promise<void> };

/** Plays `element`'s sound on the speaker `deviceId` ('' the default); ignored where browsers cannot choose. */
export async function routeToSpeaker(element: HTMLMediaElement, deviceId: string): Promise<void> {
  const sink = element as HTMLMediaElement & SinkCapable;
  if (typeof sink.setSinkId === 'function') await sink.setSinkId(deviceId).catch(() => {});
}

/** Length of the speaker test tone. */
export const TEST_TONE_MS = 600;

/** Plays a short 440 Hz tone on the chosen speaker, so the guest can check they hear it. */
export async function playTestSound(deviceId: string): Promise<void> {
  const context = new AudioContext() as AudioContext & SinkCapable;
  if (deviceId && typeof context.setSinkId === 'function') await context.setSinkId(deviceId).catch(() => {});
  const tone = context.createOscillator();
  const volume = context.createGain();
  volume.gain.value = 0.2;
  tone.frequency.value = 440;
  tone.connect(volume).connect(context.destination);
  tone.start();
  await new Promise((resolve) => setTimeout(resolve, TEST_TONE_MS));
  tone.stop();
  await context.close();
}
