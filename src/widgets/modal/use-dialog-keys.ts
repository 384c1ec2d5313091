import { type RefObject, useEffect, useRef } from 'react';
import { activeElement, focusableIn } from './focus';

/** Keeps Tab inside the dialog: past the last stop it goes to the first, and Shift+Tab the other way. */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const stops = focusableIn(dialog);
  const active = activeElement();
  const [first, last] = [stops[0], stops.at(-1)];
  const leaving = event.shiftKey ? active === first || active === dialog : active === last;
  if (!leaving || !first || !last) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * Escape (and any other close request) calls `onEscape`; Tab wraps around inside the dialog. Native
 * listeners: React never sees events from slotted content, which is not in React's tree.
 */
export function useDialogKeys(dialog: RefObject<HTMLDialogElement | null>, onEscape: () => void): void {
  const latestOnEscape = useRef(onEscape);
  latestOnEscape.current = onEscape;
  useEffect(() => {
    const node = dialog.current;
    const listener = (event: Event) => {
      const key = (event as KeyboardEvent).key;
      if (key === 'Escape' || event.type === 'cancel') {
        // Handled here, so the browser's own close request (and its anti-abuse rules) never runs.
        event.preventDefault();
        latestOnEscape.current();
      } else if (key === 'Tab' && node) {
        trapTab(node, event as KeyboardEvent);
      }
    };
    node?.addEventListener('keydown', listener);
    node?.addEventListener('cancel', listener);
    return () => {
      node?.removeEventListener('keydown', listener);
      node?.removeEventListener('cancel', listener);
    };
  }, [dialog]);
}
