// The browser meeting demo page: `?meeting=ID&pin=PIN&lang=xx` of the address choose the meeting, its PIN and language,
// so one static page serves every demo meeting (no inline script: the CSP holds).
const params = new URLSearchParams(location.search);
const client = document.querySelector('meet-webrtc-client');
for (const [param, attribute] of [
  ['meeting', 'meeting-id'],
  ['pin', 'pin-code'],
  ['lang', 'lang'],
] as const) {
  const value = params.get(param);
  if (value) client?.setAttribute(attribute, value);
}
