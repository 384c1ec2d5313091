import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { createElement, useEffect } from 'react';
import { sheet, useStyleSheets } from '../styles';
import iconCss from './icon.css?inline';
import { CORE_ICONS, type IconNode } from './icon-core';

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

/** The whole icon set, once loaded for a name outside the core set. */
const $wholeSet = atom<Record<string, IconNode> | undefined>(undefined);
let wholeSetRequested = false;

function loadWholeSet(): void {
  if (wholeSetRequested) return;
  wholeSetRequested = true;
  void import('./icon-names').then((module) => $wholeSet.set(module.ICONS));
}

function drawingOf(name: string, wholeSet: Record<string, IconNode> | undefined): IconNode | undefined {
  if (Object.hasOwn(CORE_ICONS, name)) return CORE_ICONS[name];
  return wholeSet && Object.hasOwn(wholeSet, name) ? wholeSet[name] : undefined;
}

/** An icon of the set; decorative (hidden from assistive technology) unless it has a label. */
export function Icon({ name, color, size = 16, label }: IconProps) {
  const adopt = useStyleSheets(SHEETS);
  const wholeSet = useStore($wholeSet);
  const drawing = drawingOf(name, wholeSet);
  useEffect(() => {
    if (!drawing) loadWholeSet();
  }, [drawing]);
  if (!drawing) {
    // Only once the whole set is here can a name be said not to exist.
    if (wholeSet) {
      console.error(`Image ${name} does not exist`);
      return null;
    }
    // Its place (and its name, when it has one) is kept while the set loads: nothing moves when it arrives.
    const box = { display: 'inline-block', width: size, height: size };
    return label ? (
      <span className="meet-icon" role="img" aria-label={label} style={box} />
    ) : (
      <span className="meet-icon" aria-hidden="true" style={box} />
    );
  }
  // Lucide's drawings on its 24-unit grid, stroked in the current colour (lucide-react's wrapper costs 1 KB more
  // on the login route than these few lines).
  return (
    <svg
      ref={adopt}
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={color && ICON_COLORS.includes(color) ? `meet-icon meet-icon--${color}` : 'meet-icon'}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
    >
      {drawing.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
