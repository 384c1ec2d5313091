// Frames between the page and the background worker over a message port, each one transferred (closed on the
// sending side), for browsers without Chromium's streams of frames. A stream handed to a worker would copy its
// chunks instead and leave the page's own frames open until garbage collection; a VideoFrame read from a camera
// holds one of the camera's few buffers, so after three or four of them the camera stops delivering.

/** What the worker asks of the page: the next camera frame. */
const NEXT = 'next';

/**
 * The page's side: answers each of the worker's asks with `next()`'s frame and hands each processed frame to
 * `show`, which must close it.
 */
export function serveFrames(
  port: MessagePort,
  next: () => Promise<VideoFrame>,
  show: (frame: VideoFrame) => void,
): void {
  port.onmessage = async ({ data }: MessageEvent<VideoFrame | typeof NEXT>) => {
    if (data !== NEXT) return show(data);
    const frame = await next();
    port.postMessage(frame, [frame]);
  };
}

/** The worker's side: the camera's frames, read one at a time as asked, and the sink of the processed ones. */
export function portStreams(port: MessagePort): {
  frames: ReadableStream<VideoFrame>;
  output: WritableStream<VideoFrame>;
} {
  const asked: ((frame: VideoFrame) => void)[] = [];
  port.onmessage = ({ data }: MessageEvent<VideoFrame>) => asked.shift()?.(data);
  const frames = new ReadableStream<VideoFrame>(
    {
      async pull(controller) {
        const frame = new Promise<VideoFrame>((resolve) => asked.push(resolve));
        port.postMessage(NEXT);
        controller.enqueue(await frame);
      },
    },
    // Asked only when the worker reads: a frame fetched ahead would be stale by the time it is processed.
    { highWaterMark: 0 },
  );
  const output = new WritableStream<VideoFrame>({
    write(frame) {
      port.postMessage(frame, [frame]);
    },
  });
  return { frames, output };
}
