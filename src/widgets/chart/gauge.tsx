import { GAUGE_HEIGHT, GAUGE_MAX, GAUGE_STROKE, GAUGE_WIDTH } from '../../core/constants';
import { formatValue } from '../../core/format';
import { useStyleSheets } from '../styles';
import { useT } from '../use-t';
import type { ChartColor } from './chart-types';
import { isChartColor } from './palette';
import { METER_SHEETS } from './sheets';
import { useLanguage } from './use-language';

/** Props of a gauge: the value is required, max defaults to 100 (spec 9). */
export interface GaugeProps {
  value: number;
  max?: number;
  color?: ChartColor;
  unit?: string;
  label?: string;
}

const RADIUS = (GAUGE_WIDTH - GAUGE_STROKE) / 2;
/** The half circle, left to right over the top, its stroke touching the edges of the 300 x 150 box. */
export const GAUGE_ARC = `M ${GAUGE_STROKE / 2} ${GAUGE_HEIGHT} A ${RADIUS} ${RADIUS} 0 0 1 ${GAUGE_WIDTH - GAUGE_STROKE / 2} ${GAUGE_HEIGHT}`;

/** Share of the half circle the value fills, from 0 to 1. */
export function gaugeShare(value: number, max: number): number {
  return max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
}

/** A half-circle gauge over a light track; without a value it draws nothing. */
export function Gauge({ value, max = GAUGE_MAX, color, unit = '', label }: GaugeProps) {
  const t = useT('chart');
  const language = useLanguage();
  const adopt = useStyleSheets(METER_SHEETS);
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const text = formatValue(value, unit, language);
  const summary = t('gauge', { value: text, max: formatValue(max, unit, language) });
  return (
    <svg
      ref={adopt}
      className={`meet-gauge meet-color--${isChartColor(color) ? color : 'primary'}`}
      part="gauge"
      viewBox={`0 0 ${GAUGE_WIDTH} ${GAUGE_HEIGHT}`}
      role="img"
      aria-label={label ? t('titled', { title: label, text: summary }) : summary}
    >
      <path className="meet-gauge__track" d={GAUGE_ARC} fill="none" strokeWidth={GAUGE_STROKE} />
      <path
        className="meet-gauge__value"
        d={GAUGE_ARC}
        fill="none"
        strokeWidth={GAUGE_STROKE}
        pathLength={100}
        strokeDasharray={`${gaugeShare(value, max) * 100} 100`}
      />
      <text
        className="meet-gauge__text"
        x={GAUGE_WIDTH / 2}
        y={GAUGE_HEIGHT - 10}
        textAnchor="middle"
        fontSize="32"
      >
        {text}
      </text>
    </svg>
  );
}
