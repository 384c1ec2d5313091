// The input rules of spec section 5, as pure functions the widgets apply on every change.
import {
  NUMBER_MAX,
  NUMBER_MIN,
  NUMBER_MULTIPLY,
  TEXTAREA_LINE_REM,
  TEXTAREA_MAX_LINES,
  TEXTAREA_MAX_REM,
  TEXTAREA_MIN_LINES,
  TEXTAREA_MIN_REM,
} from '../../core/constants';

/** Case a text input can force: everything upper case or everything lower case. */
export type LetterCase = 'upper' | 'lower';

/** The optional rules of a text-like input: pattern (default any), maximum length, forced case. */
export interface TextRules {
  /** A regular expression the whole value must match, like the HTML `pattern` attribute. */
  pattern?: string;
  maxLength?: number;
  letterCase?: LetterCase;
}

/** True when `value` matches the whole of `pattern`; no pattern (or an invalid one) accepts anything. */
export function matchesPattern(value: string, pattern?: string): boolean {
  if (!pattern) return true;
  // Unicode mode first (like HTML), then legacy mode for patterns with identity escapes such as `\@`.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(`^(?:${pattern})$`, flags).test(value);
    } catch {}
  }
  // A malformed pattern is the page's mistake; refusing every keystroke would lock the user out.
  return true;
}

/** True when `value` is no longer than `maxLength` code points (no maximum when not a positive number). */
export function withinMaxLength(value: string, maxLength?: number): boolean {
  if (maxLength === undefined || !(maxLength >= 0)) return true;
  return [...value].length <= maxLength;
}

/** `value` in the forced case, or unchanged when no case is forced. */
export function forceCase(value: string, letterCase?: LetterCase): string {
  if (letterCase === 'upper') return value.toUpperCase();
  if (letterCase === 'lower') return value.toLowerCase();
  return value;
}

/** The value a text-like input keeps after a change: the forced-case change if it passes, else `previous`. */
export function acceptText(previous: string, next: string, rules: TextRules): string {
  const cased = forceCase(next, rules.letterCase);
  if (!matchesPattern(cased, rules.pattern) || !withinMaxLength(cased, rules.maxLength)) return previous;
  return cased;
}

/** Limits of a number input: the range applies to the number shown, which is the value over `multiply`. */
export interface NumberRules {
  min?: number;
  max?: number;
  multiply?: number;
}

/** Rounds away binary noise (0.3 / 0.1 = 2.9999999999999996) so the user sees what they typed. */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/** The text a number input shows: the value divided by the multiply factor (default 1); empty for none. */
export function displayNumber(value: number | null | undefined, multiply = NUMBER_MULTIPLY): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(clean(value / (multiply || NUMBER_MULTIPLY)));
}

/**
 * The value a number input takes from what the user typed: the shown number times the multiply factor,
 * or null when the text is empty, not a number, or outside min (default 0) to max (default 1000000).
 */
export function parseNumber(text: string, rules: NumberRules = {}): number | null {
  const { min = NUMBER_MIN, max = NUMBER_MAX, multiply = NUMBER_MULTIPLY } = rules;
  if (text.trim() === '') return null;
  const shown = Number(text);
  if (!Number.isFinite(shown) || shown < min || shown > max) return null;
  return clean(shown * (multiply || NUMBER_MULTIPLY));
}

/** Textarea height for `lines` lines: 5rem under 3, 12.5rem above 10, otherwise 1.25rem x (lines + 1). */
export function textareaHeight(lines: number): string {
  if (lines < TEXTAREA_MIN_LINES) return `${TEXTAREA_MIN_REM}rem`;
  if (lines > TEXTAREA_MAX_LINES) return `${TEXTAREA_MAX_REM}rem`;
  return `${TEXTAREA_LINE_REM * (lines + 1)}rem`;
}

/** Number of lines of a text (an empty text has one). */
export function lineCount(text: string): number {
  return text.split('\n').length;
}

/** True when an old value was supplied and the current value differs from it (the edited marker). */
export function differsFromOld(value: unknown, oldValue: unknown): boolean {
  if (oldValue === undefined) return false;
  if (Array.isArray(value) || Array.isArray(oldValue)) {
    const a = Array.isArray(value) ? value : [];
    const b = Array.isArray(oldValue) ? oldValue : [];
    return a.length !== b.length || a.some((item, i) => String(item) !== String(b[i]));
  }
  return String(value ?? '') !== String(oldValue ?? '');
}
