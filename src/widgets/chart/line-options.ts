// Pure builders of uPlot's options and data: the adapter is the only module that runs uPlot itself.
import type uPlot from 'uplot';
import {
  CHART_AREA_ALPHA,
  CHART_ASPECT_RATIO,
  CHART_FONT_SIZE,
  CHART_LABEL_ROTATION_LINE,
  CHART_LINE_WIDTH,
  CHART_PADDING_RIGHT,
  CHART_PADDING_TOP,
} from '../../core/constants';
import { formatShortDay, formatValue } from '../../core/format';
import type { ChartData } from './chart-types';
import { type ChartTheme, paletteColor } from './palette';

/** Everything a line or area chart depends on. */
export interface LineInput {
  data: ChartData;
  unit: string;
  area: boolean;
  showLabels: boolean;
  language: string;
  width: number;
  theme: ChartTheme;
}

/** Gap between a point and its data label, in CSS pixels. */
const LABEL_OFFSET = 6;
/** Categories sit at whole numbers, so the x axis only ticks whole steps. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A category as an axis shows it: an ISO day (`2026-11-02`) as a short date in the reader's language
 * ("Nov 2", "2. 11."), any other label as it is.
 */
export function axisLabel(label: string, language: string): string {
  return ISO_DAY.test(label) ? formatShortDay(label, language) : label;
}

/** Rough width of a text in the chart's font, in CSS pixels. */
const textWidth = (text: string) => text.length * CHART_FONT_SIZE * 0.6;

/** Least room between two x labels, in CSS pixels: the widest label and a gap, so no two ever touch. */
export function xLabelSpace(labels: readonly string[]): number {
  return Math.max(0, ...labels.map(textWidth)) + CHART_FONT_SIZE;
}

/** True when every value is a whole number of at least 0: counts, whose axis starts at 0 and ticks whole steps. */
export function isCount(data: ChartData): boolean {
  return data.datasets.every((set) =>
    set.data.every((value) => value == null || (Number.isInteger(value) && value >= 0)),
  );
}

/** Width and height of a chart `width` wide, keeping the fixed aspect ratio (spec 9). */
export function lineSize(width: number): { width: number; height: number } {
  return { width, height: Math.round(width / CHART_ASPECT_RATIO) };
}

/** uPlot's column data: the category indexes, then one column per dataset. */
export function lineData(data: ChartData): uPlot.AlignedData {
  const xs = data.labels.map((_, index) => index);
  return [xs, ...data.datasets.map((set) => xs.map((index) => set.data[index] ?? null))];
}

/** `#rrggbb` (or `#rgb`) with a hex alpha appended; other colour forms are returned as they are. */
export function withAlpha(color: string, alpha: string): string {
  if (/^#[0-9a-f]{6}$/i.test(color)) return `${color}${alpha}`;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}${alpha}` : color;
}

/**
 * Area fill: a vertical gradient at 70 hex alpha from the line colour down to the light neutral.
 * Both ends keep the alpha, so a later series' area never hides an earlier series' line.
 */
export function areaFill(theme: ChartTheme, seriesIndex: number): uPlot.Series.Fill {
  return (plot) => {
    const { top, height } = plot.bbox;
    const gradient = plot.ctx.createLinearGradient(0, top, 0, top + height);
    gradient.addColorStop(0, withAlpha(theme.color(paletteColor(seriesIndex)), CHART_AREA_ALPHA));
    gradient.addColorStop(1, withAlpha(theme.neutral(), CHART_AREA_ALPHA));
    return gradient;
  };
}

/** Data labels need this many CSS pixels per point across the plot, or they would only overlap. */
export const LABEL_ROOM = CHART_FONT_SIZE;

/** True when `points` labels fit side by side across a plot `width` CSS pixels wide. */
export function labelsFit(points: number, width: number): boolean {
  return points * LABEL_ROOM <= width;
}

/**
 * Draws each point's value and unit, anchored at the point's end and rotated -45 degrees. A series too dense
 * for its labels to be read (a year of minutes) gets none: drawing 100,000 overlapping texts only costs time.
 */
export function drawDataLabels(input: LineInput): (plot: uPlot) => void {
  return (plot) => {
    const { ctx } = plot;
    const ratio = globalThis.devicePixelRatio || 1;
    if (!labelsFit(input.data.labels.length, plot.bbox.width / ratio)) return;
    ctx.save();
    ctx.font = `${CHART_FONT_SIZE * ratio}px ${input.theme.fontFamily()}`;
    ctx.fillStyle = input.theme.text();
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    input.data.datasets.forEach((_, set) => {
      plot.data[set + 1]?.forEach((value, index) => {
        if (value == null) return;
        ctx.save();
        ctx.translate(plot.valToPos(index, 'x', true), plot.valToPos(value, 'y', true));
        ctx.rotate((CHART_LABEL_ROTATION_LINE * Math.PI) / 180);
        ctx.fillText(formatValue(value, input.unit, input.language), LABEL_OFFSET * ratio, 0);
        ctx.restore();
      });
    });
    ctx.restore();
  };
}

/** The options of a line (or area) chart: spec 9's layout, palette, labels; no legend, no animation. */
export function lineOptions(input: LineInput): uPlot.Options {
  const { data, theme, area, showLabels } = input;
  const font = `${CHART_FONT_SIZE}px ${theme.fontFamily()}`;
  const axis = { font, stroke: () => theme.text(), grid: { stroke: () => theme.grid(), width: 1 } };
  const format = (value: number) => formatValue(value, '', input.language);
  const labels = data.labels.map((label) => axisLabel(label, input.language));
  const counts = isCount(data);
  return {
    ...lineSize(input.width),
    // uPlot never animates: the spec's animation duration 0 holds by construction.
    padding: [CHART_PADDING_TOP, CHART_PADDING_RIGHT, null, null],
    legend: { show: false },
    cursor: { show: false },
    // Half a category of room on each side keeps the first and last data labels inside the canvas.
    scales: {
      x: { time: false, range: (_, min, max) => [min - 0.5, max + 0.5] },
      // Counts start at 0 (a bar of 8 meetings is never drawn as if it were twice one of 4).
      ...(counts ? { y: { range: (_, _min, max) => [0, Math.max(1, max)] as uPlot.Range.MinMax } } : {}),
    },
    axes: [
      {
        ...axis,
        incrs: WHOLE_STEPS,
        space: xLabelSpace(labels),
        values: (_, splits) => splits.map((at) => labels[at] ?? ''),
      },
      {
        ...axis,
        ...(counts ? { incrs: WHOLE_STEPS } : {}),
        ...(input.unit ? { label: input.unit, labelFont: font, labelSize: CHART_FONT_SIZE + 8 } : {}),
        values: (_, splits) => splits.map(format),
        size: (_, values) => Math.max(0, ...(values ?? []).map((v) => v.length)) * CHART_FONT_SIZE * 0.6 + 20,
      },
    ],
    series: [
      {},
      ...data.datasets.map((set, index) => ({
        label: set.label,
        stroke: () => theme.color(paletteColor(index)),
        width: CHART_LINE_WIDTH,
        fill: area ? areaFill(theme, index) : undefined,
        points: { size: 7, fill: () => theme.color(paletteColor(index)) },
      })),
    ],
    hooks: showLabels ? { draw: [drawDataLabels(input)] } : {},
  };
}
