import { CHART_FONT_SIZE } from '../../core/constants';
import { formatValue } from '../../core/format';
import type { ChartData } from './chart-types';
import { Legend } from './legend';
import { sliceClass } from './palette-class';
import { PIE_SIZE, pieSlices } from './pie-geometry';

/** Props of the SVG part of a pie or doughnut chart. */
export interface PieChartProps {
  data: ChartData;
  unit: string;
  doughnut: boolean;
  showLabels: boolean;
  language: string;
}

/** A pie or doughnut of the first dataset in our own SVG, with centred labels and a legend. */
export function PieChart({ data, unit, doughnut, showLabels, language }: PieChartProps) {
  const slices = pieSlices(data.datasets[0]?.data ?? [], doughnut);
  return (
    <div className="meet-chart__pie">
      <svg
        className="meet-chart__svg"
        viewBox={`0 0 ${PIE_SIZE} ${PIE_SIZE}`}
        aria-hidden="true"
        focusable="false"
      >
        {slices.map((slice) => (
          <path key={slice.index} className={sliceClass(slice.index)} d={slice.path} strokeWidth={0} />
        ))}
        {showLabels &&
          slices.map((slice) => (
            <text
              key={slice.index}
              className="meet-chart__data-label"
              x={slice.labelX}
              y={slice.labelY}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={CHART_FONT_SIZE}
            >
              {formatValue(slice.value, unit, language)}
            </text>
          ))}
      </svg>
      <Legend names={data.labels} />
    </div>
  );
}
