import { useStore } from '@nanostores/react';
import {
  $cameraOn,
  $join,
  $localStream,
  $microphoneOn,
  $participants,
  hangUp,
  toggleCamera,
  toggleMicrophone,
} from '../../core/webrtc';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { ChatPanel } from './chat-panel';
import { DeviceSelect } from './device-select';
import { MediaView } from './media-view';

/** The other participants' video, or the guest's own echo when alone. */
function Grid() {
  const t = useT('meeting');
  const participants = useStore($participants);
  const alone = participants.length === 0 || participants.every((p) => p.self);
  return (
    <section className="grid-area" aria-label={t('webrtc.live.participants')}>
      {alone ? <p className="muted">{t('webrtc.live.alone')}</p> : null}
      <ul className="grid">
        {participants.map((participant) => {
          const name = participant.self
            ? t('webrtc.live.echo', { name: participant.name })
            : participant.name;
          return (
            <li key={participant.id} className="tile">
              {participant.stream ? (
                <MediaView
                  stream={participant.stream}
                  muted={participant.self}
                  label={name}
                  className="video"
                />
              ) : (
                <p className="video placeholder">{t('webrtc.live.noVideo')}</p>
              )}
              <span className="name">
                {name}
                {participant.audio ? null : (
                  <Icon name="microphone-off" label={t('webrtc.live.microphoneIsOff')} />
                )}
                {participant.video ? null : <Icon name="camera-off" label={t('webrtc.live.cameraIsOff')} />}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Mute, camera and hang-up; toggles are pressed buttons whose state a live region also announces. */
function Controls() {
  const t = useT('meeting');
  const microphoneOn = useStore($microphoneOn);
  const cameraOn = useStore($cameraOn);
  return (
    <div className="controls">
      <button type="button" aria-pressed={!microphoneOn} onClick={toggleMicrophone}>
        {microphoneOn ? t('webrtc.live.mute') : t('webrtc.live.unmute')}
      </button>
      <button type="button" aria-pressed={!cameraOn} onClick={toggleCamera}>
        {cameraOn ? t('webrtc.live.cameraOff') : t('webrtc.live.cameraOn')}
      </button>
      <DeviceSelect kind="speaker" />
      <button type="button" className="danger" onClick={hangUp}>
        {t('webrtc.live.hangUp')}
      </button>
      <p className="visually-hidden" role="status">
        {microphoneOn ? t('webrtc.live.microphoneIsOn') : t('webrtc.live.microphoneIsOff')},{' '}
        {cameraOn ? t('webrtc.live.cameraIsOn') : t('webrtc.live.cameraIsOff')}
      </p>
    </div>
  );
}

/** The live meeting (route webrtc-live): remote video grid, own preview, controls, chat. */
export function LiveMeeting() {
  const t = useT('meeting');
  const { reconnecting } = useStore($join);
  const own = useStore($localStream);
  return (
    <div className="live">
      {reconnecting ? (
        <p className="warning" role="alert">
          {t('webrtc.reconnecting')}
        </p>
      ) : null}
      <Grid />
      <aside className="side">
        <MediaView stream={own} muted label={t('webrtc.live.you')} className="own" />
        <Controls />
        <ChatPanel />
      </aside>
    </div>
  );
}
