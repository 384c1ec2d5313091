import { useStore } from '@nanostores/react';
import { $people } from '../../core/webrtc';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { Avatar } from './avatar';
import { HandMark } from './gestures';
import { SidePanel } from './side-panel';

/**
 * Everyone in the meeting, the guest marked "(you)", with their muted, camera-off and sharing marks; raised hands
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
            <Avatar name={person.name} />
            {person.hand ? <HandMark /> : null}
            <span className="people-name">
              {person.self ? t('webrtc.room.selfName', { name: person.name }) : person.name}
            </span>
            {person.sharing ? <Icon name="screen-share" label={t('webrtc.room.sharing')} /> : null}
            {person.audio ? null : <Icon name="microphone-off" label={t('webrtc.live.microphoneIsOff')} />}
            {person.video ? null : <Icon name="camera-off" label={t('webrtc.live.cameraIsOff')} />}
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
