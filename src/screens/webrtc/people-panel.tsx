import { useStore } from '@nanostores/react';
import { $people } from '../../core/webrtc';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { Avatar } from './avatar';
import { HandMark } from './gestures';
import { SidePanel } from './side-panel';

/**
 * Everyone in the meeting, the guest marked "(you)", with their microphone and camera state and sharing mark; raised hands
 * first, in the order they were raised.
 */
export function PeoplePanel({ onClose }: { onClose: () => void }) {
  const t = useT('meeting');
  const people = useStore($people);
  const hands = people
    .filter((p) => p.hand !== null)
    .sort((a, b) => (a.hand ?? '').localeCompare(b.hand ?? ''));
  const ordered = [...hands, ...people.filter((p) => p.hand === null)];
  return (
    <SidePanel heading={t('webrtc.room.peopleCount', { count: people.length })} onClose={onClose}>
      <ul className="people">
        {ordered.map((person) => (
          <li key={person.id}>
            <Avatar name={person.name} id={person.id} />
            {person.hand ? <HandMark /> : null}
            <span className="people-name">
              {person.self ? t('webrtc.room.selfName', { name: person.name }) : person.name}
            </span>
            {person.sharing ? <Icon name="screen-share" label={t('webrtc.room.sharing')} /> : null}
            {person.audio ? (
              <Icon name="microphone" label={t('webrtc.live.microphoneIsOn')} />
            ) : (
              <span className="people-off">
                <Icon name="microphone-off" label={t('webrtc.live.microphoneIsOff')} />
              </span>
            )}
            {person.video ? (
              <Icon name="camera" label={t('webrtc.live.cameraIsOn')} />
            ) : (
              <span className="people-off">
                <Icon name="camera-off" label={t('webrtc.live.cameraIsOff')} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
