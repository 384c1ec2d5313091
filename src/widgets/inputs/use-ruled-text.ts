import type { ChangeEvent } from 'react';
import { acceptText, type TextRules } from './rules';
import { usePropState } from './use-prop-state';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Puts the caret back where the user was typing (types like email have no selection API). */
function placeCaret(control: TextControl, at: number) {
  try {
    control.setSelectionRange(at, at);
  } catch {}
}

/**
 * A text value under the rules of spec 5: every change goes through pattern, maximum length and case
 * forcing; a refused change restores the previous value with the caret where it was. `onAccept` hears
 * every accepted change.
 */
export function useRuledText(value: string | undefined, rules: TextRules, onAccept?: (text: string) => void) {
  const [text, setText] = usePropState(value ?? '');
  function onChange(event: ChangeEvent<TextControl>) {
    const control = event.target;
    const typed = control.value;
    const next = acceptText(text, typed, rules);
    if (next !== typed) {
      // Fix the field now, so React finds nothing to restore and the caret does not jump to the end.
      const caret = (control.selectionStart ?? typed.length) - (typed.length - next.length);
      control.value = next;
      placeCaret(control, Math.max(0, caret));
    }
    if (next === text) return;
    setText(next);
    onAccept?.(next);
  }
  return { text, setText, onChange };
}
