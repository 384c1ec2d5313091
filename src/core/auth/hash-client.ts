import { ownScriptUrl } from '../security/trusted-types';
import type { HashRequest, HashResponse } from './hash-protocol';
// The worker's bundled module by address, so it can be typed for the page's Trusted Types policy.
import hashWorkerUrl from './hash-worker.ts?worker&url';

interface Pending {
  resolve: (hash: string) => void;
  reject: (error: Error) => void;
}

const pending = new Map<number, Pending>();
let nextId = 1;
let worker: Worker | undefined;

function rejectAll(error: Error): void {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

function startWorker(): Worker {
  // Typed by the page's policy (the DOM types do not list TrustedScriptURL for Worker).
  const started = new Worker(ownScriptUrl(new URL(hashWorkerUrl, import.meta.url)) as string, {
    type: 'module',
  });
  started.addEventListener('message', (event: MessageEvent<HashResponse>) => {
    const answer = event.data;
    const request = pending.get(answer.id);
    if (!request) return;
    pending.delete(answer.id);
    if ('hash' in answer) request.resolve(answer.hash);
    else request.reject(new Error(answer.error));
  });
  // A worker that failed to load or crashed answers nobody: fail its requests, start afresh next time.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    started.terminate();
    if (worker === started) worker = undefined;
    rejectAll(new Error(event.message || 'The password hash worker failed.'));
  });
  return started;
}

// Where no worker can start (our modules served from another origin than the page), hash here instead:
// one 60 ms pause beats a login that cannot work at all.
async function hashOnMainThread(password: string, login: string): Promise<string> {
  const { hashPassword } = await import('./password');
  return hashPassword(password, login);
}

/** The wire form of a password (see `hashPassword`), computed in a Web Worker so the page never stalls. */
export function hashPasswordInWorker(password: string, login: string): Promise<string> {
  if (!worker) {
    try {
      worker = startWorker();
    } catch {
      return hashOnMainThread(password, login);
    }
  }
  const ready = worker;
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    try {
      ready.postMessage({ id, password, login } satisfies HashRequest);
    } catch (error) {
      pending.delete(id);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The password a login sends: as typed when the server delegates to LDAP, else its worker-made hash. */
export async function passwordForLogin(
  password: string,
  login: string,
  ldapDelegate: boolean,
): Promise<string> {
  return ldapDelegate ? password : hashPasswordInWorker(password, login);
}
