// The single sign-on window (spec 2 "Login"): opened on the identity provider, it comes back to our `sso`
// route, which signs in and tells this window the outcome with a same-origin message.

/** The message type the `sso` route posts to its opener. */
export const SSO_MESSAGE = 'meet-sso';

/** How single sign-on can fail, each with its own message. */
export type SsoProblem = 'popupBlocked' | 'aborted' | 'failed' | 'unexpected';
/** The outcome the `sso` route reports. */
export type SsoStatus = 'success' | 'aborted' | 'failed' | 'unexpected';

/** What the `sso` route posts: the state it was given back, and the outcome. */
export interface SsoMessage {
  type: typeof SSO_MESSAGE;
  state: string;
  status: SsoStatus;
}

/** The parts of `window` the popup needs (a fake one in tests). */
export interface SsoHost {
  open(url: string, target: string, features: string): Window | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  location: { origin: string };
}

/** The identity provider's address with where to come back and the state to echo (OpenID style). */
export function ssoAuthorizeUrl(ssoUrl: string, returnUrl: string, state: string, origin: string): string {
  const url = new URL(ssoUrl, origin);
  url.searchParams.set('redirect_uri', returnUrl);
  url.searchParams.set('state', state);
  return url.href;
}

/** What to open, where to come back, who hears the outcome. */
export interface SsoOptions {
  ssoUrl: string;
  returnUrl: string;
  onResult: (result: 'success' | SsoProblem) => void;
  host?: SsoHost;
  /** How often the window is checked for having been closed by the user. */
  pollMs?: number;
}

/**
 * Opens the sign-on window and reports its outcome once: `popupBlocked` at once when the browser refused
 * the window, `aborted` when the user closed it, else what the `sso` route posted. `cancel()` closes it.
 */
export function startSsoPopup({ ssoUrl, returnUrl, onResult, host = window, pollMs = 500 }: SsoOptions) {
  const state = crypto.randomUUID();
  const origin = host.location.origin;
  const popup = host.open(
    ssoAuthorizeUrl(ssoUrl, returnUrl, state, origin),
    'meet-sso',
    'popup,width=520,height=700',
  );
  if (!popup) {
    onResult('popupBlocked');
    return { cancel() {} };
  }
  let done = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const finish = (result?: 'success' | SsoProblem) => {
    if (done) return;
    done = true;
    clearInterval(timer);
    host.removeEventListener('message', onMessage);
    if (result) onResult(result);
  };
  function onMessage(event: MessageEvent): void {
    const data = event.data as Partial<SsoMessage> | null;
    // Only our own `sso` page, in the window we opened, answering the state we gave it.
    if (event.origin !== origin || event.source !== popup || data?.type !== SSO_MESSAGE) return;
    if (data.state !== state) return;
    const known = data.status === 'success' || data.status === 'aborted' || data.status === 'failed';
    finish(known ? data.status : 'unexpected');
  }
  host.addEventListener('message', onMessage);
  timer = setInterval(() => {
    // The message a closing window posted may still be queued: give it one more period.
    if (!popup.closed) return;
    clearInterval(timer);
    setTimeout(() => finish('aborted'), pollMs);
  }, pollMs);
  return {
    cancel() {
      finish();
      popup.close();
    },
  };
}
