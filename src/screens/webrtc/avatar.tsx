import { useStore } from '@nanostores/react';
import { $avatarHues, hueOfName } from '../../core/webrtc';

/** Up to two initials of a name: first and last word ("Ada Lovelace" -> "AL"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A round badge of initials standing in for a person's picture (decorative: their name is shown beside it), in
 * the colour the meeting gave that person (`id`), else their name's.
 */
export function Avatar({ name, id }: { name: string; id?: string }) {
  const hues = useStore($avatarHues);
  const hue = (id === undefined ? undefined : hues.get(id)) ?? hueOfName(name);
  return (
    <span className={`avatar avatar--${hue}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
