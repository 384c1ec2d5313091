// The signalling websocket, wrapped once: everything else talks to a SignallingSocket that tests can fake.
import { $config } from '../config';
import { SIGNALLING_PATH } from '../constants';

/** The part of WebSocket the client uses. */
export interface SignallingSocket {
  send(text: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
}

/** Opens a socket to a URL. */
export type SocketFactory = (url: string) => SignallingSocket;

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SignallingSocket;
let factory: SocketFactory = browserSocket;

/** Swaps the websocket for tests. */
export function setSocketFactory(next: SocketFactory): void {
  factory = next;
}

/** Puts the browser's WebSocket back. */
export function resetSocketFactory(): void {
  factory = browserSocket;
}

/** The signalling URL on the page's host: ws or wss by the page's protocol, under the configured base path. */
export function signallingUrl(location: { protocol: string; host: string }, basePath: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${scheme}//${location.host}${base}${SIGNALLING_PATH}`;
}

/** Opens the signalling socket of this page. */
export function openSignalling(): SignallingSocket {
  return factory(signallingUrl(globalThis.location, $config.get().basePath));
}
