import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../tests/support/wait';
import { $activeDevices, $deviceChoice, $devices, chooseDevice, refreshDevices } from './devices';
import { $micLevel, LEVEL_INTERVAL_MS, levelOf, trackLevel, windowSize } from './level-meter';
import {
  $cameraOn,
  $localStream,
  $mediaErrors,
  $microphoneOn,
  startLocalMedia,
  stopLocalMedia,
  toggleCamera,
  toggleMicrophone,
} from './local-media';
import { mediaErrorKey } from './media-errors';
import { WEBRTC_KEYS } from './storage';

const media = navigator.mediaDevices;
const realGetUserMedia = media.getUserMedia.bind(media);
const realEnumerate = media.enumerateDevices.bind(media);

function failing(kind: 'audio' | 'video', name: string) {
  return (constraints?: MediaStreamConstraints) =>
    constraints?.[kind] ? Promise.reject(new DOMException('refused', name)) : realGetUserMedia(constraints);
}

const device = (kind: MediaDeviceKind, deviceId: string, label = '') =>
  ({ kind, deviceId, label, groupId: 'g', toJSON: () => ({}) }) as MediaDeviceInfo;

describe('devices and local media', () => {
  afterEach(() => {
    stopLocalMedia();
    media.getUserMedia = realGetUserMedia;
    media.enumerateDevices = realEnumerate;
    if ($cameraOn.get() === false) toggleCamera();
    if ($microphoneOn.get() === false) toggleMicrophone();
    for (const kind of ['camera', 'microphone', 'speaker'] as const) chooseDevice(kind, '');
    localStorage.clear();
  });

  const cases: [string, string][] = [
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'notFound'],
    ['NotReadableError', 'busy'],
    ['OverconstrainedError', 'constraints'],
    ['TypeError', 'unavailable'],
  ];
  for (const [name, problem] of cases) {
    it(`a getUserMedia ${name} has its own translated message for each device`, () => {
      expect(mediaErrorKey('camera', new DOMException('x', name))).to.equal(
        `webrtc.device.error.camera.${problem}`,
      );
      expect(mediaErrorKey('microphone', { name })).to.equal(`webrtc.device.error.microphone.${problem}`);
    });
  }

  it('the fake camera and microphone start, and the devices are then listed with their names', async () => {
    const unlisten = $devices.listen(() => {});
    await startLocalMedia();
    const stream = $localStream.get();
    expect(stream?.getAudioTracks()).to.have.length(1);
    expect(stream?.getVideoTracks()).to.have.length(1);
    expect($mediaErrors.get()).to.deep.equal({ camera: null, microphone: null, screen: null });
    expect($devices.get().some((d) => d.kind === 'camera' && d.label !== '')).to.equal(true);
    unlisten();
  });

  it('a denied camera shows its own message and the guest can still join with the microphone', async () => {
    media.getUserMedia = failing('video', 'NotAllowedError');
    await startLocalMedia();
    expect($mediaErrors.get().camera).to.equal('webrtc.device.error.camera.denied');
    expect($mediaErrors.get().microphone).to.equal(null);
    expect($localStream.get()?.getAudioTracks()).to.have.length(1);
    expect($localStream.get()?.getVideoTracks()).to.have.length(0);
  });

  it('a busy microphone shows its own message and the camera still works', async () => {
    media.getUserMedia = failing('audio', 'NotReadableError');
    await startLocalMedia();
    expect($mediaErrors.get().microphone).to.equal('webrtc.device.error.microphone.busy');
    expect($localStream.get()?.getVideoTracks()).to.have.length(1);
  });

  it('the chosen camera, microphone and speaker are remembered per browser in localStorage', () => {
    chooseDevice('camera', 'cam-2');
    chooseDevice('speaker', 'spk-1');
    expect($deviceChoice.get()).to.include({ camera: 'cam-2', speaker: 'spk-1' });
    expect(localStorage.getItem(WEBRTC_KEYS.device('camera'))).to.equal('cam-2');
    expect(localStorage.getItem(WEBRTC_KEYS.device('speaker'))).to.equal('spk-1');
  });

  it('devices appearing and disappearing (devicechange) update the list; a chosen device that left falls back to the default', async () => {
    let listed = [device('videoinput', 'cam-1', 'Front'), device('videoinput', 'cam-2', 'USB')];
    media.enumerateDevices = async () => listed;
    const unlisten = $devices.listen(() => {});
    await refreshDevices();
    expect($devices.get().map((d) => d.label)).to.deep.equal(['Front', 'USB']);
    chooseDevice('camera', 'cam-2');
    expect($activeDevices.get().camera).to.equal('cam-2');
    listed = [device('videoinput', 'cam-1', 'Front')];
    media.dispatchEvent(new Event('devicechange'));
    await waitUntil(() => $devices.get().length === 1, 'the unplugged camera leaves the list');
    expect($activeDevices.get().camera).to.equal('');
    expect($deviceChoice.get().camera, 'the choice is kept for when it comes back').to.equal('cam-2');
    unlisten();
  });

  it('a remembered device that is gone (OverconstrainedError) falls back to the default one', async () => {
    chooseDevice('camera', 'no-such-camera');
    await startLocalMedia();
    expect($mediaErrors.get().camera).to.equal(null);
    expect($localStream.get()?.getVideoTracks()).to.have.length(1);
  });

  it('mute and camera toggles disable the microphone and camera tracks and say so', async () => {
    await startLocalMedia();
    toggleMicrophone();
    expect($microphoneOn.get()).to.equal(false);
    expect($localStream.get()?.getAudioTracks()[0]?.enabled).to.equal(false);
    toggleCamera();
    expect($cameraOn.get()).to.equal(false);
    expect($localStream.get()?.getVideoTracks()[0]?.enabled).to.equal(false);
    toggleMicrophone();
    expect($localStream.get()?.getAudioTracks()[0]?.enabled).to.equal(true);
  });

  it('turning the camera off releases it (its light goes off) and sends black; turning it on takes it again', async () => {
    await startLocalMedia();
    const camera = $localStream.get()?.getVideoTracks()[0];
    toggleCamera();
    expect(camera?.readyState, 'the camera is released').to.equal('ended');
    const standIn = $localStream.get()?.getVideoTracks()[0];
    expect([standIn?.readyState, standIn?.enabled], 'a disabled track sends black').to.deep.equal([
      'live',
      false,
    ]);
    expect($localStream.get()?.getAudioTracks()[0]?.readyState, 'the microphone goes on').to.equal('live');
    toggleCamera();
    await waitUntil(
      () => $localStream.get()?.getVideoTracks()[0]?.label === camera?.label,
      'the camera again',
    );
    expect($localStream.get()?.getVideoTracks()[0]?.enabled).to.equal(true);
    expect(standIn?.readyState).to.equal('ended');
  });

  it('a camera turned off while it starts is released at once', async () => {
    const starting = startLocalMedia();
    toggleCamera();
    await starting;
    const video = $localStream.get()?.getVideoTracks() ?? [];
    // The stand-in is a canvas's track, not the camera's.
    expect(video.map((track) => [track.enabled, 'canvas' in track])).to.deep.equal([[false, true]]);
  });

  it('the level meter is the RMS of the samples: silence reads 0, a loud signal reads 1', () => {
    expect(levelOf(new Float32Array(128))).to.equal(0);
    expect(levelOf(new Float32Array(128).fill(0.5))).to.equal(1);
    expect(levelOf(new Float32Array(128).fill(0.1))).to.be.closeTo(0.4, 1e-6);
  });

  it('a reading hears nearly all the sound since the last one: its window covers at least 70 % of the interval and never much more', () => {
    for (const rate of [16_000, 22_050, 44_100, 48_000, 96_000]) {
      const size = windowSize(rate);
      expect(Math.log2(size) % 1, `${rate} Hz`).to.equal(0);
      expect((size / rate) * 1000, `${rate} Hz`).to.be.within(
        LEVEL_INTERVAL_MS * 0.7,
        LEVEL_INTERVAL_MS * 1.42,
      );
    }
  });

  it('a track’s level is read through a window of that size, and reads 0 while the track is off', async () => {
    const context = new AudioContext();
    const tone = context.createOscillator();
    const sink = context.createMediaStreamDestination();
    tone.connect(sink);
    tone.start();
    const [track] = sink.stream.getAudioTracks();
    const meter = trackLevel(context, track as MediaStreamTrack);
    try {
      await waitUntil(() => meter.level() > 0.5, 'the tone is heard');
      (track as MediaStreamTrack).enabled = false;
      expect(meter.level()).to.equal(0);
    } finally {
      meter.stop();
      tone.stop();
      await context.close();
    }
  });

  it('the microphone level meter reads the fake microphone from an AnalyserNode', async () => {
    await startLocalMedia();
    const levels: number[] = [];
    const unlisten = $micLevel.subscribe((level) => levels.push(level));
    await waitUntil(() => levels.some((level) => level > 0), 'a level above silence');
    unlisten();
    await waitUntil(() => $micLevel.get() === 0, 'the meter stops once nobody watches it');
  });

  it('stopping the local media stops the tracks (the camera light goes off)', async () => {
    await startLocalMedia();
    const tracks = $localStream.get()?.getTracks() ?? [];
    stopLocalMedia();
    expect(tracks.every((track) => track.readyState === 'ended')).to.equal(true);
    expect($localStream.get()).to.equal(null);
  });
});
