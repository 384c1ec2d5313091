// The demo host's page at /meet/demo/host?meeting=ID: approve or reject waiting guests. Plain forms work
// without script; host.js refreshes the list every few seconds. No inline script or style: the CSP holds.
// Only the meeting's organizer or an administrator (the server signs them in, see demo/demo-access.ts), and a
// decision must carry the browser's XSRF token in the field `xsrf`, so a foreign page cannot post one.

import type { WaitingGuest } from './guests';
import { decideEverywhere, listWaitingEverywhere } from './host-registry';
import { HOST_SCRIPT } from './host-script';

/** A request as any HTTP framework can give it. */
export interface HostRequest {
  method: string;
  /** Path and query, as `request.url`. */
  url: string;
  /** The raw body of a POST (form-urlencoded or JSON). */
  body?: string;
  contentType?: string;
  /** The browser's XSRF-TOKEN cookie (or the one the answer sets); a decision must echo it. */
  xsrfToken?: string;
  /** True when the signed-in user may host this meeting (its organizer, or an administrator). */
  mayHost: (meetingId: string) => boolean;
}

/** What to answer. */
export interface HostAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Path prefix of the host page and its endpoints. */
export const HOST_PATH = '/meet/demo/host';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const html = (body: string, status = 200): HostAnswer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body,
});
const json = (value: unknown, status = 200): HostAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(value),
});

function row(meetingId: string, guest: WaitingGuest, xsrf: string): string {
  const name = escapeHtml(guest.name);
  const hidden = `<input type="hidden" name="meeting" value="${escapeHtml(meetingId)}"><input type="hidden" name="guest" value="${escapeHtml(guest.id)}"><input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}">`;
  return `<li><form method="post" action="${HOST_PATH}/decide">${hidden}<span>${name}</span>, <time datetime="${guest.since}">${guest.since.slice(11, 19)}</time>
<button name="decision" value="APPROVED" aria-label="Approve ${name}">Approve</button>
<button name="decision" value="REJECTED" aria-label="Reject ${name}">Reject</button></form></li>`;
}

/** The page: the waiting guests of one meeting, each with approve and reject buttons. */
export function hostPage(meetingId: string, waiting: WaitingGuest[], xsrf = ''): string {
  const items = waiting.map((guest) => row(meetingId, guest, xsrf)).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host of meeting ${escapeHtml(meetingId)}</title>
<script type="module" src="${HOST_PATH}/host.js"></script></head>
<body>
<main data-meeting="${escapeHtml(meetingId)}" data-xsrf="${escapeHtml(xsrf)}">
<h1>Guests waiting to join meeting ${escapeHtml(meetingId)}</h1>
<p id="count" role="status">${waiting.length} waiting.</p>
<ul id="waiting">${items}</ul>
<p><a href="${HOST_PATH}?meeting=${encodeURIComponent(meetingId)}">Refresh the list</a></p>
</main>
</body>
</html>`;
}

/** The page for a user who may not host the meeting. */
function hostRefusedPage(meetingId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Host of meeting ${escapeHtml(meetingId)}</title></head>
<body><main><h1>You do not host meeting ${escapeHtml(meetingId)}</h1>
<p>Only its organizer or an administrator approves its guests.</p></main></body>
</html>`;
}

function fields(request: HostRequest): Record<string, string> {
  const body = request.body ?? '';
  if ((request.contentType ?? '').includes('json')) {
    try {
      const value = JSON.parse(body) as unknown;
      return typeof value === 'object' && value ? (value as Record<string, string>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/** Answers a request under /meet/demo/host, or undefined when the path is not the host page's. */
export function hostRoute(request: HostRequest): HostAnswer | undefined {
  const url = new URL(request.url, 'http://localhost');
  const meetingId = url.searchParams.get('meeting') ?? '';
  const get = request.method === 'GET' || request.method === 'HEAD';
  if (get && url.pathname === `${HOST_PATH}/host.js`) {
    return { status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8' }, body: HOST_SCRIPT };
  }
  const refused = json(
    { ok: false, error: 'only the organizer of the meeting or an administrator hosts it' },
    403,
  );
  if (get && url.pathname === HOST_PATH) {
    if (!request.mayHost(meetingId)) return html(hostRefusedPage(meetingId), 403);
    return html(hostPage(meetingId, listWaitingEverywhere(meetingId), request.xsrfToken));
  }
  if (get && url.pathname === `${HOST_PATH}/waiting`)
    return request.mayHost(meetingId) ? json(listWaitingEverywhere(meetingId)) : refused;
  if (request.method !== 'POST' || url.pathname !== `${HOST_PATH}/decide`) return undefined;
  const { meeting = '', guest = '', decision = '', xsrf = '' } = fields(request);
  if (!request.xsrfToken || xsrf !== request.xsrfToken)
    return json({ ok: false, error: 'the xsrf field must echo the XSRF-TOKEN cookie: reload the page' }, 403);
  if (!request.mayHost(String(meeting))) return refused;
  if (decision !== 'APPROVED' && decision !== 'REJECTED')
    return json({ ok: false, error: 'decision must be APPROVED or REJECTED' }, 400);
  const ok = decideEverywhere(String(meeting), String(guest), decision);
  if ((request.contentType ?? '').includes('json')) return json({ ok }, ok ? 200 : 404);
  const location = `${HOST_PATH}?meeting=${encodeURIComponent(String(meeting))}`;
  return { status: 303, headers: { location, 'cache-control': 'no-store' }, body: '' };
}
