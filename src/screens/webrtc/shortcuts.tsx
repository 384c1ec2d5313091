import { useEffect } from 'react';
import { Modal } from '../../widgets/modal/modal';
import { useT } from '../../widgets/use-t';

/** A keyboard shortcut of the room: its key, what it does (a message key), and the action. */
export interface Shortcut {
  key: string;
  label: string;
  run: () => void;
}

/** Typing in a field or choosing in a menu: letters belong to it, not to the shortcuts. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="menu"]') !== null
  );
}

/** Runs the room's shortcuts on single key presses, except while the guest types or `paused` says so. */
export function useShortcuts(shortcuts: Shortcut[], paused: boolean): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (paused || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.repeat || isTyping(event)) return;
      const shortcut = shortcuts.find((s) => s.key.toLowerCase() === event.key.toLowerCase());
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcuts, paused]);
}

/** The list of shortcuts, in a dialog the control bar opens. */
export function ShortcutsDialog({ shortcuts, onClose }: { shortcuts: Shortcut[]; onClose: () => void }) {
  const t = useT('meeting');
  return (
    <Modal shown heading={t('webrtc.room.shortcuts')} onChange={onClose} width="26rem">
      <dl className="shortcuts">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.key}>
            <dt>
              <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{t(shortcut.label)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
