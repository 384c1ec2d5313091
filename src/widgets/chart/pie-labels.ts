// Where a pie's data labels go: centred in a slice wide enough for its text (spec 9), else outside the pie on a
// leader line, stacked per side so that no two labels ever overlap. Pure geometry in the pie's viewBox units.
import { PIE_SIZE, type Slice } from './pie-geometry';

/** One placed label: its text's anchor point and alignment, and the leader line of an outside label. */
export interface PieLabel {
  index: number;
  text: string;
  x: number;
  y: number;
  anchor: 'middle' | 'start' | 'end';
  /** SVG path from the slice's edge to the label, for a label outside the pie. */
  leader?: string;
}

/** The labels and the viewBox that holds the pie and every label (its width and height too). */
export interface PieLabelLayout {
  labels: PieLabel[];
  viewBox: string;
  width: number;
  height: number;
}

/** A character's width as a share of the font size, on the generous side (digits, units, separators). */
const CHAR_WIDTH = 0.62;
/** Gap between stacked outside labels, as a share of the font size. */
const LINE_HEIGHT = 1.3;
/** Where an outside label's leader bends, then where its text starts, beyond the pie's edge. */
const BEND = 12;
const TEXT_OUT = 22;

const centre = PIE_SIZE / 2;
const round = (value: number) => Math.round(value * 100) / 100;

/** The width `text` takes at `fontSize`, estimated. */
export function textWidth(text: string, fontSize: number): number {
  return [...text].length * CHAR_WIDTH * fontSize;
}

/** True when a slice's arc at the label radius leaves room for its text and a gap to each neighbour. */
function fitsInside(slice: Slice, text: string, fontSize: number): boolean {
  const arc = slice.span * Math.hypot(slice.labelX - centre, slice.labelY - centre);
  return slice.span >= Math.PI || arc >= Math.max(textWidth(text, fontSize), fontSize) + fontSize;
}

/** Spreads `ys` (sorted) at least `gap` apart, keeping their order, none below `bottom` (the stack rises). */
export function spread(ys: readonly number[], gap: number, bottom: number): number[] {
  const placed = [...ys];
  for (let i = 1; i < placed.length; i += 1)
    placed[i] = Math.max(placed[i] as number, (placed[i - 1] as number) + gap);
  for (let i = placed.length - 1; i >= 0; i -= 1)
    placed[i] = Math.min(
      placed[i] as number,
      i === placed.length - 1 ? bottom : (placed[i + 1] as number) - gap,
    );
  return placed;
}

/** Places the label of every slice (`texts[slice.index]`) and answers the viewBox that holds them all. */
export function layOutPieLabels(
  slices: readonly Slice[],
  texts: readonly string[],
  fontSize: number,
): PieLabelLayout {
  const labels: PieLabel[] = [];
  const outside: { slice: Slice; text: string; right: boolean; y: number }[] = [];
  for (const slice of slices) {
    const text = texts[slice.index] ?? '';
    if (fitsInside(slice, text, fontSize))
      labels.push({ index: slice.index, text, x: slice.labelX, y: slice.labelY, anchor: 'middle' });
    else {
      const right = Math.cos(slice.middle) >= 0;
      outside.push({ slice, text, right, y: centre + (centre + BEND) * Math.sin(slice.middle) });
    }
  }
  let left = 0;
  let top = 0;
  let bottom = PIE_SIZE;
  for (const right of [true, false]) {
    const side = outside.filter((label) => label.right === right).sort((a, b) => a.y - b.y);
    const ys = spread(
      side.map((label) => label.y),
      fontSize * LINE_HEIGHT,
      PIE_SIZE + fontSize,
    );
    side.forEach((label, at) => {
      const y = round(ys[at] as number);
      const sign = right ? 1 : -1;
      const edge = [
        centre + centre * Math.cos(label.slice.middle),
        centre + centre * Math.sin(label.slice.middle),
      ];
      const bendX = centre + (centre + BEND) * Math.cos(label.slice.middle);
      const x = round(centre + sign * (centre + TEXT_OUT));
      const leader = `M ${round(edge[0] as number)} ${round(edge[1] as number)} L ${round(bendX)} ${y} L ${round(x - sign * 4)} ${y}`;
      labels.push({
        index: label.slice.index,
        text: label.text,
        x,
        y,
        anchor: right ? 'start' : 'end',
        leader,
      });
      left = Math.max(left, TEXT_OUT + textWidth(label.text, fontSize));
      top = Math.min(top, y - fontSize);
      bottom = Math.max(bottom, y + fontSize);
    });
  }
  // Symmetric sideways, so the pie stays in the middle of its box.
  const margin = Math.ceil(left);
  const y0 = Math.floor(top);
  const width = PIE_SIZE + 2 * margin;
  const height = Math.ceil(bottom) - y0;
  return {
    labels: labels.sort((a, b) => a.index - b.index),
    viewBox: `${-margin} ${y0} ${width} ${height}`,
    width,
    height,
  };
}
