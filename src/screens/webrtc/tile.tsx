import { useStore } from '@nanostores/react';
import { $activeSpeaker, $people, $pinned, $quality, pin, type RemoteParticipant } from '../../core/webrtc';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { Avatar } from './avatar';
import { FloatingReactions, HandMark } from './gestures';
import { MediaView } from './media-view';

/** Connection quality as three bars, filled by how good it is, with its name for screen readers. */
function QualityMark({ quality }: { quality: 'good' | 'fair' | 'poor' }) {
  const t = useT('meeting');
  return (
    <span
      className={`quality quality--${quality}`}
      role="img"
      aria-label={t(`webrtc.room.quality.${quality}`)}
    >
      <span />
      <span />
      <span />
    </span>
  );
}

/** Props of a tile: who, and whether it shows their shared screen rather than their camera. */
interface TileProps {
  participant: RemoteParticipant;
  screen?: boolean;
}

/**
 * One person on the stage: their video (or initials while the camera is off or the video has not come),
 * name, muted and camera-off marks, connection quality, and a ring while they speak. The video element
 * stays while the picture is hidden: it also plays their sound.
 */
export function Tile({ participant, screen = false }: TileProps) {
  const t = useT('meeting');
  const speaking = useStore($activeSpeaker) === participant.id && !screen;
  const quality = useStore($quality)[participant.id];
  const pinned = useStore($pinned) === participant.id;
  const hand = useStore($people).some((person) => person.id === participant.id && person.hand !== null);
  const name = participant.self ? t('webrtc.live.echo', { name: participant.name }) : participant.name;
  const screenName = participant.self
    ? t('webrtc.room.yourScreen')
    : t('webrtc.room.screenOf', { name: participant.name });
  const label = screen ? screenName : name;
  const stream = screen ? participant.screen : participant.stream;
  const pictured = stream !== null && (screen || participant.video);
  return (
    <li className={`tile${speaking ? ' tile--speaking' : ''}${screen ? ' tile--screen' : ''}`}>
      {stream ? (
        <MediaView
          stream={stream}
          muted={participant.self || screen}
          label={label}
          className={pictured ? 'video' : 'video video--hidden'}
        />
      ) : null}
      {pictured ? null : (
        <div className="tile-off">
          <Avatar name={participant.name} id={participant.id} />
          {stream ? null : <p>{t('webrtc.live.noVideo')}</p>}
        </div>
      )}
      <p className="tile-name">
        {screen ? <Icon name="screen-share" /> : null}
        {hand && !screen ? <HandMark /> : null}
        <span>{label}</span>
        {!screen && !participant.audio ? (
          <Icon name="microphone-off" label={t('webrtc.live.microphoneIsOff')} />
        ) : null}
        {!screen && !participant.video ? (
          <Icon name="camera-off" label={t('webrtc.live.cameraIsOff')} />
        ) : null}
      </p>
      {quality && !screen ? <QualityMark quality={quality} /> : null}
      {screen ? null : <FloatingReactions participantId={participant.id} />}
      {screen ? null : (
        <button
          type="button"
          className="pin-button"
          aria-pressed={pinned}
          aria-label={t('webrtc.room.pin', { name: participant.name })}
          onClick={() => pin(participant.id)}
        >
          <Icon name="pin" />
        </button>
      )}
    </li>
  );
}
