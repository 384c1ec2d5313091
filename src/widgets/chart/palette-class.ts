import { CHART_PALETTE } from '../../core/constants';

/** Palette class of series or slice `index`: the five colours cycle (spec 9). */
export function sliceClass(index: number): string {
  return `meet-chart__slice meet-chart__slice--${index % CHART_PALETTE.length}`;
}
