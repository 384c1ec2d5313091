// One frame of a background effect: the background (the frame blurred, or a scene) with the person, cut out of the
// frame by the segmentation mask, over it. Apart from the worker so that it can be checked with a mask whose
// person is known.
import type { BackgroundEffect, BackgroundScene } from './background-protocol';

export type Canvas2D = OffscreenCanvasRenderingContext2D;

const BLUR_PX = 14;
/** The mask is scaled up from the model's 256x144 and softened by this much, so the cut has no stairs. */
const MASK_SOFTEN_PX = 2;

// Three calm scenes as gradients: no picture file to fetch or ship.
const SCENE_STOPS: Record<BackgroundScene, string[]> = {
  dusk: ['#2b1055', '#7597de', '#f7b267'],
  sea: ['#0b3d62', '#2f80a8', '#b9e3f0'],
  forest: ['#0f2f1f', '#2e6b3f', '#a7c98a'],
};

function drawScene(ctx: Canvas2D, scene: BackgroundScene, width: number, height: number): void {
  const gradient = ctx.createLinearGradient(0, height, 0, 0);
  const stops = SCENE_STOPS[scene];
  for (const [index, colour] of stops.entries()) gradient.addColorStop(index / (stops.length - 1), colour);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}

/**
 * Draws `frame` with `effect` into `out` (both of the frame's size; `person` is a scratch canvas of that size):
 * where `mask`'s alpha says "person", the frame's own pixels; elsewhere the background.
 */
export function compose(
  out: Canvas2D,
  person: Canvas2D,
  frame: CanvasImageSource,
  mask: CanvasImageSource,
  effect: Exclude<BackgroundEffect, 'none'>,
): void {
  const { width, height } = out.canvas;
  out.globalCompositeOperation = 'copy';
  if (effect === 'blur') {
    out.drawImage(frame, 0, 0);
    out.globalCompositeOperation = 'source-over';
    out.filter = `blur(${BLUR_PX}px)`;
    out.drawImage(frame, 0, 0);
    out.filter = 'none';
  } else drawScene(out, effect, width, height);
  person.globalCompositeOperation = 'copy';
  person.filter = `blur(${MASK_SOFTEN_PX}px)`;
  person.drawImage(mask, 0, 0, width, height);
  person.filter = 'none';
  person.globalCompositeOperation = 'source-in';
  person.drawImage(frame, 0, 0);
  out.globalCompositeOperation = 'source-over';
  out.drawImage(person.canvas, 0, 0);
}
