// The `sso` route's work: the identity provider sent the browser back with a one-time token (or an
// error); sign in with it and tell the window that opened the sign-on, on our own origin only.
import { ApiError } from '../api/errors';
import { loginWithSso } from '../stores/login';
import { SSO_MESSAGE, type SsoMessage, type SsoStatus } from './sso-popup';

/** What the `sso` route ends with: told the opener (whatever happened), signed in here, or a problem here. */
export type SsoOutcome = 'told' | 'signedInHere' | Exclude<SsoStatus, 'success'>;

/** Where the outcome goes: the opening window (if any), the page's origin, and how this window closes. */
export interface SsoReturnHost {
  opener: { closed?: boolean; postMessage(message: unknown, targetOrigin: string): void } | null;
  origin: string;
  close(): void;
  signIn?: (token: string) => Promise<void>;
}

/** This window as the `sso` route sees it: the window that opened it, its origin, its own closing. */
export function windowReturnHost(): SsoReturnHost {
  return { opener: window.opener, origin: location.origin, close: () => window.close() };
}

/** The query the identity provider returns: `token` and `state`, or `error` (`access_denied`: cancelled). */
export async function completeSso(search: Record<string, string>, host: SsoReturnHost): Promise<SsoOutcome> {
  const opener = host.opener && !host.opener.closed ? host.opener : null;
  // With an opener, it shows the outcome: this window only carried it and closes.
  const tell = (status: SsoStatus) => {
    const message: SsoMessage = { type: SSO_MESSAGE, state: search.state ?? '', status };
    opener?.postMessage(message, host.origin);
    if (opener) host.close();
  };
  if (search.error) {
    const status = search.error === 'access_denied' ? 'aborted' : 'failed';
    tell(status);
    return opener ? 'told' : status;
  }
  if (!search.token) {
    tell('unexpected');
    return opener ? 'told' : 'unexpected';
  }
  try {
    await (host.signIn ?? loginWithSso)(search.token);
  } catch (error) {
    const status = error instanceof ApiError && error.kind === 'http' ? 'failed' : 'unexpected';
    tell(status);
    return opener ? 'told' : status;
  }
  if (!opener) return 'signedInHere';
  tell('success');
  return 'told';
}
