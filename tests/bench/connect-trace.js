// Where the Connect bench's time goes: the page's own signalling frames and peer connection events, and the
// video statistics polled every few ms, each stamped from the Connect click. The shares of the phases show a
// change even when the machine's load makes the total no figure against its target.

/**
 * Init script of the bench's page: wraps WebSocket and RTCPeerConnection so that every signalling frame, every
 * description applied and the connection's state are stamped (performance.now()) in `window.meetTrace`.
 */
export function installTrace() {
  const events = [];
  const mark = (name) => events.push([name, performance.now()]);
  const kindOf = (text) => {
    try {
      const message = JSON.parse(text);
      const data = message.data ?? {};
      const detail = data.sdp ? `:${data.sdp.type}` : 'candidate' in data ? ':candidate' : '';
      return `${message.type}${detail}`;
    } catch {
      return 'frame';
    }
  };
  const peers = [];
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({ data }) => mark(`in ${kindOf(data)}`));
    }
    send(text) {
      mark(`out ${kindOf(text)}`);
      super.send(text);
    }
  };
  const Peer = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Peer {
    constructor(...args) {
      super(...args);
      peers.push(this);
      this.addEventListener('connectionstatechange', () => mark(`pc ${this.connectionState}`));
      this.addEventListener('track', ({ track }) => mark(`pc track ${track.kind}`));
    }
  };
  // The video counters of the peer connection that carries media, each first change stamped.
  const seen = {};
  const firsts = [
    ['outbound-rtp', 'packetsSent', 'uplink first packet'],
    ['outbound-rtp', 'pliCount', 'uplink PLI'],
    ['outbound-rtp', 'keyFramesEncoded', 'uplink keyframe encoded'],
    ['inbound-rtp', 'packetsReceived', 'downlink first packet'],
    ['inbound-rtp', 'pliCount', 'downlink PLI sent'],
    ['inbound-rtp', 'keyFramesDecoded', 'downlink keyframe decoded'],
  ];
  // The first frame each video presented, with the browser's own times for it, watched from the moment the video
  // is given a stream: no frame can come before, so the first one is never missed, however busy the page is.
  // Those times (packets received, decoded, presented) are on performance.now()'s clock, as the click's mark.
  const presented = [];
  const source = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject');
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    ...source,
    set(stream) {
      source.set.call(this, stream);
      if (stream && this instanceof HTMLVideoElement)
        this.requestVideoFrameCallback((_now, meta) =>
          presented.push({ video: this, meta, seen: performance.now() }),
        );
    },
  });
  // The main thread's long tasks, which hold back every event above.
  const tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask' });
  let polling = false;
  const poll = async () => {
    for (const peer of peers) {
      if (peer.connectionState === 'closed') continue;
      for (const stat of (await peer.getStats()).values()) {
        if (stat.kind !== 'video') continue;
        for (const [type, counter, name] of firsts)
          if (stat.type === type && stat[counter] > (seen[name] ?? 0)) {
            if (!seen[name]) mark(name);
            seen[name] = stat[counter];
          }
      }
    }
    if (polling) setTimeout(poll, 4);
  };
  window.meetTrace = {
    start() {
      events.length = 0;
      mark('click');
      polling = true;
      poll();
    },
    /** The first frame a remote tile presented (its video given a stream after the click), or null. */
    firstTileFrame() {
      const [, clicked = 0] = events[0] ?? [];
      return presented.find(({ video, seen }) => seen >= clicked && video.closest('li.tile')) ?? null;
    },
    stop() {
      polling = false;
      const [, clicked = 0] = events[0] ?? [];
      const busy = tasks
        .filter(([at]) => at >= clicked)
        .map(([at, ms]) => [Math.round(at - clicked), Math.round(ms)]);
      return { events, counters: seen, tasks: busy };
    },
  };
}

/** The phases of one run: ms from the click to each first event, in the order they happened. */
export function firstEvents(trace) {
  const [, clicked = 0] = trace.events[0] ?? [];
  const firsts = new Map();
  for (const [name, at] of trace.events) if (!firsts.has(name)) firsts.set(name, Math.round(at - clicked));
  return Object.fromEntries(firsts);
}

/** Per event, the median over the runs of its ms after the click, in order (a step missing from a run is left out). */
export function medianPhases(runs, median) {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  const phases = names.map((name) => [
    name,
    median(runs.map((run) => run[name]).filter((ms) => ms !== undefined)),
  ]);
  return phases
    .sort(([, a], [, b]) => a - b)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');
}
