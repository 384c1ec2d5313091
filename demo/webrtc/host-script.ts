// The host page's only script (served as /meet/demo/host/host.js): reloads the waiting list every few seconds.

/** Source of host.js. It builds nodes with textContent only, so a guest's name can never become markup. */
export const HOST_SCRIPT = `const main = document.querySelector('main');
const meeting = main.dataset.meeting;
const xsrf = main.dataset.xsrf;
const list = document.getElementById('waiting');
const count = document.getElementById('count');
let shown = [...list.querySelectorAll('input[name=guest]')].map((input) => input.value).join();

function hidden(name, value) {
  const input = document.createElement('input');
  Object.assign(input, { type: 'hidden', name, value });
  return input;
}

function button(decision, label, name) {
  const element = document.createElement('button');
  Object.assign(element, { name: 'decision', value: decision, textContent: label });
  element.setAttribute('aria-label', label + ' ' + name);
  return element;
}

function item(guest) {
  const form = document.createElement('form');
  Object.assign(form, { method: 'post', action: '/meet/demo/host/decide' });
  const name = document.createElement('span');
  name.textContent = guest.name;
  const time = document.createElement('time');
  time.dateTime = guest.since;
  time.textContent = guest.since.slice(11, 19);
  form.append(hidden('meeting', meeting), hidden('guest', guest.id), hidden('xsrf', xsrf), name, ', ', time, ' ');
  form.append(button('APPROVED', 'Approve', guest.name), ' ', button('REJECTED', 'Reject', guest.name));
  const li = document.createElement('li');
  li.append(form);
  return li;
}

async function refresh() {
  const response = await fetch('/meet/demo/host/waiting?meeting=' + encodeURIComponent(meeting));
  if (!response.ok) return;
  const waiting = await response.json();
  const ids = waiting.map((guest) => guest.id).join();
  if (ids === shown || list.contains(document.activeElement)) return;
  shown = ids;
  list.replaceChildren(...waiting.map(item));
  count.textContent = waiting.length + ' waiting.';
}

setInterval(() => refresh().catch(() => {}), 3000);
`;
