import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Key } from '../../core/i18n';
import {
  $shortcutMode,
  chooseShortcutMode,
  pressRuns,
  SHORTCUT_MODES,
  shortcutKeys,
} from '../../core/webrtc';
import { isTyping } from '../../widgets/keyboard/is-typing';
import { Modal } from '../../widgets/modal/modal';
import { useT } from '../../widgets/use-t';

/** A keyboard shortcut of the room: its key, what it does (a message key), and the action. */
export interface Shortcut {
  key: string;
  label: Key<'meeting'>;
  run: () => void;
}

/**
 * Runs the room's shortcuts on key presses in the guest's chosen way (single keys, behind the modifier, or
 * not at all), except while the guest types or `paused` says so. The listener stays for the room's life and
 * reads the latest shortcuts, way and pause: a key pressed right after a change is never lost between two
 * listeners.
 */
export function useShortcuts(shortcuts: Shortcut[], paused: boolean): void {
  const mode = useStore($shortcutMode);
  const latest = useRef({ shortcuts, paused, mode });
  latest.current = { shortcuts, paused, mode };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { shortcuts: current, paused: waiting, mode: way } = latest.current;
      if (waiting || event.defaultPrevented || event.repeat || isTyping(event)) return;
      const shortcut = current.find((s) => pressRuns(event, s.key, way));
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The keys of a shortcut in the guest's way, for aria-keyshortcuts (none while shortcuts are off). */
export function useShortcutKeys(key: string | undefined): string | undefined {
  const mode = useStore($shortcutMode);
  return key ? shortcutKeys(key, mode) : undefined;
}

/** The list of shortcuts and the choice of how they answer, in a dialog the control bar opens. */
export function ShortcutsDialog({ shortcuts, onClose }: { shortcuts: Shortcut[]; onClose: () => void }) {
  const t = useT('meeting');
  const mode = useStore($shortcutMode);
  return (
    <Modal shown heading={t('webrtc.room.shortcuts')} onChange={onClose} width="26rem">
      <fieldset className="shortcut-modes">
        <legend>{t('webrtc.shortcuts.mode')}</legend>
        {SHORTCUT_MODES.map((each) => (
          <label key={each}>
            <input
              type="radio"
              name="meet-shortcut-mode"
              value={each}
              checked={mode === each}
              onChange={() => chooseShortcutMode(each)}
            />
            {t(`webrtc.shortcuts.modes.${each}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'off' ? (
        <p>{t('webrtc.shortcuts.off')}</p>
      ) : (
        <dl className="shortcuts">
          {shortcuts.map((shortcut) => (
            <div key={shortcut.key}>
              <dt>
                <kbd>{shortcutKeys(shortcut.key, mode)}</kbd>
              </dt>
              <dd>{t(shortcut.label)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}
