// Test support: a window whose sign-on popup a test answers (or the browser refused). Never bundled.
import { SSO_MESSAGE, type SsoHost } from '../../src/core/auth/sso-popup';

/** The origin of the fake window. */
export const SSO_TEST_ORIGIN = 'https://meet.example.com';

/** A window that opens a fake popup and delivers messages to the listener the popup flow added. */
export function fakeSsoWindow(blocked = false) {
  const popup = {
    closed: false,
    close() {
      this.closed = true;
    },
  };
  let listener: ((event: MessageEvent) => void) | null = null;
  const opened: string[] = [];
  const host: SsoHost = {
    location: { origin: SSO_TEST_ORIGIN },
    open: (url) => {
      opened.push(url);
      return blocked ? null : (popup as unknown as Window);
    },
    addEventListener: (_type, added) => {
      listener = added;
    },
    removeEventListener: () => {
      listener = null;
    },
  };
  /** Delivers a message as if posted by `source` from `origin`. */
  const post = (data: unknown, origin = SSO_TEST_ORIGIN, source: unknown = popup) =>
    listener?.({ data, origin, source } as MessageEvent);
  /** The `state` the flow put in the address it opened. */
  const state = () => new URL(opened[0] ?? SSO_TEST_ORIGIN).searchParams.get('state') ?? '';
  /** The popup answers the flow with a status. */
  const answer = (status: string) => post({ type: SSO_MESSAGE, state: state(), status });
  return { host, popup, opened, post, state, answer, listening: () => listener !== null };
}
