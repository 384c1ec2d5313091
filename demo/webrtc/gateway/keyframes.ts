// Keyframe requests to a publisher, at most one per interval: every subscriber's PLI would otherwise
// make the publisher's encoder send a full frame each time, flooding the meeting.

/** Shortest time between two keyframe requests to the same publisher. */
export const KEYFRAME_INTERVAL_MS = 500;

/** A rate-limited trigger: `request()` calls `send` now, or once at the end of the current interval. */
export interface Limiter {
  request(): void;
  stop(): void;
}

/**
 * Wraps `send` so it runs at most once per `intervalMs`, never dropping the last request. `send` answers
 * whether a request went out: one that could not (the publisher's first packets not in yet) holds back none.
 */
export function rateLimited(send: () => boolean, intervalMs = KEYFRAME_INTERVAL_MS): Limiter {
  let last = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    pending = undefined;
    if (send()) last = Date.now();
  };
  return {
    request() {
      if (pending) return;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) fire();
      else pending = setTimeout(fire, wait);
    },
    stop() {
      clearTimeout(pending);
      pending = undefined;
    },
  };
}
