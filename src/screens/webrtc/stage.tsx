import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import { $participants, $screenStream, type RemoteParticipant } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';
import { Tile } from './tile';

/** Most columns of the grid; past four rows of them the stage scrolls. */
const MOST_COLUMNS = 4;

/** Columns and rows for `count` tiles: 1, 2x1, 2x2, 3x3, then four a row; two a row on phones. */
export function gridShape(count: number): CSSProperties {
  const columns = count <= 1 ? 1 : count <= 4 ? 2 : count <= 9 ? 3 : MOST_COLUMNS;
  const narrow = count <= 2 ? 1 : 2;
  return {
    '--columns': columns,
    '--rows': Math.max(1, Math.ceil(count / columns)),
    '--columns-narrow': narrow,
    '--rows-narrow': Math.max(1, Math.ceil(count / narrow)),
  } as CSSProperties;
}

/** The shared screen to show large: the guest's own, else the first other participant's that has arrived. */
function useSharedScreen(participants: RemoteParticipant[]): RemoteParticipant | null {
  const t = useT('meeting');
  const own = useStore($screenStream);
  if (own) {
    const self = { id: 'self-screen', name: t('webrtc.room.you'), audio: true, video: true } as const;
    return { ...self, stream: null, screen: own, self: true, sharing: true };
  }
  return participants.find((p) => p.sharing && p.screen !== null) ?? null;
}

/** The dark stage: a grid that adapts to the number of people, or a shared screen large and a strip. */
export function Stage() {
  const t = useT('meeting');
  const participants = useStore($participants);
  const shared = useSharedScreen(participants);
  const alone = participants.length === 0 || participants.every((p) => p.self);
  return (
    <section className={`stage${shared ? ' stage--sharing' : ''}`} aria-label={t('webrtc.live.participants')}>
      {alone ? <p className="stage-note">{t('webrtc.live.alone')}</p> : null}
      {shared ? (
        <ul className="spotlight">
          <Tile participant={shared} screen />
        </ul>
      ) : null}
      <ul className={shared ? 'strip' : 'grid'} style={shared ? undefined : gridShape(participants.length)}>
        {participants.map((participant) => (
          <Tile key={participant.id} participant={participant} />
        ))}
      </ul>
    </section>
  );
}
