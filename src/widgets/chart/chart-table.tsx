import type { ChartData } from './chart-types';
import { formatValue } from './format';

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
  return (
    // The wrapper hides it: a table ignores the 1px width of the visually-hidden rule and would widen the page.
    <div className="meet-visually-hidden">
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
          {data.labels.map((label, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a data point is its position; labels may repeat
            <tr key={`${row}-${label}`}>
              <th scope="row">{label}</th>
              {data.datasets.map((set, column) => {
                const value = set.data[row];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a data point is its position; labels may repeat
                  <td key={`${column}-${set.label}`}>
                    {value == null ? '' : formatValue(value, unit, language)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
