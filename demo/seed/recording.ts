// The one real video of the demo: every seeded video attachment is this short WebM, with its true size and checksum.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the demo recording lies: 2.958 s of VP8 at 320x180, made once with headless Chromium's MediaRecorder,
 * its Duration then written into the Info element (MediaRecorder leaves it out, so players could not seek).
 */
export const DEMO_RECORDING_PATH = join(import.meta.dirname, 'assets', 'demo-recording.webm');

/** The demo recording's bytes, read once. */
export const DEMO_RECORDING_BYTES = readFileSync(DEMO_RECORDING_PATH);
const bytes = DEMO_RECORDING_BYTES;

/** The demo recording's size in bytes and SHA-256 (hex), as the seed stores them. */
export const DEMO_RECORDING = {
  size: bytes.length,
  checksum: createHash('sha256').update(bytes).digest('hex'),
} as const;
