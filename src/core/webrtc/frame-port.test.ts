// Frames cross the port transferred, never copied: a frame the page hands over is closed on its side at once (a
// camera's frame left open holds one of the camera's few buffers, and the camera stalls after three or four); the
// same for each processed frame on its way back.
import { expect, waitUntil } from '@open-wc/testing';
import { portStreams, serveFrames } from './frame-port';

function frame(width: number): VideoFrame {
  const canvas = new OffscreenCanvas(width, 2);
  canvas.getContext('2d')?.fillRect(0, 0, width, 2);
  return new VideoFrame(canvas, { timestamp: 0 });
}

describe('frame port', () => {
  it('hands the camera frame the worker reads and closes it on the page side', async () => {
    const { port1: page, port2: worker } = new MessageChannel();
    const served: VideoFrame[] = [];
    serveFrames(
      page,
      async () => {
        const camera = frame(8);
        served.push(camera);
        return camera;
      },
      (shown) => shown.close(),
    );
    const { frames } = portStreams(worker);
    const { value } = await frames.getReader().read();
    expect(value?.displayWidth).to.equal(8);
    expect(served).to.have.length(1);
    // Transferred: the page's frame is closed (no size left), the worker's is whole.
    expect(served[0]?.displayWidth).to.equal(0);
    value?.close();
    page.close();
  });

  it('hands each processed frame to the page and closes it on the worker side', async () => {
    const { port1: page, port2: worker } = new MessageChannel();
    const shown: number[] = [];
    serveFrames(
      page,
      async () => frame(8),
      (received) => {
        shown.push(received.displayWidth);
        received.close();
      },
    );
    const { output } = portStreams(worker);
    const processed = frame(6);
    await output.getWriter().write(processed);
    await waitUntil(() => shown.length === 1, 'the page shows the processed frame');
    expect(shown).to.deep.equal([6]);
    expect(processed.displayWidth).to.equal(0);
    page.close();
  });
});
