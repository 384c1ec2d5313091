// Captchas the server draws itself: distorted stroke glyphs and noise as an SVG, answers kept in memory.
import { randomInt, randomUUID } from 'node:crypto';
import { GLYPHS } from './captcha-glyphs';

const ALPHABET = Object.keys(GLYPHS);
const LENGTH = 5;
const TTL_MS = 5 * 60_000;
const WIDTH = 220;
const HEIGHT = 80;

/** A random number in [min, max). */
function between(min: number, max: number): number {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

function glyphPath(char: string, index: number): string {
  const angle = between(-0.35, 0.35);
  const scale = between(2.6, 3.3);
  const skew = between(-0.3, 0.3);
  const originX = 18 + index * 38 + between(-3, 3);
  const originY = 14 + between(-6, 6);
  const place = ([x, y]: [number, number]) => {
    const jx = x + between(-0.5, 0.5) + skew * (y - 7);
    const jy = y + between(-0.5, 0.5);
    const rx = (jx - 5) * Math.cos(angle) - (jy - 7) * Math.sin(angle) + 5;
    const ry = (jx - 5) * Math.sin(angle) + (jy - 7) * Math.cos(angle) + 7;
    return `${(originX + rx * scale).toFixed(1)} ${(originY + ry * scale).toFixed(1)}`;
  };
  return (GLYPHS[char] ?? []).map((stroke) => `M${stroke.map(place).join(' L')}`).join(' ');
}

function noise(): string {
  const point = () => `${between(0, WIDTH).toFixed(1)} ${between(0, HEIGHT).toFixed(1)}`;
  return Array.from({ length: 5 }, () => `M${point()} C${point()} ${point()} ${point()}`).join(' ');
}

/** The SVG of a text, every glyph distorted differently, with crossing noise curves. */
export function drawCaptcha(text: string): string {
  const glyphs = Array.from(text, (char, i) => glyphPath(char, i)).join(' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f4f4"/>`,
    `<path d="${noise()}" fill="none" stroke="#8a8a8a" stroke-width="2"/>`,
    `<path d="${glyphs}" fill="none" stroke="#1f2a33" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}

/** End-to-end tests only: MEET_CAPTCHA_TEST_ANSWER fixes every answer (letters and digits of the glyph set). */
function testAnswer(): string | undefined {
  const fixed = process.env.MEET_CAPTCHA_TEST_ANSWER?.toUpperCase();
  return fixed && /^[A-Z0-9]{1,8}$/.test(fixed) && [...fixed].every((c) => c in GLYPHS) ? fixed : undefined;
}

interface Pending {
  login: string;
  answer: string;
  expiresAt: number;
}

/** Challenges handed out and not yet answered, by challenge id. */
export class CaptchaStore {
  private readonly pending = new Map<string, Pending>();

  /** A new challenge for a login: its id, its image (base64 SVG) and, for tests, its answer. */
  create(login: string): { challenge: string; captchaImageBase64: string; answer: string } {
    this.sweep();
    const answer =
      testAnswer() ?? Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const challenge = randomUUID();
    this.pending.set(challenge, { login: login.toLowerCase(), answer, expiresAt: Date.now() + TTL_MS });
    const captchaImageBase64 = Buffer.from(drawCaptcha(answer)).toString('base64');
    return { challenge, captchaImageBase64, answer };
  }

  /** True when the value answers the challenge given for this login; a challenge works once. */
  verify(login: string, challenge: string, value: string): boolean {
    const pending = this.pending.get(challenge);
    this.pending.delete(challenge);
    if (!pending || pending.expiresAt < Date.now()) return false;
    return pending.login === login.toLowerCase() && pending.answer === value.trim().toUpperCase();
  }

  /** The answer of a pending challenge (tests read it, as a human reads the image). */
  answerOf(challenge: string): string | undefined {
    return this.pending.get(challenge)?.answer;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, pending] of this.pending) if (pending.expiresAt < now) this.pending.delete(id);
    // Bounded memory even under a flood of requests.
    while (this.pending.size > 10_000) this.pending.delete(this.pending.keys().next().value as string);
  }
}
