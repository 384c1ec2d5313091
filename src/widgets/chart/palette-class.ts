import { CHART_PALETTE, CHART_PALETTE_SHADES } from '../../core/constants';

/** Palette class of series or slice `index`: the five colours cycle, each turn in another shade (palette.ts). */
export function sliceClass(index: number): string {
  return `meet-chart__slice meet-chart__slice--${index % (CHART_PALETTE.length * CHART_PALETTE_SHADES.length)}`;
}
