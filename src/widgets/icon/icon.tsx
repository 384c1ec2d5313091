import { sheet, useStyleSheets } from '../styles';
import iconCss from './icon.css?inline';
import { ICONS } from './icon-names';

const SHEETS = [sheet(iconCss)];

/** Colour variants of an icon (spec 9): the chart colours plus secondary, disabled, black, white, link. */
export const ICON_COLORS = [
  'primary',
  'secondary',
  'red',
  'red-hover',
  'green',
  'blue',
  'yellow',
  'disabled',
  'black',
  'white',
  'link',
] as const;

/** One colour variant of an icon. */
export type IconColor = (typeof ICON_COLORS)[number];

/** Props of an icon: its name, colour, size in pixels, and a label when it stands alone as content. */
export interface IconProps {
  name: string;
  color?: IconColor;
  size?: number;
  label?: string;
}

/** An icon of the set; decorative (hidden from assistive technology) unless it has a label. */
export function Icon({ name, color, size = 16, label }: IconProps) {
  const adopt = useStyleSheets(SHEETS);
  const Drawing = Object.hasOwn(ICONS, name) ? ICONS[name] : undefined;
  if (!Drawing) {
    console.error(`Image ${name} does not exist`);
    return null;
  }
  return (
    <Drawing
      ref={adopt}
      size={size}
      className={color && ICON_COLORS.includes(color) ? `meet-icon meet-icon--${color}` : 'meet-icon'}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
    />
  );
}
