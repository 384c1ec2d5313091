// The browser meeting client's core: devices, local media, the join state machine, participants and chat.
export { $chat, type ChatLine } from './chat';
export {
  $activeDevices,
  $deviceChoice,
  $devices,
  chooseDevice,
  type MediaDevice,
  refreshDevices,
} from './devices';
export { closeJoin, enterMeeting, hangUp, openJoin, prepareJoin, sendChat } from './join';
export { $join, type EndReason, type JoinPhase, type JoinState } from './join-state';
export { $micLevel } from './level-meter';
export {
  $cameraOn,
  $localStream,
  $mediaErrors,
  $microphoneOn,
  startLocalMedia,
  stopLocalMedia,
  toggleCamera,
  toggleMicrophone,
} from './local-media';
export { type MediaProblem, type MediaRole, mediaErrorKey, mediaProblem } from './media-errors';
export { $participants, type RemoteParticipant } from './participants';
export { playTestSound, routeToSpeaker } from './speaker';
export { type DeviceKind, storedFullName } from './storage';
