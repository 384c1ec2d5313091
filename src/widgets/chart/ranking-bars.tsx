import type { CSSProperties } from 'react';
import { formatNumber, formatUnit } from '../../core/format';
import { sheet, useStyleSheets } from '../styles';
import css from './ranking-bars.css?inline';
import { useLanguage } from './use-language';

/** One ranked entry: its name and its value. */
export interface RankingEntry {
  name: string;
  value: number;
}

/** Props of a ranking: its accessible name, its entries (in any order), and the unit of their values. */
export interface RankingBarsProps {
  label: string;
  entries: RankingEntry[];
  /** A unit Intl knows (`minute`), or none for a count. */
  unit?: string;
}

const SHEETS = [sheet(css)];

/**
 * A ranking drawn as horizontal bars (a "top 5"): bars compare lengths from one baseline, which a doughnut's
 * angles do not. One colour for one series; each value is written beside its bar in the interface language.
 * The bars rank by their own value, largest first (a table beside may rank the same entries by another measure).
 */
export function RankingBars({ label, entries, unit = '' }: RankingBarsProps) {
  const language = useLanguage();
  const largest = Math.max(0, ...entries.map((entry) => entry.value));
  const ranked = [...entries].sort((a, b) => b.value - a.value);
  return (
    <ol ref={useStyleSheets(SHEETS)} className="ranking-bars" aria-label={label}>
      {ranked.map((entry, index) => {
        const share = largest > 0 ? (entry.value / largest) * 100 : 0;
        const width = { '--_share': `${share}%` } as CSSProperties;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share a name; the rank is the identity.
          <li key={index} className="ranking-bars__entry">
            <span className="ranking-bars__name">{entry.name}</span>
            <span className="ranking-bars__track" aria-hidden="true">
              <span className="ranking-bars__bar" style={width} />
            </span>
            <span className="ranking-bars__value">
              {unit ? formatUnit(entry.value, unit, 0, language) : formatNumber(entry.value, 0, language)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
