import { CHART_TYPE_DEFAULT } from '../../core/constants';
import { formatNumber } from '../../core/format';
import { useStyleSheets } from '../styles';
import { useT } from '../use-t';
import { ChartTable, MAX_TABLE_ROWS } from './chart-table';
import { type ChartData, type ChartType, NO_DATA } from './chart-types';
import { LineChart } from './line-chart';
import { PieChart } from './pie-chart';
import { CHART_SHEET, COLOR_SHEET } from './sheets';
import { UPLOT_SHEET } from './uplot-adapter';
import { useLanguage } from './use-language';

/** Props of the chart wrapper (spec 9: type line, labels shown, no unit, no area by default). */
export interface ChartProps {
  type?: ChartType;
  data?: ChartData;
  showLabels?: boolean;
  unit?: string;
  area?: boolean;
  /** What the chart shows, e.g. "Meetings per month": it names the chart for assistive technology. */
  label?: string;
}

const SHEETS = [COLOR_SHEET, CHART_SHEET, UPLOT_SHEET];

function kindOf(type: string | undefined): ChartType {
  return type === 'pie' || type === 'doughnut' ? type : (CHART_TYPE_DEFAULT as ChartType);
}

/** A line, area, pie or doughnut chart with a data table as its text alternative. */
export function Chart({ type, data, showLabels = true, unit = '', area = false, label }: ChartProps) {
  const t = useT('chart');
  const language = useLanguage();
  const adopt = useStyleSheets(SHEETS);
  const kind = kindOf(type);
  // Nothing but zeros is no data either: an empty state rather than a flat line at 0.
  const nonZero = data?.datasets?.some((set) => set.data.some((value) => value != null && value !== 0));
  const shown = data?.labels?.length && data.datasets?.length && nonZero ? data : NO_DATA;
  const typeName = t(`type.${kind === 'line' && area ? 'area' : kind}`);
  const titled = label ? t('titled', { title: typeName, text: label }) : typeName;
  const points = shown.labels.length;
  // A long series is read as averages (chart-table.ts): the caption says so.
  const caption =
    points > MAX_TABLE_ROWS
      ? t('summarized', {
          caption: titled,
          points: formatNumber(points, 0, language),
          rows: MAX_TABLE_ROWS,
        })
      : titled;
  return (
    <figure ref={adopt} className="meet-chart" part="chart">
      {shown === NO_DATA ? (
        <p className="meet-chart__empty">{t('empty', { type: typeName })}</p>
      ) : (
        <>
          {kind === 'line' ? (
            <LineChart data={shown} unit={unit} area={area} showLabels={showLabels} language={language} />
          ) : (
            <PieChart
              data={shown}
              unit={unit}
              doughnut={kind === 'doughnut'}
              showLabels={showLabels}
              language={language}
            />
          )}
          <ChartTable
            caption={caption}
            categoryHeader={t('category')}
            data={shown}
            unit={unit}
            language={language}
          />
        </>
      )}
    </figure>
  );
}
