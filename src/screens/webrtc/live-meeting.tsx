import { useStore } from '@nanostores/react';
import { useDeferredValue, useMemo, useState } from 'react';
import {
  $chat,
  $join,
  $rights,
  toggleCamera,
  toggleHand,
  toggleMicrophone,
  toggleScreenShare,
} from '../../core/webrtc';
import { Alert } from '../../widgets/alert/alert';
import { useT } from '../../widgets/use-t';
import { Announcements } from './announcements';
import { BackgroundNotice } from './background-notice';
import { ChatPanel } from './chat-panel';
import { ControlBar, type Panel } from './control-bar';
import { PeoplePanel } from './people-panel';
import { SelfView } from './self-view';
import { type Shortcut, ShortcutsDialog, useShortcuts } from './shortcuts';
import { Stage } from './stage';
import { StatsPanel } from './stats-panel';

/** Messages not the guest's own that arrived after `seen` (a chat line's id). */
function useUnread(seen: number): number {
  const lines = useStore($chat);
  return lines.filter((line) => line.id > seen && !line.own).length;
}

/** The room's shortcuts, each only with the right it needs. */
function useRoomShortcuts(toggle: (panel: Panel) => void, help: () => void): Shortcut[] {
  const rights = useStore($rights);
  return useMemo(() => {
    const all: (Shortcut | false)[] = [
      rights.talk && { key: 'M', label: 'webrtc.room.microphone', run: toggleMicrophone },
      rights.video && { key: 'V', label: 'webrtc.room.camera', run: toggleCamera },
      rights.share && {
        key: 'S',
        label: 'webrtc.room.share',
        run: () => toggleScreenShare().catch(() => {}),
      },
      rights.chat && { key: 'C', label: 'webrtc.chat.title', run: () => toggle('chat') },
      rights.chat && { key: 'H', label: 'webrtc.room.raiseHand', run: toggleHand },
      { key: 'P', label: 'webrtc.live.participants', run: () => toggle('people') },
      { key: '?', label: 'webrtc.room.shortcuts', run: help },
    ];
    return all.filter((shortcut): shortcut is Shortcut => shortcut !== false);
  }, [rights, toggle, help]);
}

/** The live meeting (route webrtc-live): the dark stage, own view, control bar, side panels and notices. */
export function LiveMeeting({ subject }: { subject: string }) {
  const t = useT('meeting');
  const { reconnecting } = useStore($join);
  const lines = useStore($chat);
  const [panel, setPanel] = useState<Panel>(null);
  const [help, setHelp] = useState(false);
  const [draft, setDraft] = useState('');
  const [seen, setSeen] = useState(0);
  const newest = lines.at(-1)?.id ?? 0;
  if (panel === 'chat' && seen !== newest) setSeen(newest);
  const unread = useUnread(seen);
  const toggle = useMemo(() => (which: Panel) => setPanel((open) => (open === which ? null : which)), []);
  const openHelp = useMemo(() => () => setHelp(true), []);
  const shortcuts = useRoomShortcuts(toggle, openHelp);
  useShortcuts(shortcuts, help);
  const chatAllowed = useStore($rights).chat;
  // The first draw is the stage (the pictures) alone; the own view, the notices and the control bar follow in a
  // deferred draw that React can interrupt: the gateway's answers that bring the first picture wait for less.
  const whole = useDeferredValue(true, false);
  return (
    <div className={`room${panel ? ' room--panel' : ''}`}>
      <div className="room-top">
        <h1>{subject}</h1>
      </div>
      {reconnecting ? <Alert tone="warning">{t('webrtc.reconnecting')}</Alert> : null}
      {whole ? <BackgroundNotice /> : null}
      <div className="room-body">
        <div className="stage-box">
          <Stage />
          {whole ? <SelfView /> : null}
          <Announcements chatOpen={panel === 'chat'} />
        </div>
        {panel === 'chat' && chatAllowed ? (
          <ChatPanel draft={draft} onDraft={setDraft} onClose={() => setPanel(null)} />
        ) : null}
        {panel === 'people' ? <PeoplePanel onClose={() => setPanel(null)} /> : null}
        {panel === 'stats' ? <StatsPanel onClose={() => setPanel(null)} /> : null}
      </div>
      {whole ? <ControlBar panel={panel} unread={unread} onPanel={setPanel} onShortcuts={openHelp} /> : null}
      {help ? <ShortcutsDialog shortcuts={shortcuts} onClose={() => setHelp(false)} /> : null}
    </div>
  );
}
