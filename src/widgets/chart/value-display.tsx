import { formatValue } from '../../core/format';
import { useStyleSheets } from '../styles';
import type { ChartColor } from './chart-types';
import { isChartColor } from './palette';
import { METER_SHEETS } from './sheets';
import { useLanguage } from './use-language';

/** Props of a value display: a number, its unit, a colour and an optional caption. */
export interface ValueDisplayProps {
  value?: number;
  unit?: string;
  color?: ChartColor;
  label?: string;
}

/** A value rounded to two decimals followed by its unit (spec 5); nothing without a value. */
export function ValueDisplay({ value, unit = '', color, label }: ValueDisplayProps) {
  const language = useLanguage();
  const adopt = useStyleSheets(METER_SHEETS);
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return (
    <span
      ref={adopt}
      className={`meet-value meet-color--${isChartColor(color) ? color : 'primary'}`}
      part="value-display"
    >
      {label && <span className="meet-value__label">{label}</span>}
      <span className="meet-value__number">{formatValue(value, unit, language)}</span>
    </span>
  );
}
