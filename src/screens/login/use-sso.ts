import { useEffect, useRef, useState } from 'react';
import { routeHref } from '../../core/router';
import { restoreSession } from '../../core/stores';
import { type SsoHost, type SsoProblem, startSsoPopup } from './sso-popup';

/** The single sign-on of the login screen: its phase, and the actions that start and leave it. */
export interface SsoFlow {
  /** null: the form; 'waiting': the window is open; else the problem to show. */
  phase: null | 'waiting' | SsoProblem;
  start(ssoUrl: string): void;
  back(): void;
}

/**
 * Runs the sign-on window. Its `sso` route signs in there and leaves the refresh token in storage;
 * this window then restores that session for itself, and `onSignedIn` follows.
 */
export function useSso(onSignedIn?: () => void, host?: SsoHost): SsoFlow {
  const [phase, setPhase] = useState<SsoFlow['phase']>(null);
  const running = useRef<{ cancel(): void } | null>(null);
  useEffect(() => () => running.current?.cancel(), []);

  const start = (ssoUrl: string) => {
    setPhase('waiting');
    const returnUrl = new URL(routeHref('sso'), location.origin).href;
    running.current = startSsoPopup({
      ssoUrl,
      returnUrl,
      host,
      onResult: (result) => {
        running.current = null;
        if (result !== 'success') {
          setPhase(result);
          return;
        }
        void restoreSession().then((signedIn) => {
          if (!signedIn) setPhase('unexpected');
          else onSignedIn?.();
        });
      },
    });
  };
  const back = () => {
    running.current?.cancel();
    running.current = null;
    setPhase(null);
  };
  return { phase, start, back };
}
