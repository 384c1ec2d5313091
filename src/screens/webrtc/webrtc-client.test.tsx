import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { waitUntil } from '../../../tests/support/wait';
import { fakeServer, reply, resetForTest } from '../../core/api/fake-server';
import { resetFetch, setFetch } from '../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { startRouting } from '../../core/router';
import { type FakeSocket, fakePeers, fakeSignalling } from '../../core/webrtc/fake-signalling';
import { resetPeerFactory } from '../../core/webrtc/peer-link';
import { resetSocketFactory } from '../../core/webrtc/socket';
import '../../elements/meet-webrtc-client';

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
    setFetch(
      fakeServer({ 'GET web/meetings/webrtc-servers': reply(200, { stunServers: [], turnServers: [] }) })
        .fetch,
    );
    signalling = fakeSignalling();
    fakePeers();
    element = await fixture(html`<meet-webrtc-client meeting-id=${MEETING}></meet-webrtc-client>`);
    await waitUntil(() => $('form') && $('select'), 'the configuration renders');
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

  it('the configuration offers camera, microphone and speaker choices, a live preview, a level meter and the full name', async () => {
    for (const label of ['Camera', 'Microphone', 'Speaker', 'Full name']) expect(text()).to.include(label);
    expect($('select')?.id).to.not.equal('');
    expect($('video')?.getAttribute('aria-label')).to.equal('Preview of your camera');
    expect($('meter')?.getAttribute('aria-label')).to.equal('Microphone level');
    await waitUntil(() => ($('video') as HTMLVideoElement | null)?.srcObject, 'the preview plays the camera');
    await accessible(element.shadowRoot?.firstElementChild as Element);
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
    await waitUntil(() => button('Hang up'), 'the live meeting shows');
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
    await accessible(element.shadowRoot?.firstElementChild as Element);
  });

  it('mute and camera toggles announce their state; chat shows messages as text; hang-up ends with a way back to login', async () => {
    const socket = await enter('Grace Hopper');
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'APPROVED', participantId: 'me' });
    socket.receive({
      type: 'RTC',
      dest: 'me',
      from: 'gateway',
      meetingId: MEETING,
      data: { sdp: { type: 'offer', sdp: 'v=0' } },
    });
    await waitUntil(() => button('Mute the microphone'));
    button('Mute the microphone')?.click();
    await waitUntil(() => button('Unmute the microphone')?.getAttribute('aria-pressed') === 'true');
    expect($('.controls [role="status"]')?.textContent).to.include('Microphone muted');
    button('Turn the camera off')?.click();
    await waitUntil(() => $('.controls [role="status"]')?.textContent?.includes('Camera off'));
    button('Unmute the microphone')?.click();
    button('Turn the camera on')?.click();
    socket.receive({
      type: 'CHAT',
      from: 'bob',
      name: 'Bob',
      text: '<img src=x onerror=alert(1)>',
      time: '2030-01-01T10:00:00Z',
    });
    await waitUntil(() => $('.chat-text'));
    expect($('.chat-text')?.textContent).to.equal('<img src=x onerror=alert(1)>');
    expect($('.chat-log img')).to.equal(null);
    button('Hang up')?.click();
    await waitUntil(() => text().includes('You left the meeting.'));
    expect($<HTMLAnchorElement>('a.button')?.getAttribute('href')).to.equal('/meet/');
    expect(socket.closed).to.equal(true);
  });

  it('invalid user name shows meeting.webrtc.error.userfullname', async () => {
    const socket = await enter('!!!');
    socket.receive({ type: 'RESPONSE_LOGIN', error: 'INVALID_USER_FULL_NAME', info: null });
    await waitUntil(() => text().includes('This full name cannot be used.'));
  });

  it('a rejected guest sees the refusal and a way back to login', async () => {
    const socket = await enter('Mallory');
    socket.receive({ type: 'RESPONSE_LOGIN', error: null, info: 'WAITING', participantId: 'me' });
    socket.receive({ type: 'MEETING_ATTENDEE_REQUEST_STATUS', info: 'REJECTED' });
    await waitUntil(() => text().includes('The host did not let you join this meeting.'));
    expect(text()).to.include('Back to login');
  });

  describe('a meeting too early for browsers (spec 4: go to the join route)', () => {
    const tooEarly = () =>
      setFetch(
        fakeServer({
          'GET web/meetings/webrtc-servers': reply(200, { stunServers: [], turnServers: [] }),
          'GET web/meetings/join': reply(200, {
            id: MEETING,
            subject: 'Tomorrow',
            webRtcEnabled: true,
            webRtcTooEarly: true,
          }),
        }).fetch,
      );

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
