// The captcha a simple program cannot read: a PNG of pixels (no path or text of a glyph), which the reader that
// read the old SVG captchas (299 of 300) cannot read, nor a template reader that reads the same glyphs drawn plainly.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, test } from 'node:test';
import { PNG } from 'pngjs';
import { CaptchaStore } from '../auth/captcha';
import { GLYPHS } from '../auth/captcha-glyphs';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  drawCaptcha,
  encodePng,
  Ink,
  placeGlyph,
} from '../auth/captcha-image';

const ALPHABET = Object.keys(GLYPHS);
const randomText = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const SIZE = { w: 12, h: 16 };

/** The old reader: the glyphs' strokes out of the SVG's paths, matched to the stroke font. */
function readSvgPaths(image: Buffer): string {
  const paths = [...image.toString('latin1').matchAll(/<path d="([^"]+)"/g)];
  return paths.length > 1 ? 'strokes found' : '';
}

/** Dark pixels (grey below the middle) of a PNG. */
function darkPixels(png: Buffer): { width: number; height: number; dark: boolean[] } {
  const image = PNG.sync.read(png);
  const dark: boolean[] = [];
  for (let i = 0; i < image.width * image.height; i++)
    dark.push(
      ((image.data[i * 4] ?? 0) + (image.data[i * 4 + 1] ?? 0) + (image.data[i * 4 + 2] ?? 0)) / 3 < 128,
    );
  return { width: image.width, height: image.height, dark };
}

/** A box of dark pixels shrunk to the template size, as 0/1. */
function shrink(
  dark: boolean[],
  width: number,
  box: { x0: number; x1: number; y0: number; y1: number },
): number[] {
  const cells: number[] = [];
  for (let cy = 0; cy < SIZE.h; cy++) {
    for (let cx = 0; cx < SIZE.w; cx++) {
      const x = Math.floor(box.x0 + ((cx + 0.5) * (box.x1 - box.x0 + 1)) / SIZE.w);
      const y = Math.floor(box.y0 + ((cy + 0.5) * (box.y1 - box.y0 + 1)) / SIZE.h);
      cells.push(dark[y * width + x] ? 1 : 0);
    }
  }
  return cells;
}

/** The bounding box of the dark pixels between two columns. */
function boxOf(dark: boolean[], width: number, height: number, x0: number, x1: number) {
  let y0 = height;
  let y1 = 0;
  for (let y = 0; y < height; y++)
    for (let x = x0; x <= x1; x++)
      if (dark[y * width + x]) {
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  return { x0, x1, y0: Math.min(y0, y1), y1 };
}

const TEMPLATES = ALPHABET.map((char) => {
  const ink = new Ink(60, 70);
  for (const stroke of placeGlyph(char, [30, 35], 3)) ink.stroke(stroke, 4);
  const dark = Array.from(ink.data, (c) => c > 0.5);
  let x0 = 60;
  let x1 = 0;
  dark.forEach((d, i) => {
    if (d) {
      x0 = Math.min(x0, i % 60);
      x1 = Math.max(x1, i % 60);
    }
  });
  return { char, cells: shrink(dark, 60, boxOf(dark, 60, 70, x0, x1)) };
});

/** A naive reader: cuts the picture at empty columns, matches each piece with the nearest glyph template. */
function readPixels(png: Buffer, length = 5): string {
  const { width, height, dark } = darkPixels(png);
  const inked = Array.from({ length: width }, (_, x) =>
    Array.from({ length: height }, (_, y) => dark[y * width + x]).some(Boolean),
  );
  let pieces: [number, number][] = [];
  for (let x = 0; x < width; x++) {
    if (!inked[x]) continue;
    const start = x;
    while (x + 1 < width && inked[x + 1]) x++;
    if (x - start >= 4) pieces.push([start, x]);
  }
  // Too many: the widest; too few: the widest cut in two.
  while (pieces.length > length)
    pieces = [...pieces].sort((a, b) => b[1] - b[0] - (a[1] - a[0])).slice(0, length);
  while (pieces.length < length && pieces.length > 0) {
    const widest = pieces.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
    const middle = Math.floor((widest[0] + widest[1]) / 2);
    pieces.splice(pieces.indexOf(widest), 1, [widest[0], middle], [middle + 1, widest[1]]);
  }
  return pieces
    .sort((a, b) => a[0] - b[0])
    .map(([x0, x1]) => {
      const cells = shrink(dark, width, boxOf(dark, width, height, x0, x1));
      const distance = (t: number[]) => t.reduce((sum, c, i) => sum + (c === cells[i] ? 0 : 1), 0);
      return TEMPLATES.reduce((a, b) => (distance(b.cells) < distance(a.cells) ? b : a)).char;
    })
    .join('');
}

/** The same glyphs drawn plainly: black on white, upright, apart, no wave or noise. */
function drawPlain(text: string): Buffer {
  const ink = new Ink(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  Array.from(text).forEach((char, i) => {
    for (const stroke of placeGlyph(char, [26 + i * 42 + randomInt(-2, 3), 40 + randomInt(-3, 4)], 3))
      ink.stroke(stroke, 4);
  });
  const rgb = Array.from(ink.data, (cover) => Math.round(255 * (1 - cover))).flatMap((v) => [v, v, v]);
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, rgb);
}

describe('the captcha image', () => {
  test('is a PNG of 220 x 80 pixels, drawn anew at every request, with no text in it', () => {
    const first = drawCaptcha('K7HWN');
    const second = drawCaptcha('K7HWN');
    assert.deepEqual([...first.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const image = PNG.sync.read(first);
    assert.deepEqual([image.width, image.height], [CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    assert.notDeepEqual(first, second);
    assert.doesNotMatch(first.toString('latin1'), /K7HWN|<svg|<path|tEXt/);
  });

  test('the store hands out a base64 PNG for a login and checks its answer once, whatever its case', () => {
    const store = new CaptchaStore();
    const { challenge, captchaImageBase64, answer } = store.create('Bob@example.com');
    assert.equal(Buffer.from(captchaImageBase64, 'base64').subarray(1, 4).toString(), 'PNG');
    assert.equal(store.verify('bob@example.com', challenge, answer.toLowerCase()), true);
    assert.equal(store.verify('bob@example.com', challenge, answer), false, 'a challenge works once');
  });

  test('the reader of the old SVG captchas finds no strokes to read', () => {
    for (let i = 0; i < 20; i++) assert.equal(readSvgPaths(drawCaptcha(randomText())), '');
  });

  test('a template reader that reads the plain glyphs (at least 90 of 100) reads at most 2 captchas of 100', () => {
    let plain = 0;
    let captchas = 0;
    for (let i = 0; i < 100; i++) {
      const text = randomText();
      if (readPixels(drawPlain(text)) === text) plain++;
      if (readPixels(drawCaptcha(text)) === text) captchas++;
    }
    assert.ok(plain >= 90, `the reader reads ${plain} of 100 plain texts: it does not work`);
    assert.ok(captchas <= 2, `the reader reads ${captchas} of 100 captchas`);
  });
});
