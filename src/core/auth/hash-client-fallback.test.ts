import { expect } from '@open-wc/testing';
import { hashPasswordInWorker } from './hash-client';

const EXAMPLE = 'scryptsha1$694256c0cbb34e9cdf9da258f6c83ec82bc978a3b080238a883973520badfab7';
const RealWorker = globalThis.Worker;

/** Puts a stand-in for the Worker constructor in place while `run` runs. */
async function withWorker(Stand: unknown, run: () => Promise<void>): Promise<void> {
  globalThis.Worker = Stand as typeof Worker;
  try {
    await run();
  } finally {
    globalThis.Worker = RealWorker;
  }
}

describe('password hashing when the worker cannot serve', () => {
  it('still gives the scryptsha1 string when the browser refuses the worker (modules of another origin)', async () => {
    class RefusedWorker {
      constructor() {
        throw new DOMException('Script at another origin', 'SecurityError');
      }
    }
    await withWorker(RefusedWorker, async () => {
      expect(await hashPasswordInWorker('Secret123!', 'Alice@Example.com')).to.equal(EXAMPLE);
    });
  });

  it('rejects when the worker fails, then starts a new worker for the next hash', async () => {
    class FailingWorker extends EventTarget {
      postMessage() {
        setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'worker script failed' })));
      }
      terminate() {}
    }
    await withWorker(FailingWorker, async () => {
      const failure = await hashPasswordInWorker('Secret123!', 'Alice@Example.com').catch((error) => error);
      expect(failure).to.be.instanceOf(Error).with.property('message', 'worker script failed');
    });
    expect(await hashPasswordInWorker('Secret123!', 'Alice@Example.com')).to.equal(EXAMPLE);
  });
});
