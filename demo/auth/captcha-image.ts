// The captcha's picture, drawn pixel by pixel and sent as a PNG: stroke glyphs of varying colour, size, slant
// and weight, crowded until they touch, bent by a wave, crossed by curves as thick as the strokes and sprinkled
// with specks. No path or text of a glyph leaves the server: a program must read pixels, as a person does.
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPHS } from './captcha-glyphs';

/** The picture's size in pixels. */
export const CAPTCHA_WIDTH = 220;
export const CAPTCHA_HEIGHT = 80;

type Point = [number, number];

/** A random number in [min, max). */
export function between(min: number, max: number): number {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

/** A grey picture of coverage (0 paper, 1 ink) on which anti-aliased strokes are drawn. */
export class Ink {
  readonly data: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height);
  }

  /** Draws a polyline `weight` pixels wide, with round joins and ends. */
  stroke(points: Point[], weight: number): void {
    const half = weight / 2;
    for (let i = 0; i < points.length - 1; i++) {
      const [ax, ay] = points[i] as Point;
      const [bx, by] = points[i + 1] as Point;
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
      const x1 = Math.min(this.width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
      const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
      const y1 = Math.min(this.height - 1, Math.ceil(Math.max(ay, by) + half + 1));
      const dx = bx - ax;
      const dy = by - ay;
      const length2 = dx * dx + dy * dy || 1;
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
          const distance = Math.hypot(x - ax - t * dx, y - ay - t * dy);
          const cover = Math.max(0, Math.min(1, half + 0.5 - distance));
          const at = y * this.width + x;
          this.data[at] = Math.max(this.data[at] ?? 0, cover);
        }
      }
    }
  }

  /** The coverage at a point between pixels (bilinear), 0 outside. */
  sample(x: number, y: number): number {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const top = this.at(x0, y0) * (1 - fx) + this.at(x0 + 1, y0) * fx;
    const bottom = this.at(x0, y0 + 1) * (1 - fx) + this.at(x0 + 1, y0 + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  }

  /** The coverage of a pixel, 0 outside. */
  at(x: number, y: number): number {
    return x < 0 || y < 0 || x >= this.width || y >= this.height ? 0 : (this.data[y * this.width + x] ?? 0);
  }
}

/** The strokes of a glyph placed at `origin`, `scale` pixels per grid unit, turned and slanted. */
export function placeGlyph(char: string, origin: Point, scale: number, angle = 0, skew = 0): Point[][] {
  return (GLYPHS[char] ?? []).map((stroke) =>
    stroke.map(([x, y]) => {
      const sx = x - 5 + skew * (y - 7);
      const sy = y - 7;
      return [
        origin[0] + (sx * Math.cos(angle) - sy * Math.sin(angle)) * scale,
        origin[1] + (sx * Math.sin(angle) + sy * Math.cos(angle)) * scale,
      ];
    }),
  );
}

/** A smooth random curve across the picture, as a polyline. */
function curve(): Point[] {
  const [a, b, c, d] = Array.from({ length: 4 }, (): Point => [between(-10, 230), between(5, 75)]) as [
    Point,
    Point,
    Point,
    Point,
  ];
  return Array.from({ length: 25 }, (_, i): Point => {
    const t = i / 24;
    const u = 1 - t;
    return [
      u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
      u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
    ];
  });
}

/** Encodes RGB pixels (three bytes each, row by row) as a PNG. */
export function encodePng(width: number, height: number, rgb: ArrayLike<number>): Buffer {
  const png = new PNG({ width, height, colorType: 2 });
  for (let i = 0; i < width * height; i++) {
    png.data[i * 4] = rgb[i * 3] ?? 0;
    png.data[i * 4 + 1] = rgb[i * 3 + 1] ?? 0;
    png.data[i * 4 + 2] = rgb[i * 3 + 2] ?? 0;
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png, { colorType: 2, filterType: 0 });
}

type Colour = [number, number, number];

/** The PNG of a captcha's text, different at every call. */
export function drawCaptcha(text: string): Buffer {
  const glyphs = new Ink(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const chars = Array.from(text);
  const pitch = Math.min(38, 190 / chars.length);
  chars.forEach((char, i) => {
    const scale = between(2.6, 3);
    const origin: Point = [28 + i * pitch + between(-3, 3), 40 + between(-4, 4)];
    for (const stroke of placeGlyph(char, origin, scale, between(-0.3, 0.3), between(-0.3, 0.3)))
      glyphs.stroke(stroke, between(3.2, 4.4));
  });
  glyphs.stroke(curve(), between(2.4, 3));
  for (let i = 0; i < 2; i++) glyphs.stroke(curve(), between(1, 1.6));
  // The wave: every pixel reads the glyphs a few pixels away, the distance changing smoothly across the picture.
  const wave = {
    ax: between(2.5, 4),
    ay: between(3, 5),
    fx: between(0.05, 0.09),
    fy: between(0.06, 0.1),
    px: between(0, 6.3),
    py: between(0, 6.3),
  };
  const ink: Colour = [between(10, 70), between(10, 60), between(40, 110)].map(Math.round) as Colour;
  const paper: Colour = [between(225, 250), between(225, 250), between(215, 245)].map(Math.round) as Colour;
  const specks = new Set(Array.from({ length: 260 }, () => randomInt(CAPTCHA_WIDTH * CAPTCHA_HEIGHT)));
  const rgb = new Uint8ClampedArray(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const at = y * CAPTCHA_WIDTH + x;
      let cover = glyphs.sample(
        x + wave.ax * Math.sin(y * wave.fy + wave.px),
        y + wave.ay * Math.sin(x * wave.fx + wave.py),
      );
      // Grain and specks need no secret randomness: Math.random is fast enough for every pixel.
      if (specks.has(at)) cover = Math.max(cover, 0.5 + Math.random() / 2);
      const grain = (Math.random() - 0.5) * 36;
      for (let k = 0; k < 3; k++)
        rgb[at * 3 + k] = Math.round((ink[k] ?? 0) * cover + (paper[k] ?? 255) * (1 - cover) + grain);
    }
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, rgb);
}
