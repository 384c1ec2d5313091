import { useEffect, useRef } from 'react';
import type { Key } from '../../core/i18n';
import { Modal } from '../../widgets/modal/modal';
import { useT } from '../../widgets/use-t';

/** A keyboard shortcut of the room: its key, what it does (a message key), and the action. */
export interface Shortcut {
  key: string;
  label: Key<'meeting'>;
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

/**
 * Runs the room's shortcuts on single key presses, except while the guest types or `paused` says so. The
 * listener stays for the room's life and reads the latest shortcuts and pause: a key pressed right after
 * a change (the dialog just closed) is never lost between two listeners.
 */
export function useShortcuts(shortcuts: Shortcut[], paused: boolean): void {
  const latest = useRef({ shortcuts, paused });
  latest.current = { shortcuts, paused };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { shortcuts: current, paused: waiting } = latest.current;
      if (waiting || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.repeat || isTyping(event)) return;
      const shortcut = current.find((s) => s.key.toLowerCase() === event.key.toLowerCase());
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
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
