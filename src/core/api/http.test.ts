import { expect } from '@open-wc/testing';
import { HTTP_RETRY_COUNT } from '../constants';
import { HttpStatusError, HttpTimeoutError, http } from './http';

/** A fetch that records each request and answers what `answer` gives for it. */
function recording(answer: (request: Request) => Promise<Response>) {
  const seen: Request[] = [];
  const fetch = (request: Request) => {
    seen.push(request);
    return answer(request);
  };
  return { seen, fetch };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('succeeded'),
    (error: unknown) => error,
  );
}

describe('HTTP transport', () => {
  it('sends a GET again after a lost connection, 1 + HTTP_RETRY_COUNT times in all', async () => {
    const { seen, fetch } = recording(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await thrown(http('/x', { method: 'get', timeoutMs: 1000, fetch }));
    expect(error).to.be.instanceOf(TypeError);
    expect(seen.length).to.equal(1 + HTTP_RETRY_COUNT);
  });

  it('answers the first success after a 5xx', async () => {
    const { seen, fetch } = recording(async () =>
      seen.length === 1 ? new Response('', { status: 502 }) : new Response('ok'),
    );
    const response = await http('/x', { method: 'get', timeoutMs: 1000, fetch });
    expect(await response.text()).to.equal('ok');
    expect(seen.length).to.equal(2);
  });

  it('never sends a PATCH or a POST twice, and sends PATCH in upper case', async () => {
    for (const method of ['patch', 'post']) {
      const { seen, fetch } = recording(async () => new Response('', { status: 503 }));
      const error = await thrown(http('/x', { method, timeoutMs: 1000, fetch }));
      expect(error).to.be.instanceOf(HttpStatusError);
      expect((error as HttpStatusError).response.status).to.equal(503);
      expect(seen.map((request) => request.method)).to.deep.equal([method.toUpperCase()]);
    }
  });

  it('does not send again after a 4xx', async () => {
    const { seen, fetch } = recording(async () => new Response('', { status: 404 }));
    expect(await thrown(http('/x', { method: 'get', timeoutMs: 1000, fetch }))).to.be.instanceOf(
      HttpStatusError,
    );
    expect(seen.length).to.equal(1);
  });

  it('a time-out throws HttpTimeoutError and is not retried', async () => {
    const { seen, fetch } = recording(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    expect(await thrown(http('/x', { method: 'get', timeoutMs: 20, fetch }))).to.be.instanceOf(
      HttpTimeoutError,
    );
    expect(seen.length).to.equal(1);
  });

  it("the caller's cancellation ends the call without a retry", async () => {
    const caller = new AbortController();
    const { seen, fetch } = recording(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    const pending = thrown(http('/x', { method: 'get', timeoutMs: 1000, fetch, signal: caller.signal }));
    caller.abort();
    const error = await pending;
    expect(error).to.be.instanceOf(DOMException);
    expect((error as DOMException).name).to.equal('AbortError');
    expect(seen.length).to.equal(1);
  });

  it('the time-out bounds the wait for the answer, not the download of its body', async () => {
    const { fetch } = recording(async (request) => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          // As the browser's fetch does: aborting the request's signal breaks off its body.
          request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
          // Sent well after the time-out has passed.
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (request.signal.aborted) return;
          controller.enqueue(new TextEncoder().encode('late'));
          controller.close();
        },
      });
      return new Response(body);
    });
    const response = await http('/x', { method: 'get', timeoutMs: 20, fetch });
    expect(await response.text()).to.equal('late');
  });
});
