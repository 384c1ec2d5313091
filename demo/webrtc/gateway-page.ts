// A bare browser guest for the gateway tests: the smallest client of signalling.md, in plain script, that
// reports what it receives (frames decoded, audio packets) and when the first remote frame was shown.

/**
 * The page; `?meeting=ID&name=NAME&ticket=TICKET` in its address, `&share=1` to share a screen (getDisplayMedia),
 * and `&prepare=1` to PREPARE first: it logs in once the prepared connection is up, with no track sent before.
 */
export const GUEST_PAGE = `<!doctype html><html><body><script type="module">
const params = new URLSearchParams(location.search);
const meetingId = params.get('meeting');
const prepare = params.get('prepare') === '1';
const report = (window.report = { participantId: null, offers: 0, offerAt: 0, firstFrameMs: {}, streams: {}, errors: [], peers: 0, prepared: null });
const local = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 320, height: 240 } });
const screen = params.get('share') ? await navigator.mediaDevices.getDisplayMedia({ video: true }) : null;
const socket = new WebSocket('ws://' + location.host + '/meet/webrtcsignaling');
const send = (message) => socket.send(JSON.stringify(message));
let pc;

const outboundBytes = async () => {
  let bytes = 0;
  for (const stat of (await pc.getStats()).values()) if (stat.type === 'outbound-rtp') bytes += stat.bytesSent || 0;
  return bytes;
};
const login = () =>
  send({ type: 'LOGIN', meetingId, userFullName: params.get('name'), id: crypto.randomUUID(), ticket: params.get('ticket') });
const attach = async (tracks) => {
  for (const [transceiver, track] of pc.getTransceivers().slice(0, 3).map((t, i) => [t, tracks[i]])) {
    transceiver.direction = 'sendonly';
    await transceiver.sender.replaceTrack(track);
  }
};
const ownTracks = () => [local.getAudioTracks()[0], local.getVideoTracks()[0], screen ? screen.getVideoTracks()[0] : null];

function peer() {
  report.peers++;
  const connection = new RTCPeerConnection({ iceServers: [] });
  // Prepared: once ICE and DTLS are up (before LOGIN), note what was sent so far, then log in.
  connection.onconnectionstatechange = async () => {
    if (!prepare || report.prepared || connection.connectionState !== 'connected') return;
    report.prepared = { bytesSent: await outboundBytes() };
    report.loginAt = performance.now();
    login();
  };
  connection.onicecandidate = ({ candidate }) =>
    send({ type: 'RTC', dest: 'gateway', meetingId, data: { candidate: candidate ? candidate.toJSON() : null } });
  connection.ontrack = ({ track, streams }) => {
    const id = streams[0] ? streams[0].id : 'none';
    report.streams[id] = (report.streams[id] || 0) + 1;
    if (track.kind !== 'video') return;
    const video = document.createElement('video');
    Object.assign(video, { muted: true, autoplay: true, playsInline: true, srcObject: streams[0] });
    document.body.append(video);
    video.requestVideoFrameCallback(() => {
      const since = prepare ? report.loginAt : report.offerAt;
      if (!(id in report.firstFrameMs)) report.firstFrameMs[id] = Math.round(performance.now() - since);
    });
  };
  return connection;
}

async function onRtc(data) {
  if (data.sdp) {
    if (!pc) {
      pc = peer();
      report.offerAt = performance.now();
    }
    report.offers++;
    await pc.setRemoteDescription(data.sdp);
    // The gateway's first three m-lines (audio, video, screen) carry the guest's own media; prepared, no track yet.
    if (report.offers === 1) await attach(prepare ? [null, null, null] : ownTracks());
    await pc.setLocalDescription(await pc.createAnswer());
    send({ type: 'RTC', dest: 'gateway', meetingId, data: { sdp: { type: 'answer', sdp: pc.localDescription.sdp } } });
  } else if (data.candidate && pc) {
    await pc.addIceCandidate(data.candidate);
  }
}

socket.onmessage = ({ data }) => {
  const message = JSON.parse(data);
  if (message.type === 'RESPONSE_LOGIN') {
    report.participantId = message.participantId;
    if (message.info === 'APPROVED') {
      if (prepare) attach(ownTracks()).catch((error) => report.errors.push(String(error)));
      send({ type: 'START' });
      if (screen) send({ type: 'MEDIA_STATE', audio: true, video: true, screen: true });
    }
  } else if (message.type === 'RTC') onRtc(message.data).catch((error) => report.errors.push(String(error)));
  else if (message.type === 'PARTICIPANTS') report.participants = message.participants.map((p) => p.id);
};
socket.onopen = () => (prepare ? send({ type: 'PREPARE', meetingId, ticket: params.get('ticket') }) : login());

window.stats = async () => {
  const out = {};
  if (!pc) return out;
  for (const stat of (await pc.getStats()).values()) {
    if (stat.type !== 'inbound-rtp') continue;
    const transceiver = pc.getTransceivers().find((t) => t.mid === stat.mid);
    const stream = transceiver && transceiver.receiver.track ? transceiver.mid : '?';
    out[stat.kind + ':' + stream] = stat.kind === 'video' ? stat.framesDecoded || 0 : stat.packetsReceived || 0;
  }
  return out;
};
window.received = () => {
  const out = {};
  for (const video of document.querySelectorAll('video')) {
    const tracks = video.srcObject.getVideoTracks().filter((t) => t.readyState === 'live');
    if (tracks.length) out[video.srcObject.id] = video.getVideoPlaybackQuality().totalVideoFrames;
  }
  return out;
};
</script></body></html>`;
