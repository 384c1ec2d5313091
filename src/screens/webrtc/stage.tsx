import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import {
  $activeSpeaker,
  $layout,
  $participants,
  $pinned,
  $recentSpeakers,
  $screenStream,
  $tilePage,
  arrangeTiles,
  type RemoteParticipant,
  showTilePage,
} from '../../core/webrtc';
import { useT } from '../../widgets/use-t';
import { Tile } from './tile';
import { useNarrow } from './use-narrow';

/** Most columns of the grid. */
const MOST_COLUMNS = 4;
/** Tiles that fit on a page: the grid's on a wide screen and on a phone, a strip's or column's. */
const FIT = { grid: 16, gridNarrow: 6, strip: 6, stripNarrow: 3 } as const;

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

/** Previous and next page of tiles, with the page and how many people are not shown. */
function PageControl({ page, pages, hidden }: { page: number; pages: number; hidden: number }) {
  const t = useT('meeting');
  return (
    <nav className="tile-pages" aria-label={t('webrtc.room.pages')}>
      <button type="button" disabled={page === 0} onClick={() => showTilePage(page - 1)}>
        {t('webrtc.room.previousPage')}
      </button>
      <p aria-live="polite">
        {t('webrtc.room.pageOf', { page: page + 1, pages })} · {t('webrtc.room.notShown', { count: hidden })}
      </p>
      <button type="button" disabled={page >= pages - 1} onClick={() => showTilePage(page + 1)}>
        {t('webrtc.room.nextPage')}
      </button>
    </nav>
  );
}

/**
 * The dark stage in the guest's layout: an even grid, or one large tile (a shared screen, the pinned person,
 * else the speaker) with the others in a strip below or a column beside. Past the tiles that fit, the most
 * recent speakers show and a page control moves through the rest: the stage never scrolls.
 */
export function Stage() {
  const t = useT('meeting');
  const participants = useStore($participants);
  const shared = useSharedScreen(participants);
  const layout = useStore($layout);
  const pinned = useStore($pinned);
  const speaker = useStore($activeSpeaker);
  const recent = useStore($recentSpeakers);
  const page = useStore($tilePage);
  const narrow = useNarrow();
  const alone = participants.length === 0 || participants.every((p) => p.self);
  const pinnedHere = participants.some((p) => p.id === pinned);
  const spotlit = shared !== null || pinnedHere || (layout !== 'grid' && participants.length > 1);
  const capacity = spotlit ? (narrow ? FIT.stripNarrow : FIT.strip) : narrow ? FIT.gridNarrow : FIT.grid;
  const shown = arrangeTiles(participants, {
    layout: shared ? 'grid' : layout,
    pinned: shared ? null : pinned,
    speaker,
    recent,
    capacity,
    page,
  });
  const large = shared ? (
    <Tile participant={shared} screen />
  ) : shown.large ? (
    <Tile participant={shown.large} />
  ) : null;
  const side = layout === 'sidebar' && !narrow ? ' stage--sidebar' : '';
  return (
    <section
      className={`stage${large ? ` stage--spotlight${side}` : ''}`}
      aria-label={t('webrtc.live.participants')}
    >
      {alone ? <p className="stage-note">{t('webrtc.live.alone')}</p> : null}
      {large ? <ul className="spotlight">{large}</ul> : null}
      <ul className={large ? 'strip' : 'grid'} style={large ? undefined : gridShape(shown.tiles.length)}>
        {shown.tiles.map((participant) => (
          <Tile key={participant.id} participant={participant} />
        ))}
      </ul>
      {shown.pages > 1 ? <PageControl page={shown.page} pages={shown.pages} hidden={shown.hidden} /> : null}
    </section>
  );
}
