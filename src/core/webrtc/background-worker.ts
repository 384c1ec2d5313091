// Blurs or replaces the background of the camera's frames off the main thread: a small selfie segmentation model
// (shipped by @twilio/video-processors with its TensorFlow Lite runtime) finds the person in a 256x144 copy of the
// frame, at most MASK_HZ times a second; each frame is then drawn as the background (blurred frame or scene) with
// the person, cut out by that mask, over it. One worker serves a camera track for its whole life: the model loads
// once, and another effect (or none, when frames pass unchanged) is a message, not a new worker.
import createTFLite, { type TFLiteModule } from '@twilio/video-processors/dist/build/tflite-simd-1-0-0.js';
import { type Canvas2D, compose } from './background-compose';
import type {
  BackgroundChange,
  BackgroundEffect,
  BackgroundNews,
  BackgroundStart,
} from './background-protocol';
import { portStreams } from './frame-port';

// The project compiles against the DOM library, not the WebWorker one: name the little we use.
interface WorkerScope {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<BackgroundStart | BackgroundChange>) => void,
  ): void;
  postMessage(message: BackgroundNews): void;
}
const scope = self as unknown as WorkerScope;

/** How often the person is looked for: frames between reuse the last mask (the model costs ~40 ms a run). */
const MASK_HZ = 15;
/** When a frame takes longer than this on average over SLOW_WINDOW frames, frames drop: the guest is told. */
const SLOW_FRAME_MS = 1000 / 12;
const SLOW_WINDOW = 45;

function context(canvas: OffscreenCanvas): Canvas2D {
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D canvas in this worker.');
  return ctx;
}

async function loadModel(assets: BackgroundStart['assets']): Promise<TFLiteModule> {
  const [wasm, model] = await Promise.all(
    [assets.wasm, assets.model].map(async (url) => (await fetch(url)).arrayBuffer()),
  );
  const tflite = await createTFLite({ wasmBinary: wasm as ArrayBuffer });
  tflite.HEAPU8.set(new Uint8Array(model as ArrayBuffer), tflite._getModelBufferMemoryOffset());
  if (tflite._loadModel((model as ArrayBuffer).byteLength) !== 0) throw new Error('The model did not load.');
  return tflite;
}

/** Writes the person's likelihood of each pixel of `small` into its alpha channel, ready to cut the person out. */
function segment(tflite: TFLiteModule, small: Canvas2D, mask: Canvas2D): void {
  const width = tflite._getInputWidth();
  const height = tflite._getInputHeight();
  const image = small.getImageData(0, 0, width, height);
  const pixels = image.data;
  const input = tflite._getInputMemoryOffset() / 4;
  for (let i = 0; i < width * height; i++) {
    tflite.HEAPF32[input + i * 3] = (pixels[i * 4] ?? 0) / 255;
    tflite.HEAPF32[input + i * 3 + 1] = (pixels[i * 4 + 1] ?? 0) / 255;
    tflite.HEAPF32[input + i * 3 + 2] = (pixels[i * 4 + 2] ?? 0) / 255;
  }
  tflite._runInference();
  const output = tflite._getOutputMemoryOffset() / 4;
  for (let i = 0; i < width * height; i++)
    pixels[i * 4 + 3] = Math.round((tflite.HEAPF32[output + i] ?? 0) * 255);
  mask.putImageData(image, 0, 0);
}

/** The effect applied to each frame now: the page sends another when the guest chooses one. */
let effect: BackgroundEffect = 'none';
/** Frame costs of the current effect, and whether the guest was told they are too slow (once per effect). */
let costs: number[] = [];
let toldSlow = false;

/** The model and its mask, at the model's input size: `update` finds the person in a frame. */
async function loadSegmenter(assets: BackgroundStart['assets']) {
  const tflite = await loadModel(assets);
  const width = tflite._getInputWidth();
  const height = tflite._getInputHeight();
  const small = context(new OffscreenCanvas(width, height));
  const mask = context(new OffscreenCanvas(width, height));
  return {
    mask: mask.canvas,
    update(frame: VideoFrame) {
      small.drawImage(frame, 0, 0, width, height);
      segment(tflite, small, mask);
    },
  };
}

async function run({ route, assets }: BackgroundStart): Promise<void> {
  // The model loads while frames already pass unchanged under "none"; an effect's first frame waits for it.
  const segmenter = loadSegmenter(assets);
  segmenter.then(() => scope.postMessage({ kind: 'ready' }), fail);
  const out = context(new OffscreenCanvas(1, 1));
  const person = context(new OffscreenCanvas(1, 1));
  let maskedAt = Number.NEGATIVE_INFINITY;
  const transform = new TransformStream<VideoFrame, VideoFrame>({
    async transform(frame, controller) {
      if (effect === 'none') return controller.enqueue(frame);
      let model: Awaited<typeof segmenter>;
      try {
        model = await segmenter;
      } catch (error) {
        frame.close();
        throw error;
      }
      // Chosen while the model loaded (the await may have let a message change it).
      if ((effect as BackgroundEffect) === 'none') return controller.enqueue(frame);
      const now = performance.now();
      const w = frame.displayWidth;
      const h = frame.displayHeight;
      for (const ctx of [out, person]) {
        if (ctx.canvas.width !== w || ctx.canvas.height !== h)
          Object.assign(ctx.canvas, { width: w, height: h });
      }
      if (now - maskedAt >= 1000 / MASK_HZ) {
        maskedAt = now;
        model.update(frame);
      }
      compose(out, person, frame, model.mask, effect);
      controller.enqueue(new VideoFrame(out.canvas, { timestamp: frame.timestamp }));
      frame.close();
      costs.push(performance.now() - now);
      if (costs.length > SLOW_WINDOW) costs.shift();
      const average = costs.reduce((sum, cost) => sum + cost, 0) / costs.length;
      if (!toldSlow && costs.length === SLOW_WINDOW && average > SLOW_FRAME_MS) {
        toldSlow = true;
        scope.postMessage({ kind: 'slow' });
      }
    },
  });
  const { frames, output } = 'port' in route ? portStreams(route.port) : route;
  await frames.pipeThrough(transform).pipeTo(output);
}

function fail(error: unknown): void {
  scope.postMessage({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
}

// The first message starts the frames' way through; each later one only changes the effect.
scope.addEventListener('message', ({ data }) => {
  effect = data.effect;
  costs = [];
  toldSlow = false;
  if ('route' in data) run(data).catch(fail);
});
