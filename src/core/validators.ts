// The rules an input's value must follow before it is sent, each written once for every screen.

// One address, not a list: no blanks, no separators of a list (`;` `,`) nor quoting (`"` `<>`), a dot after `@`.
const EMAIL = /^[^\s@;,"<>]+@[^\s@;,"<>]+\.[^\s@;,"<>]+$/;

/** True when `value` (already trimmed) is one e-mail address. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
