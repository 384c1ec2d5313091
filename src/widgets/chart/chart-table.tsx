import { formatValue } from '../../core/format';
import type { ChartData } from './chart-types';

/** Past this many points, the table reads the series as this many averages of consecutive points. */
export const MAX_TABLE_ROWS = 100;

/** One row of the text alternative: a label (or a range of labels) and one value per series. */
export interface TableRow {
  label: string;
  values: (number | null)[];
}

/**
 * The rows a screen reader gets. A long series (a year of minutes, 100,000 points) as one row per point would
 * be unreadable and would put hundreds of thousands of nodes in the page: past MAX_TABLE_ROWS points, each row
 * is the mean of a run of consecutive points, labelled by the run's first and last label.
 */
export function tableRows(data: ChartData, max = MAX_TABLE_ROWS): TableRow[] {
  const points = data.labels.length;
  if (points <= max) {
    return data.labels.map((label, row) => ({
      label,
      values: data.datasets.map((set) => set.data[row] ?? null),
    }));
  }
  const rows: TableRow[] = [];
  for (let bucket = 0; bucket < max; bucket += 1) {
    const from = Math.floor((bucket * points) / max);
    const to = Math.floor(((bucket + 1) * points) / max);
    const values = data.datasets.map((set) => {
      let sum = 0;
      let count = 0;
      for (let index = from; index < to; index += 1) {
        const value = set.data[index];
        if (value != null) {
          sum += value;
          count += 1;
        }
      }
      return count === 0 ? null : sum / count;
    });
    rows.push({ label: `${data.labels[from]} – ${data.labels[to - 1]}`, values });
  }
  return rows;
}

/** Props of a chart's text alternative. */
export interface ChartTableProps {
  caption: string;
  categoryHeader: string;
  data: ChartData;
  unit: string;
  language: string;
}

/** The chart's data as a visually hidden table: what a screen reader reads instead of the drawing. */
export function ChartTable({ caption, categoryHeader, data, unit, language }: ChartTableProps) {
  const rows = tableRows(data);
  return (
    // The wrapper hides it: a table ignores the 1px width of the visually-hidden rule and would widen the page.
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            {data.datasets.map((set, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a data point is its position; labels may repeat
              <th key={`${index}-${set.label}`} scope="col">
                {set.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a data point is its position; labels may repeat
            <tr key={`${index}-${row.label}`}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a value is its series' position
                <td key={column}>{value == null ? '' : formatValue(value, unit, language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
