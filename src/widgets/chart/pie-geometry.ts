// Pure geometry of pie and doughnut slices in a square SVG viewBox.

/** One slice: its data index (for colour and label), its value, its SVG path, its label centre and angles. */
export interface Slice {
  index: number;
  value: number;
  path: string;
  labelX: number;
  labelY: number;
  /** Its angle, and the angle of its middle (radians, clockwise from the x axis). */
  span: number;
  middle: number;
}

/** Side of the square viewBox. */
export const PIE_SIZE = 300;
/** A doughnut's hole, as a share of the radius (the usual 50 % cut-out). */
export const DOUGHNUT_CUTOUT = 0.5;

const round = (value: number) => Math.round(value * 100) / 100;

function point(angle: number, radius: number): string {
  const centre = PIE_SIZE / 2;
  return `${round(centre + radius * Math.cos(angle))} ${round(centre + radius * Math.sin(angle))}`;
}

// A whole turn cannot be one SVG arc, so every slice is drawn as two halves.
function slicePath(start: number, end: number, outer: number, inner: number): string {
  const middle = (start + end) / 2;
  const arcs = (radius: number, via: number, to: number, sweep: 0 | 1) =>
    `A ${radius} ${radius} 0 0 ${sweep} ${point(via, radius)} A ${radius} ${radius} 0 0 ${sweep} ${point(to, radius)}`;
  const outside = `M ${point(start, outer)} ${arcs(outer, middle, end, 1)}`;
  if (inner === 0) return `${outside} L ${point(0, 0)} Z`;
  return `${outside} L ${point(end, inner)} ${arcs(inner, middle, start, 0)} Z`;
}

/** Slices of `values` clockwise from the top; empty, zero and negative values get no slice. */
export function pieSlices(values: readonly (number | null)[], doughnut: boolean): Slice[] {
  const total = values.reduce<number>((sum, value) => sum + (value && value > 0 ? value : 0), 0);
  if (total <= 0) return [];
  const outer = PIE_SIZE / 2;
  const inner = doughnut ? outer * DOUGHNUT_CUTOUT : 0;
  const slices: Slice[] = [];
  let start = -Math.PI / 2;
  values.forEach((value, index) => {
    if (!value || value <= 0) return;
    const end = start + (value / total) * 2 * Math.PI;
    const middle = (start + end) / 2;
    const labelRadius = (outer + inner) / 2;
    const [labelX, labelY] = point(middle, labelRadius).split(' ').map(Number) as [number, number];
    slices.push({
      index,
      value,
      path: slicePath(start, end, outer, inner),
      labelX,
      labelY,
      span: end - start,
      middle,
    });
    start = end;
  });
  return slices;
}
