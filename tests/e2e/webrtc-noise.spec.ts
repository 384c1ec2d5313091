// Noise suppression, heard: a microphone that picks up a steady hiss between words (a sound file in place of
// Chromium's fake beep) comes out quieter between the words with the menu's noise suppression on than off. The
// page runs without Chromium's streams of frames (MediaStreamTrackProcessor), as Firefox and Safari do: the
// suppression is the browser's own, asked of getUserMedia, and needs none.
import { writeFileSync } from 'node:fs';
import { chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { expectAccessible, giveDemoPins, hideFrameStreams } from './support';

const RATE = 48_000;

/** Six seconds of white noise with a 440 Hz "word" of 0.4 s each second, as a 16-bit mono WAV file. */
function noisySpeech(path: string): void {
  const samples = RATE * 6;
  const data = Buffer.alloc(samples * 2);
  let seed = 1;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (seed / 0x7fffffff) * 2 - 1;
  };
  for (let i = 0; i < samples; i++) {
    const time = i / RATE;
    const word = time % 1 < 0.4 ? 0.5 * Math.sin(2 * Math.PI * 440 * time) : 0;
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, word + 0.05 * noise())) * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
}

/** The level between words (the quietest tenth of 3 s of readings) of the microphone in the preview's stream. */
function levelBetweenWords(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const find = (root: Document | ShadowRoot): HTMLVideoElement | null => {
      for (const element of root.querySelectorAll('*')) {
        if (
          element instanceof HTMLVideoElement &&
          (element.srcObject as MediaStream | null)?.getAudioTracks().length
        )
          return element;
        const inner = element.shadowRoot ? find(element.shadowRoot) : null;
        if (inner) return inner;
      }
      return null;
    };
    // The preview gets the microphone a moment after the page shows.
    const since = performance.now();
    let video = find(document);
    while (!video && performance.now() - since < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      video = find(document);
    }
    if (!video) throw new Error('no preview with a microphone');
    const stream = video.srcObject as MediaStream;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(new MediaStream(stream.getAudioTracks())).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const levels: number[] = [];
    const start = performance.now();
    while (performance.now() - start < 3000) {
      analyser.getFloatTimeDomainData(samples);
      levels.push(Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await context.close();
    return levels.sort((a, b) => a - b)[Math.floor(levels.length / 10)] ?? 0;
  });
}

test('noise suppression from the microphone menu makes the hiss between words quieter; off lets it through', async ({
  baseURL,
}, testInfo) => {
  const sound = testInfo.outputPath('noisy-speech.wav');
  noisySpeech(sound);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${sound}`],
  });
  try {
    const page = await browser.newPage({ locale: 'en-US', baseURL });
    await hideFrameStreams(page);
    await giveDemoPins(page);
    await page.goto('meeting/webrtc?umi=100000001');
    await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(await page.evaluate(() => 'MediaStreamTrackProcessor' in globalThis)).toBe(false);
    const suppressed = await levelBetweenWords(page);

    const settings = page.getByRole('button', { name: 'Microphone and speaker settings' });
    await settings.click();
    const item = page.getByRole('menuitemcheckbox', { name: 'Noise suppression' });
    await expect(item).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);
    await item.click();
    await expect(settings).toBeFocused();
    await expect.poll(() => levelBetweenWords(page)).toBeGreaterThan(suppressed * 3);
    await settings.click();
    await expect(item).toHaveAttribute('aria-checked', 'false');
  } finally {
    await browser.close();
  }
});
