import { useStore } from '@nanostores/react';
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
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

/** The room kept between the own view and a name moved out of its way. */
const CLEARANCE = 6;

/** How far (x, y) to move `name` inside `tile` so that it clears `view`; the shortest way; null when it cannot. */
function clearOf(name: DOMRect, tile: DOMRect, view: DOMRect): [number, number] | null {
  const apart =
    name.right <= view.left || name.left >= view.right || name.bottom <= view.top || name.top >= view.bottom;
  if (apart) return [0, 0];
  const ways: [number, number][] = [
    [0, view.top - CLEARANCE - name.bottom],
    [0, view.bottom + CLEARANCE - name.top],
    [view.left - CLEARANCE - name.right, 0],
    [view.right + CLEARANCE - name.left, 0],
  ];
  const inside = ([x, y]: [number, number]) =>
    name.left + x >= tile.left &&
    name.right + x <= tile.right &&
    name.top + y >= tile.top &&
    name.bottom + y <= tile.bottom;
  const fitting = ways.filter(inside).sort((a, b) => Math.hypot(...a) - Math.hypot(...b));
  return fitting[0] ?? null;
}

/**
 * Keeps every tile's name out from under the own view: a covered name moves the shortest way that keeps it in its
 * tile (above the view, usually), again whenever the stage, its tiles or the view's corner (its class) change.
 */
function useNamesClearOf(view: RefObject<HTMLDivElement | null>, dragging: boolean): void {
  useEffect(() => {
    const own = view.current;
    const box = own?.parentElement;
    if (!own || !box || dragging) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const names = [...box.querySelectorAll<HTMLElement>('.tile-name')];
      for (const name of names) name.style.translate = '';
      const area = own.getBoundingClientRect();
      for (const name of names) {
        const tile = name.parentElement?.getBoundingClientRect();
        const move = tile ? clearOf(name.getBoundingClientRect(), tile, area) : null;
        if (move && (move[0] !== 0 || move[1] !== 0)) name.style.translate = `${move[0]}px ${move[1]}px`;
      }
    };
    const later = () => {
      frame ||= requestAnimationFrame(place);
    };
    const resized = new ResizeObserver(later);
    resized.observe(box);
    resized.observe(own);
    const changed = new MutationObserver(later);
    changed.observe(box, { childList: true, subtree: true });
    changed.observe(own, { attributes: true, attributeFilter: ['class'] });
    // In the next frame, as every later move: placing now would force a layout in the middle of the room's draw.
    later();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
      for (const name of box.querySelectorAll<HTMLElement>('.tile-name')) name.style.translate = '';
    };
  }, [view, dragging]);
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
  const own = useRef<HTMLDivElement>(null);
  useNamesClearOf(own, drag !== null);
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
      ref={own}
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
