import { useStore } from '@nanostores/react';
import { type PointerEvent, useRef, useState } from 'react';
import { $activeSpeaker, $cameraOn, $localStream, $selfId, storedFullName } from '../../core/webrtc';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { Avatar } from './avatar';
import { FloatingReactions } from './gestures';
import { MediaView } from './media-view';

/** The corners the own view can sit in, in the order the move button visits them. */
const CORNERS = ['bottom-right', 'bottom-left', 'top-left', 'top-right'] as const;
type Corner = (typeof CORNERS)[number];

/** The corner of `box` nearest to the point where the view was dropped. */
function nearestCorner(box: DOMRect, x: number, y: number): Corner {
  const top = y < box.top + box.height / 2;
  const left = x < box.left + box.width / 2;
  return `${top ? 'top' : 'bottom'}-${left ? 'left' : 'right'}`;
}

/**
 * The guest's own camera, small over the stage (picture in picture): dragged with the pointer it settles in
 * the nearest corner; its button moves it to the next corner for keyboard users.
 */
export function SelfView() {
  const t = useT('meeting');
  const stream = useStore($localStream);
  const cameraOn = useStore($cameraOn);
  const selfId = useStore($selfId);
  const speaking = useStore($activeSpeaker) === selfId && selfId !== '';
  const [corner, setCorner] = useState<Corner>('bottom-right');
  const [drag, setDrag] = useState<{ dx: number; dy: number } | null>(null);
  const start = useRef({ x: 0, y: 0 });
  const down = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, y: event.clientY };
    setDrag({ dx: 0, dy: 0 });
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ dx: event.clientX - start.current.x, dy: event.clientY - start.current.y });
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    setDrag(null);
    const stage = event.currentTarget.parentElement?.getBoundingClientRect();
    if (stage) setCorner(nearestCorner(stage, event.clientX, event.clientY));
  };
  const next = () => setCorner(CORNERS[(CORNERS.indexOf(corner) + 1) % CORNERS.length] ?? 'bottom-right');
  return (
    <div
      className={`self-view self-view--${corner}${drag ? ' self-view--dragging' : ''}${speaking ? ' self-view--speaking' : ''}`}
      style={drag ? { translate: `${drag.dx}px ${drag.dy}px` } : undefined}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => setDrag(null)}
    >
      <MediaView stream={stream} muted label={t('webrtc.live.you')} className="own" />
      {cameraOn ? null : (
        <div className="tile-off">
          <Avatar name={storedFullName()} id={selfId} />
        </div>
      )}
      <FloatingReactions participantId={selfId} />
      <button type="button" className="corner-button" aria-label={t('webrtc.room.moveSelf')} onClick={next}>
        <Icon name="fullscreen-exit" />
      </button>
    </div>
  );
}
