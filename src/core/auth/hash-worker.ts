// Hashes passwords off the main thread: scrypt takes tens of milliseconds, long enough to stall typing.
import type { HashRequest, HashResponse } from './hash-protocol';
import { hashPassword } from './password';

// The project compiles against the DOM library, not the WebWorker one: name the little we use.
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<HashRequest>) => void): void;
  postMessage(message: HashResponse): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', async (event) => {
  const { id, password, login } = event.data;
  let response: HashResponse;
  try {
    response = { id, hash: await hashPassword(password, login) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(response);
});
