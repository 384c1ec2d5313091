import { sheet, useStyleSheets } from '../styles';
import hiddenCss from '../visually-hidden.css?inline';
import css from './skeleton.css?inline';

/** The shapes a screen can take while it loads: a list (toolbar and rows) or a dashboard (cards). */
export type SkeletonShape = 'list' | 'dashboard';

/** Props of a skeleton: its shape, and the words that say it is loading. */
export interface SkeletonProps {
  shape: SkeletonShape;
  label: string;
}

const SHEETS = [sheet(hiddenCss + css)];
/** A list's skeleton shows a page of the default size (spec 9: 10 rows). */
const ROWS = 10;
const CARDS = 4;

/**
 * A screen's shape in grey while its code, texts or data load: heading, toolbar and rows, or cards, where the
 * screen will put them, so nothing jumps when it arrives. Only its label is read out.
 */
export function Skeleton({ shape, label }: SkeletonProps) {
  const adopt = useStyleSheets(SHEETS);
  return (
    <div ref={adopt} className={`skeleton skeleton--${shape}`} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton__bar skeleton__bar--title" />
      {shape === 'list' ? (
        <>
          <div className="skeleton__bar skeleton__bar--control" />
          <div className="skeleton__bar skeleton__bar--toolbar" />
          <div className="skeleton__rows">
            {Array.from({ length: ROWS + 1 }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
              <div key={row} className="skeleton__bar skeleton__bar--row" />
            ))}
          </div>
        </>
      ) : (
        <>
          <div className="skeleton__bar skeleton__bar--subtitle" />
          <div className="skeleton__cards">
            {Array.from({ length: CARDS }, (_, card) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards, never reordered
              <div key={card} className="skeleton__card" />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
