import { expect, fixture, html } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import axe from 'axe-core';
import { fakeServer, resetForTest } from '../../../tests/support/fake-server';
import {
  type FakeSocket,
  fakePeers,
  fakeSignalling,
  joinRoutes,
} from '../../../tests/support/fake-signalling';
import { CLIPPING_CARD, expectUnclipped } from '../../../tests/support/popup';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch, setFetch } from '../../core/api/transport';
import { ERROR_MEETING_ENDED } from '../../core/constants';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { resetPageHost, setPageHost, startRouting } from '../../core/router';
import { $theme } from '../../core/theme';
import { DEFAULT_THEME } from '../../core/theme/default-theme';
import {
  $activeSpeaker,
  $cameraOn,
  $join,
  $localStream,
  $microphoneOn,
  toggleCamera,
  toggleMicrophone,
} from '../../core/webrtc';
import { resetLevelMeter, setLevelMeter } from '../../core/webrtc/active-speaker';
import { resetPeerFactory } from '../../core/webrtc/peer-link';
import { resetSocketFactory } from '../../core/webrtc/socket';
import '../../elements/meet-webrtc-client';
import { gridShape } from './stage';

const MEETING = '100000002';

async function accessible(node: Element): Promise<void> {
  const { violations } = await axe.run(node);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).to.deep.equal([]);
}

/** Types into a React-controlled input. */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<meet-webrtc-client>', () => {
  let signalling: ReturnType<typeof fakeSignalling>;
  let element: HTMLElement;
  const $ = <T extends Element = HTMLElement>(selector: string) =>
    element.shadowRoot?.querySelector<T>(selector) ?? null;
  const text = () => element.shadowRoot?.textContent ?? '';
  const button = (label: string) =>
    [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes(label)) ??
    null;

  before(async () => {
    await setLanguage('en');
    await loadNamespaces('meeting');
  });
  beforeEach(async () => {
    resetForTest();
    localStorage.clear();
    // The guest's toggles outlive a meeting (they are the choice for the next one): each test starts with both on.
    if (!$microphoneOn.get()) toggleMicrophone();
    if (!$cameraOn.get()) toggleCamera();
    setFetch(fakeServer(joinRoutes()).fetch);
    signalling = fakeSignalling();
    fakePeers();
    element = await fixture(html`<meet-webrtc-client meeting-id=${MEETING}></meet-webrtc-client>`);
    await waitUntil(() => $('form') && button('Microphone'), 'the configuration renders');
  });
  afterEach(() => {
    element.remove();
    resetFetch();
    resetSocketFactory();
    resetPeerFactory();
  });

  async function enter(name: string): Promise<FakeSocket> {
    type($('input') as HTMLInputElement, name);
    button('Connect')?.click();
    await waitUntil(() => signalling.sockets.length === 1);
    const socket = signalling.latest();
    socket.open();
    return socket;
  }

  /** Enters, is admitted with `rights`, receives the list of people and the first RTC: the live meeting. */
  async function live(rights?: Record<string, boolean>): Promise<FakeSocket> {
    const socket = await enter('Grace Hopper');
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'APPROVED', participantId: 'me', rights });
    socket.receive({
      type: 'PARTICIPANTS',
      participants: [
        { id: 'me', name: 'Grace Hopper', audio: true, video: true },
        { id: 'bob', name: 'Bob', audio: false, video: false },
      ],
    });
    socket.receive({ type: 'RESPONSE_START', error: null, timeToStart: 0 });
    socket.receive({
      type: 'RTC',
      dest: 'me',
      from: 'gateway',
      meetingId: MEETING,
      data: { sdp: { type: 'offer', sdp: 'v=0' } },
    });
    await waitUntil(() => button('Leave'), 'the live meeting shows');
    return socket;
  }

  const key = (target: EventTarget, name: string) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }));
  const focused = () => element.shadowRoot?.activeElement ?? null;

  it("the room's first draw is the stage alone; the own view and the control bar follow in a later draw", async () => {
    // What each batch of changes to the page held when the stage first appeared.
    let first: { bar: boolean; self: boolean } | null = null;
    const watch = new MutationObserver(() => {
      if (first || !$('.stage')) return;
      first = { bar: $('.bar') !== null, self: $('.self-view') !== null };
    });
    watch.observe(element.shadowRoot as ShadowRoot, { childList: true, subtree: true });
    await live();
    watch.disconnect();
    expect(first, 'the stage came first').to.deep.equal({ bar: false, self: false });
    await waitUntil(() => $('.self-view'), 'the own view follows');
  });

  it('the configuration shows the preview with microphone and camera toggles over it, a level meter and the full name', async () => {
    expect(text()).to.include('Full name');
    expect($('video')?.getAttribute('aria-label')).to.equal('Preview of your camera');
    expect($('meter')?.getAttribute('aria-label')).to.equal('Microphone level');
    expect(button('Microphone')?.getAttribute('aria-pressed')).to.equal('true');
    expect(button('Camera')?.getAttribute('aria-pressed')).to.equal('true');
    await waitUntil(() => ($('video') as HTMLVideoElement | null)?.srcObject, 'the preview plays the camera');
    await accessible(element.shadowRoot?.firstElementChild as Element);
  });

  it("labels that find no room are hidden from the eye and still name their buttons: the preview's, the bar's side group", async () => {
    const hidden = (label: Element | null | undefined) => {
      const box = (label as HTMLElement).getBoundingClientRect();
      return box.width <= 1 && box.height <= 1;
    };
    const microphone = button('Microphone');
    expect(microphone?.textContent).to.equal('Microphone');
    expect(hidden(microphone?.querySelector('.bar-label')), 'the preview names its toggles by icon').to.equal(
      true,
    );
    await live();
    const side = [...(element.shadowRoot?.querySelectorAll('.bar-side .bar-label') ?? [])];
    expect(side.map((label) => label.textContent)).to.include('Participants');
    expect(side.every(hidden), 'the side group shows icons').to.equal(true);
    const leave = button('Leave')?.querySelector('.bar-label');
    expect(hidden(leave), 'the main group is labelled unless the bar is compact').to.equal(
      matchMedia('(max-width: 48rem)').matches,
    );
  });

  it('the brand stands on its own line above the title, as on the sign-in and join pages', () => {
    const brand = ($('.lobby-brand') as HTMLElement).getBoundingClientRect();
    const title = ($('.lobby-header h1') as HTMLElement).getBoundingClientRect();
    expect(brand.bottom).to.be.at.most(title.top);
    expect(brand.left).to.equal(title.left);
  });

  it('a device menu opens from its chevron, moves with the arrows, and Escape gives the focus back', async () => {
    const chevron = $<HTMLButtonElement>('button[aria-label="Microphone and speaker settings"]');
    expect(chevron?.getAttribute('aria-haspopup')).to.equal('menu');
    chevron?.focus();
    key(chevron as HTMLButtonElement, 'ArrowDown');
    await waitUntil(
      () => focused()?.getAttribute('role') === 'menuitemradio',
      'the first item has the focus',
    );
    expect(chevron?.getAttribute('aria-expanded')).to.equal('true');
    const groups = [...(element.shadowRoot?.querySelectorAll('[role="menu"] [role="group"]') ?? [])];
    expect(groups.map((group) => group.getAttribute('aria-label'))).to.deep.equal(['Microphone', 'Speaker']);
    const first = focused();
    expect(first?.textContent).to.include('Default device');
    expect(first?.getAttribute('aria-checked')).to.equal('true');
    key(first as Element, 'End');
    expect(focused()).to.not.equal(first);
    key(focused() as Element, 'Home');
    expect(focused()).to.equal(first);
    await accessible(element.shadowRoot?.firstElementChild as Element);
    key(first as Element, 'Escape');
    await waitUntil(() => !$('[role="menu"]'), 'the menu closes');
    expect(focused()).to.equal(chevron);
  });

  it('noise suppression is the last item of the microphone menu: on at first, off takes the microphone again without it, remembered', async () => {
    const media = navigator.mediaDevices;
    const original = media.getUserMedia;
    const asked: MediaStreamConstraints[] = [];
    media.getUserMedia = (constraints) => {
      asked.push(constraints ?? {});
      return original.call(media, constraints);
    };
    const chevron = $<HTMLButtonElement>('button[aria-label="Microphone and speaker settings"]');
    const item = () => element.shadowRoot?.querySelector<HTMLElement>('[role="menuitemcheckbox"]') ?? null;
    try {
      chevron?.focus();
      key(chevron as HTMLButtonElement, 'ArrowUp');
      await waitUntil(() => focused() === item(), 'End of the menu: noise suppression has the focus');
      expect(item()?.textContent).to.equal('Noise suppression');
      expect(item()?.getAttribute('aria-checked')).to.equal('true');
      await accessible(element.shadowRoot?.firstElementChild as Element);
      item()?.click();
      await waitUntil(() => !$('[role="menu"]'), 'the menu closes');
      expect(focused()).to.equal(chevron);
      expect(localStorage.getItem('meet.webrtc.noiseSuppression')).to.equal('off');
      await waitUntil(() =>
        asked.some((c) => (c.audio as MediaTrackConstraints)?.noiseSuppression === false),
      );
      key(chevron as HTMLButtonElement, 'ArrowUp');
      await waitUntil(() => item()?.getAttribute('aria-checked') === 'false', 'the menu shows it off');
      item()?.click();
      await waitUntil(() => asked.some((c) => (c.audio as MediaTrackConstraints)?.noiseSuppression === true));
      expect(localStorage.getItem('meet.webrtc.noiseSuppression')).to.equal('on');
    } finally {
      media.getUserMedia = original;
    }
  });

  for (const corner of ['top: 2px; left: 2px', 'bottom: 2px; right: 2px']) {
    it(`inside an overflow: hidden card (${corner}) a device menu is drawn whole over the card`, async () => {
      const card = await fixture(html`<div style="${CLIPPING_CARD}; width: 360px; height: 240px; ${corner}">
        <meet-webrtc-client meeting-id=${MEETING}></meet-webrtc-client>
      </div>`);
      const client = card.querySelector('meet-webrtc-client') as HTMLElement;
      const chevron = () =>
        client.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="Camera settings"]') ?? null;
      await waitUntil(chevron, 'the configuration renders');
      chevron()?.click();
      await waitUntil(() => client.shadowRoot?.querySelector('[role="menu"]'), 'the menu opens');
      expectUnclipped(client.shadowRoot?.querySelector('[role="menu"]') as HTMLElement, card);
    });
  }

  it('the microphone and camera toggles before joining are what the guest joins with', async () => {
    button('Microphone')?.click();
    await waitUntil(() => button('Microphone')?.getAttribute('aria-pressed') === 'false');
    const socket = await enter('Grace Hopper');
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'APPROVED', participantId: 'me' });
    await waitUntil(() => socket.sent.some((m) => m.type === 'MEDIA_STATE'), 'the media state is sent');
    expect(socket.sent.find((m) => m.type === 'MEDIA_STATE')).to.include({ audio: false, video: true });
  });

  it('connecting without a full name shows "Please enter your full name" on the field', async () => {
    button('Connect')?.click();
    await waitUntil(() => text().includes('Please enter your full name'));
    expect($('input')?.getAttribute('aria-invalid')).to.equal('true');
    expect($('[role="alert"]')?.textContent).to.include('Please enter your full name');
  });

  it('waiting for approval, then approved but not started with the time to start, then the live meeting', async () => {
    const socket = await enter('Grace Hopper');
    socket.receive({
      type: 'RESPONSE_LOGIN',
      error: null,
      info: 'WAITING',
      participantId: 'me',
      subject: 'Design review',
    });
    await waitUntil(() => text().includes('Waiting for approval'));
    expect(text()).to.include('Design review');
    socket.receive({ type: 'MEETING_ATTENDEE_REQUEST_STATUS', info: 'APPROVED' });
    socket.receive({ type: 'RESPONSE_START', error: null, timeToStart: 65 });
    await waitUntil(() => text().includes('Approved, but the meeting has not started yet.'));
    expect(text()).to.include('The meeting starts in 1:05.');
    socket.receive({
      type: 'PARTICIPANTS',
      participants: [
        { id: 'me', name: 'Grace', audio: true, video: true },
        { id: 'bob', name: 'Bob', audio: false, video: false },
        { id: 'cy', name: 'Cy', audio: true, video: true },
      ],
    });
    socket.receive({
      type: 'RTC',
      dest: 'me',
      from: 'gateway',
      meetingId: MEETING,
      data: { sdp: { type: 'offer', sdp: 'v=0' } },
    });
    await waitUntil(() => button('Leave'), 'the live meeting shows');
    expect(text()).to.include('Bob');
    expect(text()).to.include('Waiting for video…');
    // Whose microphone or camera is off shows on their tile, in words for screen readers.
    const states = (name: string) =>
      [...(element.shadowRoot?.querySelectorAll('li.tile') ?? [])]
        .find((tile) => tile.textContent?.includes(name))
        ?.querySelectorAll('[role="img"]');
    await waitUntil(() => states('Bob')?.length === 2, 'the microphone-off and camera-off icons');
    expect([...(states('Bob') ?? [])].map((icon) => icon.getAttribute('aria-label'))).to.deep.equal([
      'Microphone muted',
      'Camera off',
    ]);
    expect(states('Cy')).to.have.length(0);
    // Two tiles: two columns of one row.
    expect($('ul.grid')?.getAttribute('style')).to.include('--columns: 2');
    await accessible(element.shadowRoot?.firstElementChild as Element);
  });

  it('the room grid adapts to the number of people: 1, 2, 3-4, 5-9, then four a row', () => {
    const columns = (count: number) => (gridShape(count) as Record<string, number>)['--columns'];
    expect([1, 2, 3, 4, 5, 9, 10, 17].map(columns)).to.deep.equal([1, 2, 2, 2, 3, 3, 4, 4]);
    expect((gridShape(17) as Record<string, number>)['--rows']).to.equal(5);
  });

  it('a message while the chat is closed counts as unread on the chat button and is announced; opening the chat reads it', async () => {
    const socket = await live();
    const chat = () => button('Chat');
    expect(chat()?.getAttribute('aria-pressed')).to.equal('false');
    socket.receive({
      type: 'CHAT',
      from: 'bob',
      name: 'Bob',
      text: '<img src=x onerror=alert(1)>',
      time: '2030-01-01T10:00:00Z',
    });
    await waitUntil(() => chat()?.textContent?.includes('1 unread message'), 'the unread count');
    expect($('.badge [aria-hidden="true"]')?.textContent).to.equal('1');
    const notices = $('.notices');
    expect(notices?.getAttribute('role')).to.equal('log');
    expect(notices?.getAttribute('aria-live')).to.equal('polite');
    expect(notices?.textContent).to.include('New message from Bob: <img src=x onerror=alert(1)>');
    expect(notices?.querySelector('img')).to.equal(null);
    chat()?.click();
    await waitUntil(() => $('.chat-text'));
    expect($('.chat-text')?.textContent).to.equal('<img src=x onerror=alert(1)>');
    expect(chat()?.textContent).to.not.include('unread');
    expect(chat()?.getAttribute('aria-pressed')).to.equal('true');
    socket.receive({ type: 'CHAT', from: 'bob', name: 'Bob', text: 'again', time: '2030-01-01T10:01:00Z' });
    await waitUntil(() => element.shadowRoot?.querySelectorAll('.chat-text').length === 2);
    expect(chat()?.textContent).to.not.include('unread');
    expect($('.notices')?.textContent).to.not.include('again');
  });

  it('shortcuts toggle the microphone, camera, chat and participants, list themselves under "?", and never fire while typing', async () => {
    await live();
    const mic = () => button('Microphone');
    expect(mic()?.getAttribute('aria-pressed')).to.equal('true');
    key(document.body, 'm');
    await waitUntil(() => mic()?.getAttribute('aria-pressed') === 'false', 'M mutes');
    key(document.body, 'v');
    await waitUntil(
      () => button('Camera')?.getAttribute('aria-pressed') === 'false',
      'V turns the camera off',
    );
    key(document.body, 'p');
    await waitUntil(() => text().includes('Participants (2)'), 'P opens the participants');
    expect(text()).to.include('Grace Hopper (you)');
    key(document.body, 'c');
    await waitUntil(() => $('.chat-form input'), 'C opens the chat');
    key($('.chat-form input') as HTMLInputElement, 'm');
    expect(mic()?.getAttribute('aria-pressed')).to.equal('false');
    key(document.body, '?');
    await waitUntil(() => $('dialog[open]'), '? opens the list');
    expect([...(element.shadowRoot?.querySelectorAll('kbd') ?? [])].map((k) => k.textContent)).to.deep.equal([
      'M',
      'V',
      'S',
      'C',
      'H',
      'P',
      '?',
    ]);
    await accessible(element.shadowRoot?.firstElementChild as Element);
  });

  it('in dark mode the shortcuts dialog is dark with light text, as the room around it, and passes axe', async () => {
    /** The relative luminance of a computed CSS colour (0 black, 1 white). */
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
        const s = Number(c) / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    $theme.set({ ...DEFAULT_THEME, darkMode: true });
    try {
      await live();
      key(document.body, '?');
      await waitUntil(() => $('dialog[open] kbd'), '? opens the list');
      const dialog = $('dialog[open]') as HTMLDialogElement;
      const surface = [dialog, ...dialog.querySelectorAll('*')].find(
        (node) => getComputedStyle(node).backgroundColor !== 'rgba(0, 0, 0, 0)',
      ) as Element;
      await waitUntil(() => luminance(getComputedStyle(surface).backgroundColor) < 0.05, 'a dark dialog');
      expect(luminance(getComputedStyle(dialog.querySelector('legend') as Element).color)).to.be.above(0.7);
      expect(luminance(getComputedStyle(dialog.querySelector('kbd') as Element).color)).to.be.above(0.7);
      await accessible(dialog);
    } finally {
      $theme.set(DEFAULT_THEME);
    }
  });

  it('joins and leaves after the guest arrived are announced; those already there are not', async () => {
    const socket = await live();
    const roster = [
      { id: 'me', name: 'Grace Hopper', audio: true, video: true },
      { id: 'bob', name: 'Bob', audio: false, video: false },
    ];
    expect($('.notices')?.textContent).to.equal('');
    socket.receive({
      type: 'PARTICIPANTS',
      participants: [...roster, { id: 'cy', name: 'Cy', audio: true, video: true }],
    });
    await waitUntil(() => $('.notices')?.textContent?.includes('Cy joined the meeting.'));
    socket.receive({ type: 'PARTICIPANTS', participants: [roster[0]] });
    await waitUntil(() => $('.notices')?.textContent?.includes('Bob left the meeting.'));
    expect($('.notices')?.textContent).to.include('Cy left the meeting.');
  });

  it('without the share and chat rights there is no share, chat, hand or reactions button, nor their shortcuts', async () => {
    await live({ video: true, talk: false, share: false, chat: false });
    expect(button('Camera')).to.not.equal(null);
    expect(button('Microphone')).to.equal(null);
    expect(button('Share screen')).to.equal(null);
    expect(button('Chat')).to.equal(null);
    expect(button('Raise hand')).to.equal(null);
    expect(
      element.shadowRoot?.querySelectorAll('.bar-popup').length,
      'the layout popup alone: no reactions',
    ).to.equal(1);
    key(document.body, 'c');
    key(document.body, '?');
    await waitUntil(() => $('dialog[open]'));
    expect([...(element.shadowRoot?.querySelectorAll('kbd') ?? [])].map((k) => k.textContent)).to.deep.equal([
      'V',
      'P',
      '?',
    ]);
    expect($('.chat-form')).to.equal(null);
  });

  it('a refused screen share says why in a notice, and the share button stays off', async () => {
    const media = navigator.mediaDevices;
    const original = media.getDisplayMedia;
    media.getDisplayMedia = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    try {
      await live();
      button('Share screen')?.click();
      await waitUntil(() => $('.notices')?.textContent?.includes('Sharing the screen was refused.'));
      expect(button('Share screen')?.getAttribute('aria-pressed')).to.equal('false');
    } finally {
      media.getDisplayMedia = original;
    }
  });

  it('a side panel takes the focus when it opens; Escape closes it and gives the focus back to its button', async () => {
    await live();
    const people = button('Participants') as HTMLButtonElement;
    people.focus();
    people.click();
    await waitUntil(() => focused()?.matches('aside.side-panel'), 'the panel has the focus');
    expect(people.getAttribute('aria-pressed')).to.equal('true');
    key(focused() as Element, 'Escape');
    await waitUntil(() => !$('aside.side-panel'), 'the panel closes');
    expect(focused()).to.equal(people);
    expect(people.getAttribute('aria-pressed')).to.equal('false');
  });

  it('a lost connection is told in the one alert, its warning tone with its icon, and goes when it is back', async () => {
    await live();
    $join.setKey('reconnecting', true);
    await waitUntil(() => $('.room > .alert.alert--warning[role="alert"]'), 'the alert');
    expect($('.room > .alert')?.textContent).to.equal('Connection lost. Reconnecting…');
    await waitUntil(() => $('.room > .alert > svg'), 'its icon');
    $join.setKey('reconnecting', false);
    await waitUntil(() => !$('.room > .alert'), 'the alert goes');
  });

  it('the own view moves to the next corner from its button', async () => {
    await live();
    const view = () => $('.self-view')?.className ?? '';
    expect(view()).to.include('bottom-right');
    $<HTMLButtonElement>('button[aria-label="Move your own view to the next corner"]')?.click();
    await waitUntil(() => view().includes('bottom-left'));
  });

  it('the own view never covers a name: in the corner of a name, the name moves above it, inside its tile', async () => {
    await live();
    const name = () => ($('.tile-name') as HTMLElement).getBoundingClientRect();
    const own = () => ($('.self-view') as HTMLElement).getBoundingClientRect();
    const apart = (a: DOMRect, b: DOMRect) =>
      a.right <= b.left || a.left >= b.right || a.bottom <= b.top || a.top >= b.bottom;
    const where = name();
    expect(apart(where, own()), 'bottom right: apart from the start').to.equal(true);
    $<HTMLButtonElement>('button[aria-label="Move your own view to the next corner"]')?.click();
    await waitUntil(() => $('.self-view')?.className.includes('bottom-left'));
    await waitUntil(() => apart(name(), own()), 'bottom left: the name clears the view');
    expect(name().bottom).to.be.at.most(own().top);
    expect(name().left).to.equal(where.left);
    const tile = ($('li.tile') as HTMLElement).getBoundingClientRect();
    expect(name().top).to.be.at.least(tile.top);
    $<HTMLButtonElement>('button[aria-label="Move your own view to the next corner"]')?.click();
    await waitUntil(() => $('.self-view')?.className.includes('top-left'));
    await waitUntil(() => name().top === where.top, 'top left: the name is back in its place');
  });

  it('the active speaker is ringed: the guest speaking loudest gets the ring on their own view', async () => {
    // The speaker store keeps its meters a moment after the previous test's room let go of it.
    await waitUntil(() => !($activeSpeaker as { active?: boolean }).active, 'the speaker store is idle', {
      timeout: 3000,
    });
    setLevelMeter((track) => ({ level: () => (track.kind === 'audio' ? 0.5 : 0), stop: () => {} }));
    await waitUntil(() => $localStream.get()?.getAudioTracks().length, 'the microphone is on');
    try {
      await live();
      await waitUntil(
        () => $('.self-view')?.classList.contains('self-view--speaking'),
        'the own view is ringed',
      );
      expect(element.shadowRoot?.querySelectorAll('.tile--speaking')).to.have.length(0);
    } finally {
      resetLevelMeter();
    }
  });

  it('leaving shows the end message and a countdown with a link to the login page now', async () => {
    const socket = await live();
    button('Leave')?.click();
    await waitUntil(() => text().includes('You left the meeting.'));
    expect(text()).to.match(/Back to the login page in [45] seconds\./);
    expect($<HTMLAnchorElement>('a.button')?.getAttribute('href')).to.equal('/meet/');
    expect($<HTMLAnchorElement>('a.button')?.textContent).to.equal('Go to the login page now');
    expect(socket.closed).to.equal(true);
    await accessible(element.shadowRoot?.firstElementChild as Element);
  });

  it('Rejoin after leaving asks to join the same meeting again under the same name', async () => {
    await live();
    button('Leave')?.click();
    await waitUntil(() => button('Rejoin'), 'Rejoin is offered');
    button('Rejoin')?.click();
    await waitUntil(() => signalling.sockets.length === 2, 'a new socket opens');
    const again = signalling.latest();
    again.open();
    await waitUntil(() => again.sent.some((m) => m.type === 'LOGIN'), 'LOGIN is sent');
    const login = again.sent.find((m) => m.type === 'LOGIN');
    expect([login?.meetingId, login?.userFullName]).to.deep.equal([MEETING, 'Grace Hopper']);
    again.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'me' });
    await waitUntil(() => text().includes('Waiting for approval'), 'the guest waits again');
  });

  it('the meeting ended by the host offers no Rejoin', async () => {
    const socket = await live();
    socket.receive({ type: 'END', error: ERROR_MEETING_ENDED });
    await waitUntil(() => text().includes('The meeting has ended.'));
    expect(button('Rejoin')).to.equal(null);
  });

  it('the countdown to the login page can be stopped (WCAG 2.2.1): the page then stays', async () => {
    const loaded: string[] = [];
    const page = {
      canGoBack: () => false,
      back() {},
      reload() {},
      assign: (href: string) => loaded.push(href),
    };
    setPageHost({ ...page, replace: (href: string) => loaded.push(href) });
    const clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      await live();
      button('Leave')?.click();
      await waitUntil(() => button('Stay on this page'), 'the countdown can be stopped');
      button('Stay on this page')?.click();
      await waitUntil(() => text().includes('The countdown is stopped'));
      expect(focused()?.textContent).to.equal('Go to the login page now');
      clock.tick(60_000);
      await waitUntil(() => text().includes('The countdown is stopped'));
      expect([loaded, text().includes('Back to the login page in')]).to.deep.equal([[], false]);
    } finally {
      clock.uninstall();
      resetPageHost();
    }
  });

  it('alone on a page, the end goes to the login page by itself once the countdown is over', async () => {
    const loaded: string[] = [];
    const page = {
      canGoBack: () => false,
      back() {},
      reload() {},
      assign: (href: string) => loaded.push(href),
    };
    setPageHost({ ...page, replace: (href: string) => loaded.push(href) });
    const clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      await live();
      button('Leave')?.click();
      await waitUntil(() => text().includes('Back to the login page in 5 seconds.'));
      clock.tick(4000);
      await waitUntil(() => text().includes('Back to the login page in 1 second.'));
      expect(loaded).to.deep.equal([]);
      clock.tick(1000);
      await waitUntil(() => loaded.length === 1, 'the login page loads');
      expect(loaded).to.deep.equal(['/meet/']);
    } finally {
      clock.uninstall();
      resetPageHost();
    }
  });

  it('a client opened again after a meeting ended shows the camera preview of the new one', async () => {
    await live();
    button('Leave')?.click();
    await waitUntil(() => text().includes('You left the meeting.'));
    element.remove();
    element = await fixture(html`<meet-webrtc-client meeting-id=${MEETING}></meet-webrtc-client>`);
    await waitUntil(() => button('Connect'), 'the configuration of the new meeting');
    await waitUntil(
      () =>
        (($('video') as HTMLVideoElement | null)?.srcObject as MediaStream | null)?.getVideoTracks().length,
      'the preview plays the camera',
    );
  });

  it('invalid user name shows meeting.webrtc.error.userfullname', async () => {
    const socket = await enter('!!!');
    socket.receive({ type: 'RESPONSE_LOGIN', error: 'INVALID_USER_FULL_NAME', info: null });
    await waitUntil(() => text().includes('This full name cannot be used.'));
  });

  it('a rejected guest sees the refusal and is offered to join another meeting (a guest has no login)', async () => {
    const socket = await enter('Mallory');
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'me' });
    socket.receive({ type: 'MEETING_ATTENDEE_REQUEST_STATUS', info: 'REJECTED' });
    await waitUntil(() => text().includes('The host did not let you join this meeting.'));
    const other = $<HTMLAnchorElement>('a.button');
    expect([other?.textContent, other?.getAttribute('href')]).to.deep.equal([
      'Join another meeting',
      '/meet/join-without-account',
    ]);
    expect(text()).not.to.include('login');
  });

  it('the waiting room keeps the preview and its toggles, says the page may stay open, and Cancel goes back with the name kept', async () => {
    const socket = await enter('Mallory Mallet');
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'me' });
    await waitUntil(() => text().includes('Waiting for approval'));
    expect(text()).to.include('You can leave this page open');
    expect($('video')?.getAttribute('aria-label')).to.equal('Preview of your camera');
    await waitUntil(() => ($('video') as HTMLVideoElement | null)?.srcObject, 'the preview plays the camera');
    button('Camera')?.click();
    await waitUntil(() => button('Camera')?.getAttribute('aria-pressed') === 'false');
    expect(text()).to.include('Your camera is off');
    await accessible(element.shadowRoot?.firstElementChild as Element);
    button('Cancel')?.click();
    await waitUntil(() => button('Connect'), 'back to the configuration');
    expect([socket.closed, ($('input') as HTMLInputElement).value]).to.deep.equal([true, 'Mallory Mallet']);
  });

  describe('a meeting too early for browsers (spec 4: go to the join route)', () => {
    const tooEarly = () =>
      setFetch(fakeServer(joinRoutes({ id: MEETING, subject: 'Tomorrow', webRtcTooEarly: true })).fetch);

    it('outside the application, the client says why and links to the join route', async () => {
      element.remove();
      tooEarly();
      element = await fixture(html`<meet-webrtc-client meeting-id=${MEETING}></meet-webrtc-client>`);
      await waitUntil(() => text().includes('It is too early'), 'the reason shows');
      expect($<HTMLAnchorElement>('a.button')?.getAttribute('href')).to.equal(
        `/meet/meeting/join?umi=${MEETING}`,
      );
    });

    it('inside the application, the client opens the join route itself', async () => {
      element.remove();
      const original = location.href;
      const stop = startRouting();
      try {
        tooEarly();
        element = await fixture(html`<meet-webrtc-client meeting-id=${MEETING}></meet-webrtc-client>`);
        await waitUntil(
          () => `${location.pathname}${location.search}` === `/meet/meeting/join?umi=${MEETING}`,
          'the join route opens',
        );
      } finally {
        stop();
        history.replaceState(null, '', original);
      }
    });
  });
});
