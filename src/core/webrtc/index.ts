// The browser meeting client's core: devices, local media, the join state machine, participants and chat.
export { $activeSpeaker } from './active-speaker';
export { $avatarHues, hueOfName } from './avatar-hues';
export {
  $background,
  $backgroundStatus,
  BACKGROUND_EFFECTS,
  backgroundSupported,
  chooseBackground,
} from './background';
export type { BackgroundEffect } from './background-protocol';
export { $callStats, type CallStats } from './call-stats';
export { $chat, type ChatLine } from './chat';
export {
  $activeDevices,
  $deviceChoice,
  $devices,
  chooseDevice,
  type MediaDevice,
  refreshDevices,
} from './devices';
export {
  $handRaised,
  $reactions,
  $reactionsRefused,
  REACTIONS,
  type ReactionName,
  type ShownReaction,
  sendReaction,
  setHand,
  toggleHand,
} from './gestures';
export {
  cancelJoin,
  closeJoin,
  enterMeeting,
  hangUp,
  openJoin,
  prepareJoin,
  rejoin,
  sendChat,
} from './join';
export { $join, type EndReason, type JoinPhase, type JoinState } from './join-state';
export {
  $layout,
  $pinned,
  $recentSpeakers,
  $tilePage,
  arrangeTiles,
  chooseLayout,
  LAYOUTS,
  type Layout,
  pin,
  showTilePage,
} from './layout';
export { $micLevel } from './level-meter';
export {
  $cameraOn,
  $localStream,
  $mediaErrors,
  $microphoneOn,
  $noiseSuppression,
  setNoiseSuppression,
  startLocalMedia,
  stopLocalMedia,
  toggleCamera,
  toggleMicrophone,
} from './local-media';
export {
  type MediaProblem,
  type MediaRole,
  type MediaSource,
  mediaErrorKey,
  mediaProblem,
} from './media-errors';
export type { Rights } from './messages';
export {
  $participants,
  $people,
  $selfId,
  type Person,
  type RemoteParticipant,
} from './participants';
export { $quality, type Quality } from './quality';
export { $rights } from './rights';
export { $screenStream, stopScreenShare, toggleScreenShare } from './screen-share';
export {
  $shortcutMode,
  chooseShortcutMode,
  pressRuns,
  SHORTCUT_MODES,
  type ShortcutMode,
  shortcutKeys,
} from './shortcut-mode';
export { playTestSound, routeToSpeaker } from './speaker';
export { type DeviceKind, storedFullName } from './storage';
