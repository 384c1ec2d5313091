import { PROGRESS_MAX } from '../../core/constants';
import { formatValue, roundValue } from '../../core/format';
import { useStyleSheets } from '../styles';
import { useT } from '../use-t';
import type { ChartColor } from './chart-types';
import { isChartColor } from './palette';
import { METER_SHEETS } from './sheets';
import { useLanguage } from './use-language';

/** Props of a progress bar (spec 9: max 100). */
export interface ProgressBarProps {
  value?: number;
  max?: number;
  color?: ChartColor;
  unit?: string;
  label?: string;
}

/** Fill width: value divided by max as a percentage, kept within the bar (spec 5). */
export function progressPercent(value: number, max: number): number {
  return max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
}

/** A progress bar with its value rounded to two decimals beside it. */
export function ProgressBar({ value = 0, max = PROGRESS_MAX, color, unit = '', label }: ProgressBarProps) {
  const t = useT('chart');
  const language = useLanguage();
  const adopt = useStyleSheets(METER_SHEETS);
  const text = formatValue(value, unit, language);
  return (
    <div
      ref={adopt}
      className={`meet-progress meet-color--${isChartColor(color) ? color : 'primary'}`}
      part="progress-bar"
    >
      <div
        className="meet-progress__track"
        role="progressbar"
        aria-label={label || t('progress')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={roundValue(value)}
        aria-valuetext={text}
      >
        <svg className="meet-progress__svg" aria-hidden="true" focusable="false">
          <rect className="meet-progress__fill" width={`${progressPercent(value, max)}%`} height="100%" />
        </svg>
      </div>
      <span className="meet-progress__value">{text}</span>
    </div>
  );
}
