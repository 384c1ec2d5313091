// The person stays sharp: with a mask whose person is known (a body standing in the middle of the model's
// 256x144 input), the composed frame keeps the camera's own pixels where the person is and blurs or replaces the
// rest. What the model finds in a real camera is not checked here: no picture of a person ships in a package.
import { expect } from '@open-wc/testing';
import { compose } from './background-compose';

const WIDTH = 640;
const HEIGHT = 360;
/** The person in the mask's pixels (256x144), and the same box in the frame's (x 2.5). */
const PERSON = { x: 96, y: 24, width: 64, height: 120 };
const SCALE = WIDTH / 256;
/** Kept clear of the cut's edge: the mask is scaled up and softened there. */
const MARGIN = 12;

function canvas(width: number, height: number): OffscreenCanvasRenderingContext2D {
  const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  return ctx;
}

/** A sharp picture: 4 px black and white squares all over. */
function checkerboard(): OffscreenCanvas {
  const ctx = canvas(WIDTH, HEIGHT);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = '#000';
  for (let y = 0; y < HEIGHT; y += 4)
    for (let x = (y / 4) % 2 === 0 ? 0 : 4; x < WIDTH; x += 8) ctx.fillRect(x, y, 4, 4);
  return ctx.canvas;
}

/** The model's output as the worker keeps it: the person's likelihood in the alpha channel. */
function personMask(): OffscreenCanvas {
  const ctx = canvas(256, 144);
  ctx.fillStyle = '#fff';
  ctx.fillRect(PERSON.x, PERSON.y, PERSON.width, PERSON.height);
  return ctx.canvas;
}

type Box = { x: number; y: number; width: number; height: number };
const inside: Box = {
  x: PERSON.x * SCALE + MARGIN,
  y: PERSON.y * SCALE + MARGIN,
  width: PERSON.width * SCALE - 2 * MARGIN,
  height: HEIGHT - PERSON.y * SCALE - 2 * MARGIN,
};
const background: Box = {
  x: MARGIN,
  y: MARGIN,
  width: PERSON.x * SCALE - 2 * MARGIN,
  height: HEIGHT - 2 * MARGIN,
};

const pixels = (source: OffscreenCanvas, { x, y, width, height }: Box): ImageData =>
  (source.getContext('2d') as OffscreenCanvasRenderingContext2D).getImageData(x, y, width, height);
const same = (a: ImageData, b: ImageData) => a.data.every((value, index) => value === b.data[index]);

/** Mean brightness step between horizontal neighbours: high for a sharp picture, low for a blurred one. */
function sharpness(image: ImageData): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = 1; x < image.width; x++) {
      const at = (y * image.width + x) * 4;
      sum += Math.abs((image.data[at] ?? 0) - (image.data[at - 4] ?? 0));
      count += 1;
    }
  return sum / count;
}

function composed(effect: 'blur' | 'sea'): { frame: OffscreenCanvas; out: OffscreenCanvas } {
  const frame = checkerboard();
  const out = canvas(WIDTH, HEIGHT);
  compose(out, canvas(WIDTH, HEIGHT), frame, personMask(), effect);
  return { frame, out: out.canvas };
}

describe('background compose', () => {
  it('keeps the camera’s own pixels where the person is and blurs the rest', () => {
    const { frame, out } = composed('blur');
    expect(same(pixels(out, inside), pixels(frame, inside))).to.equal(
      true,
      'the person is the camera’s picture, pixel for pixel',
    );
    const sharp = sharpness(pixels(frame, background));
    const blurred = sharpness(pixels(out, background));
    expect(blurred).to.be.below(sharp / 4, 'the background is at least four times less sharp');
  });

  it('keeps the person and puts the scene behind them', () => {
    const { frame, out } = composed('sea');
    expect(same(pixels(out, inside), pixels(frame, inside))).to.equal(
      true,
      'the person is the camera’s picture',
    );
    const behind = pixels(out, background);
    const mean = (channel: number) =>
      behind.data.filter((_, index) => index % 4 === channel).reduce((sum, value) => sum + value, 0) /
      (behind.width * behind.height);
    expect(mean(2)).to.be.above(mean(0) + 60, 'the sea scene is blue where the room was');
    expect(sharpness(behind)).to.be.below(1, 'a smooth gradient, none of the room');
  });
});
