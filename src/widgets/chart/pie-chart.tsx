import { CHART_FONT_SIZE } from '../../core/constants';
import { formatValue } from '../../core/format';
import type { ChartData } from './chart-types';
import { Legend } from './legend';
import { sliceClass } from './palette-class';
import { PIE_SIZE, pieSlices } from './pie-geometry';
import { layOutPieLabels } from './pie-labels';

/** Props of the SVG part of a pie or doughnut chart. */
export interface PieChartProps {
  data: ChartData;
  unit: string;
  doughnut: boolean;
  showLabels: boolean;
  language: string;
}

/**
 * A pie or doughnut of the first dataset in our own SVG with a legend; each label is centred in its slice when
 * it fits there, else outside on a leader line, so labels never overlap.
 */
export function PieChart({ data, unit, doughnut, showLabels, language }: PieChartProps) {
  const slices = pieSlices(data.datasets[0]?.data ?? [], doughnut);
  const texts = (data.datasets[0]?.data ?? []).map((value) => formatValue(value ?? 0, unit, language));
  const layout = showLabels ? layOutPieLabels(slices, texts, CHART_FONT_SIZE) : null;
  return (
    <div className="meet-chart__pie">
      <svg
        className="meet-chart__svg"
        viewBox={layout?.viewBox ?? `0 0 ${PIE_SIZE} ${PIE_SIZE}`}
        // At most its viewBox's size in CSS pixels: the pie itself never past 300 px across.
        width={layout?.width ?? PIE_SIZE}
        height={layout?.height ?? PIE_SIZE}
        aria-hidden="true"
        focusable="false"
      >
        {slices.map((slice) => (
          <path key={slice.index} className={sliceClass(slice.index)} d={slice.path} strokeWidth={0} />
        ))}
        {layout?.labels.map((label) => (
          <g key={label.index}>
            {label.leader && <path className="meet-chart__leader" d={label.leader} />}
            <text
              className="meet-chart__data-label"
              x={label.x}
              y={label.y}
              textAnchor={label.anchor}
              dominantBaseline="central"
              fontSize={CHART_FONT_SIZE}
            >
              {label.text}
            </text>
          </g>
        ))}
      </svg>
      <Legend names={data.labels} />
    </div>
  );
}
