import { useStore } from '@nanostores/react';
import { $people, $rights, $screenStream, hangUp, toggleScreenShare } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';
import { BarLabelsHidden } from './bar-label';
import { HandButton, ReactionsButton } from './gestures';
import { LayoutButton } from './layout-button';
import { BarButton, CameraToggle, MicrophoneToggle } from './media-toggles';
import { PictureInPictureButton } from './picture-in-picture';
import { useCompactBar, useTouch } from './use-narrow';

/** Which side panel is open, if any. */
export type Panel = 'chat' | 'people' | 'stats' | null;

/** Props of the control bar: the open panel, the unread messages, and what its buttons open. */
interface ControlBarProps {
  panel: Panel;
  unread: number;
  onPanel: (panel: Panel) => void;
  onShortcuts: () => void;
}

/** A count over a button; its words (`label`) for screen readers, the number for the eyes. */
function Badge({ count, label }: { count: number; label: string }) {
  return (
    <span className="badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * Microphone, camera, screen share, hand, reactions, chat, participants, statistics, picture-in-picture, layout, shortcuts and leave; each only with its
 * right (the chat right covers the hand and reactions); no shortcuts on a touch screen.
 */
export function ControlBar({ panel, unread, onPanel, onShortcuts }: ControlBarProps) {
  const t = useT('meeting');
  const rights = useStore($rights);
  const sharing = useStore($screenStream) !== null;
  const people = useStore($people).length;
  const touch = useTouch();
  const compact = useCompactBar();
  const toggle = (which: Panel) => onPanel(panel === which ? null : which);
  return (
    <section className={compact ? 'bar bar--compact' : 'bar'} aria-label={t('webrtc.room.controls')}>
      <div className="bar-main">
        <BarLabelsHidden.Provider value={compact}>
          {rights.talk ? <MicrophoneToggle placement="bar" /> : null}
          {rights.video ? <CameraToggle placement="bar" /> : null}
          {rights.share ? (
            <BarButton
              icon="screen-share"
              label={t('webrtc.room.share')}
              pressed={sharing}
              shortcut="S"
              onClick={() => toggleScreenShare().catch(() => {})}
            />
          ) : null}
          {rights.chat ? <HandButton /> : null}
          {rights.chat ? <ReactionsButton /> : null}
          <BarButton icon="hang-up" label={t('webrtc.room.leave')} className="leave" onClick={hangUp} />
        </BarLabelsHidden.Provider>
      </div>
      <div className="bar-side">
        <BarLabelsHidden.Provider value={true}>
          {rights.chat ? (
            <BarButton
              icon="chat"
              label={t('webrtc.chat.title')}
              pressed={panel === 'chat'}
              shortcut="C"
              onClick={() => toggle('chat')}
            >
              {unread > 0 ? (
                <Badge count={unread} label={t('webrtc.room.unread', { count: unread })} />
              ) : null}
            </BarButton>
          ) : null}
          <BarButton
            icon="users"
            label={t('webrtc.live.participants')}
            pressed={panel === 'people'}
            shortcut="P"
            onClick={() => toggle('people')}
          >
            <Badge count={people} label={t('webrtc.room.present', { count: people })} />
          </BarButton>
          <BarButton
            icon="chart-line"
            label={t('webrtc.stats.title')}
            pressed={panel === 'stats'}
            onClick={() => toggle('stats')}
          />
          <PictureInPictureButton />
          <LayoutButton />
          {touch ? null : (
            <BarButton icon="help" label={t('webrtc.room.shortcuts')} shortcut="?" onClick={onShortcuts} />
          )}
        </BarLabelsHidden.Provider>
      </div>
    </section>
  );
}
