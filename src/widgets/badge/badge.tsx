import { sheet, useStyleSheets } from '../styles';
import css from './badge.css?inline';

/** The tones a status can take: good, bad, needs attention, informative, neither. */
export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

/** Props of a badge: the status in words and its tone. */
export interface BadgeProps {
  text: string;
  tone: BadgeTone;
}

const SHEETS = [sheet(css)];

/** A status shown as a badge: words and colour together, never colour alone. */
export function Badge({ text, tone }: BadgeProps) {
  return (
    <span ref={useStyleSheets(SHEETS)} className={`badge badge--${tone}`}>
      {text}
    </span>
  );
}
