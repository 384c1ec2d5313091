/** Kinds of chart the wrapper draws (spec 2): line (area when filled), pie and doughnut. */
export type ChartType = 'line' | 'pie' | 'doughnut';

/** One named series of values; a null value leaves a gap. */
export interface ChartDataset {
  label: string;
  data: (number | null)[];
}

/** What a chart draws: one label per point (or slice) and one or more series. */
export interface ChartData {
  labels: string[];
  datasets: ChartDataset[];
}

/** Colours of the gauge, progress bar and value display (spec 9). */
export type ChartColor = 'primary' | 'red' | 'red-hover' | 'green' | 'blue' | 'yellow';

/** An empty chart, so a missing data property draws nothing rather than failing. */
export const NO_DATA: ChartData = { labels: [], datasets: [] };
