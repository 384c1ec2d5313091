import { sheet } from '../styles';
import hiddenCss from '../visually-hidden.css?inline';
import chartCss from './chart.css?inline';
import colorsCss from './colors.css?inline';
import metersCss from './meters.css?inline';

/** Palette and colour-option classes, shared by every chart part. */
export const COLOR_SHEET = sheet(hiddenCss + colorsCss);
/** Styles of the chart wrapper, pie, doughnut and legend (uPlot's own sheet comes from its adapter). */
export const CHART_SHEET = sheet(chartCss);
/** Styles of the gauge, progress bar and value display. */
export const METER_SHEETS = [COLOR_SHEET, sheet(metersCss)] as const;
