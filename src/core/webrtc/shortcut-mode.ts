// The room's single-key shortcuts may be switched off or moved behind a modifier (WCAG 2.1.4 Character Key
// Shortcuts); the choice is remembered between meetings.
import { atom } from 'nanostores';
import { readStored, writeStored } from '../stores/storage';

/** How the shortcuts answer: single keys, only with the modifier held, or not at all. */
export const SHORTCUT_MODES = ['keys', 'modifier', 'off'] as const;
/** A way the shortcuts answer. */
export type ShortcutMode = (typeof SHORTCUT_MODES)[number];
/** Where the choice is remembered. */
export const SHORTCUT_MODE_KEY = 'meet.webrtc.shortcuts';
/** The modifier the shortcuts move behind (Alt alone types letters on some layouts; with Shift it does not). */
export const SHORTCUT_MODIFIER = 'Alt+Shift';

const stored = readStored(SHORTCUT_MODE_KEY);
/** The guest's way of using the shortcuts (single keys until they choose otherwise). */
export const $shortcutMode = atom<ShortcutMode>(
  (SHORTCUT_MODES as readonly string[]).includes(stored) ? (stored as ShortcutMode) : 'keys',
);

/** Chooses how the shortcuts answer, and remembers it. */
export function chooseShortcutMode(mode: ShortcutMode): void {
  $shortcutMode.set(mode);
  writeStored(SHORTCUT_MODE_KEY, mode);
}

/** The keys that run a shortcut in a mode, as aria-keyshortcuts writes them ('Alt+Shift+M'); none when off. */
export function shortcutKeys(key: string, mode: ShortcutMode): string | undefined {
  if (mode === 'off') return undefined;
  return mode === 'modifier' ? `${SHORTCUT_MODIFIER}+${key}` : key;
}

/** The part of a key press that decides a shortcut. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>;

/** The character a key stands for, whatever the modifiers made of it (macOS turns Alt+Shift+M into 'Â'). */
function keyOf(press: KeyPress): string {
  if (/^Key[A-Z]$/.test(press.code) && !/^[a-z]$/i.test(press.key)) return press.code.slice(3);
  if (press.code === 'Slash' && press.key !== '?' && press.shiftKey) return '?';
  return press.key;
}

/** True when a key press runs the shortcut on `key` in a mode. */
export function pressRuns(press: KeyPress, key: string, mode: ShortcutMode): boolean {
  if (mode === 'off' || press.ctrlKey || press.metaKey) return false;
  const modified = press.altKey && press.shiftKey;
  if (mode === 'modifier' ? !modified : press.altKey) return false;
  return keyOf(press).toLowerCase() === key.toLowerCase();
}
