// Captchas the server draws itself (a PNG, see captcha-image.ts); answers kept in memory.
import { randomInt, randomUUID } from 'node:crypto';
import { GLYPHS } from './captcha-glyphs';
import { drawCaptcha } from './captcha-image';

const ALPHABET = Object.keys(GLYPHS);
const LENGTH = 5;
const TTL_MS = 5 * 60_000;

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

  /** A new challenge for a login: its id, its image (base64 PNG) and, for tests, its answer. */
  create(login: string): { challenge: string; captchaImageBase64: string; answer: string } {
    this.sweep();
    const answer =
      testAnswer() ?? Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const challenge = randomUUID();
    this.pending.set(challenge, { login: login.toLowerCase(), answer, expiresAt: Date.now() + TTL_MS });
    const captchaImageBase64 = drawCaptcha(answer).toString('base64');
    return { challenge, captchaImageBase64, answer };
  }

  /** True when the value answers the challenge given for this login; a challenge works once. */
  verify(login: string, challenge: string, value: string): boolean {
    const pending = this.pending.get(challenge);
    this.pending.delete(challenge);
    if (!pending || pending.expiresAt < Date.now()) return false;
    return pending.login === login.toLowerCase() && pending.answer === value.trim().toUpperCase();
  }

  /** The answer of a challenge still pending for this login (to e-mail it), else undefined. */
  answerFor(login: string, challenge: string): string | undefined {
    const pending = this.pending.get(challenge);
    if (!pending || pending.expiresAt < Date.now() || pending.login !== login.toLowerCase()) return undefined;
    return pending.answer;
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
