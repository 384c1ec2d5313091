import { ICONS } from './icon-names';

/** Colour variants of an icon (spec 9). */
export type IconColor =
  | 'primary'
  | 'secondary'
  | 'red'
  | 'red-hover'
  | 'green'
  | 'blue'
  | 'yellow'
  | 'disabled'
  | 'black'
  | 'white'
  | 'link';

/** Props of an icon: its name, colour, size in pixels, and a label when it stands alone as content. */
export interface IconProps {
  name: string;
  color?: IconColor;
  size?: number;
  label?: string;
}

/** An icon of the set; decorative (hidden from assistive technology) unless it has a label. */
export function Icon({ name, color, size = 16, label }: IconProps) {
  const Drawing = ICONS[name];
  if (!Drawing) {
    console.error(`Image ${name} does not exist`);
    return null;
  }
  return (
    <Drawing
      size={size}
      className={color ? `meet-icon meet-icon--${color}` : 'meet-icon'}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
    />
  );
}
