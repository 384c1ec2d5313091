// Single sign-on (spec 2 "Login"): the login screen's sign-on window, and the `sso` route it comes back to.

import { atom } from 'nanostores';
import { completeSso, type SsoOutcome, type SsoReturnHost, windowReturnHost } from '../auth/complete-sso';
import { type SsoHost, type SsoProblem, startSsoPopup } from '../auth/sso-popup';
import { loadNamespaces } from '../i18n';
import { redirectRoute, routeHref } from '../router/navigation';
import { restoreSession } from './restore-session';

/** The login screen's sign-on: null (the form), 'waiting' while its window is open, else the problem. */
export type SsoPhase = null | 'waiting' | SsoProblem;

/** Where the login screen's single sign-on stands. */
export const $ssoPhase = atom<SsoPhase>(null);

/** The `sso` route's outcome, null while it signs in. */
export const $ssoReturn = atom<SsoOutcome | null>(null);

let running: { cancel(): void } | null = null;

/**
 * Opens the sign-on window. Its `sso` route signs in there and leaves the refresh token in storage; this
 * window then restores that session for itself. True once signed in here; false after a problem (left in
 * `$ssoPhase`). A window cancelled with `cancelSso()` never settles.
 */
export function signInWithSso(ssoUrl: string, host: SsoHost = window): Promise<boolean> {
  running?.cancel();
  $ssoPhase.set('waiting');
  const returnUrl = new URL(routeHref('sso'), host.location.origin).href;
  return new Promise((resolve) => {
    let settled = false;
    const flow = startSsoPopup({
      ssoUrl,
      returnUrl,
      host,
      onResult: (result) => {
        settled = true;
        running = null;
        if (result !== 'success') {
          // The error catalogue's texts come with the first problem, not with the page: the problem shows
          // once they are here (a failed load falls back to English).
          void loadNamespaces('error')
            .catch(() => undefined)
            .then(() => {
              $ssoPhase.set(result);
              resolve(false);
            });
          return;
        }
        void restoreSession().then((signedIn) => {
          if (!signedIn) $ssoPhase.set('unexpected');
          resolve(signedIn);
        });
      },
    });
    // A refused window has already reported: there is nothing left to cancel.
    if (!settled) running = flow;
  });
}

/** Closes the sign-on window if it is open and goes back to the form. */
export function cancelSso(): void {
  running?.cancel();
  running = null;
  $ssoPhase.set(null);
}

/** The `sso` route's work: signs in with the returned token and tells the opener; alone, goes on here. */
export async function finishSsoReturn(
  search: Record<string, string>,
  host: SsoReturnHost = windowReturnHost(),
): Promise<void> {
  $ssoReturn.set(null);
  const outcome = await completeSso(search, host);
  // Opened in this very tab (a mobile browser, a webview): go on as after any login.
  if (outcome === 'signedInHere') redirectRoute('dashboard');
  else $ssoReturn.set(outcome);
}
