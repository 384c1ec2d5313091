// Keyframe requests to a publisher, at most one per interval: every subscriber's PLI would otherwise
// make the publisher's encoder send a full frame each time, flooding the meeting. The first retry is the
// exception: the first keyframe a new subscriber is sent can arrive before its browser's receiver can use it,
// and the browser's own request that follows would wait out the whole interval (the slow connects of 0.5-1 s).

/** Shortest time between two keyframe requests to the same publisher. */
export const KEYFRAME_INTERVAL_MS = 500;

/** Shortest time between a publisher's first keyframe request and the next: a frame or two. */
export const KEYFRAME_RETRY_MS = 50;

/** A rate-limited trigger: `request()` calls `send` now, or once at the end of the current interval. */
export interface Limiter {
  request(): void;
  stop(): void;
}

/**
 * Wraps `send` so it runs at most once per `intervalMs` (after the first, once `retryMs` has passed), never
 * dropping the last request. `send` answers whether a request went out: one that could not (the publisher's
 * first packets not in yet) holds back none.
 */
export function rateLimited(
  send: () => boolean,
  intervalMs = KEYFRAME_INTERVAL_MS,
  retryMs = KEYFRAME_RETRY_MS,
): Limiter {
  let last = Number.NEGATIVE_INFINITY;
  let sent = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    pending = undefined;
    if (!send()) return;
    last = Date.now();
    sent += 1;
  };
  return {
    request() {
      if (pending) return;
      const wait = last + (sent === 1 ? retryMs : intervalMs) - Date.now();
      if (wait <= 0) fire();
      else pending = setTimeout(fire, wait);
    },
    stop() {
      clearTimeout(pending);
      pending = undefined;
    },
  };
}
