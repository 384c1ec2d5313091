// The rules an input's value must follow before it is sent, each written once for every screen.

// One address, not a list: no blanks, no separators of a list (`;` `,`) nor quoting (`"` `<>`), a dot after `@`.
const EMAIL = /^[^\s@;,"<>]+@[^\s@;,"<>]+\.[^\s@;,"<>]+$/;

/**
 * The characters no name, login or e-mail may hold, as a regular expression class: controls, format characters
 * (bidirectional overrides and isolates, zero-width spaces and joiners, the byte order mark), lone surrogates, line
 * and paragraph separators. They hide or reorder what a person reads (`admin@example.com` followed by a NUL, a
 * name read backwards). The contract's `SafeText` pattern is `^[^` this class `]*$`.
 */
export const UNSAFE_CHARACTER_CLASS = '\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}';
const UNSAFE = new RegExp(`[${UNSAFE_CHARACTER_CLASS}]`, 'u');

/** True when `value` holds a control, bidirectional, zero-width or other invisible format character. */
export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE.test(value);
}

/** True when `value` (already trimmed) is one e-mail address, without any unsafe character. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value) && !hasUnsafeCharacters(value);
}
