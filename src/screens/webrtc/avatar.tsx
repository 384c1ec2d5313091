/** Up to two initials of a name: first and last word ("Ada Lovelace" -> "AL"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** One of eight hues, the same for a name every time, so a person keeps their colour. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 8;
}

/** A round badge of initials standing in for a person's picture (decorative: their name is shown beside it). */
export function Avatar({ name }: { name: string }) {
  return (
    <span className={`avatar avatar--${hueOf(name)}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
