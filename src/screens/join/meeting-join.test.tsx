import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { type } from '../../../tests/support/account';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { resetApiTimings, resetFetch, setFetch } from '../../core/api/transport';
import type { PublicSettings } from '../../core/api/types';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { $publicSettings } from '../../core/stores/public-settings';
import { MeetingJoin } from './meeting-join';

const JOIN = 'GET web/meetings/join';
const BASE = {
  id: '100000001',
  subject: 'Weekly team meeting',
  state: 'started',
  startDate: '2030-01-10T09:00:00Z',
  duration: 45,
  startsIn: 0,
  webRtcEnabled: true,
  webRtcTooEarly: false,
  approvalRequired: false,
  pinCodeRequired: true,
  organizerName: 'Alice Martin',
  phoneNumbers: [
    { identifier: 'paris', language: 'fr', country: 'FR', phoneNumber: '+33 1 70 00 00 01' },
    { identifier: 'london', language: 'en', country: 'GB', phoneNumber: '+44 20 7946 0001' },
  ],
  phoneLoginInfo: 'Dial a number, then enter the meeting ID 100000001 followed by #.',
  ticket: '1.abc',
};

describe('meeting join page', () => {
  let view: ReturnType<typeof render>;
  const text = () => view.host.textContent ?? '';
  const link = (name: string) => [...view.host.querySelectorAll('a')].find((a) => a.textContent === name);
  const live = () => view.host.querySelector('[aria-live="polite"]')?.textContent ?? '';

  before(async () => {
    await loadNamespaces(['public', 'error', 'common']);
  });
  beforeEach(async () => {
    resetForTest();
    await setLanguage('en');
    $publicSettings.set({ protocol: '3.2', serverName: 'meet.example.com' } as PublicSettings);
  });
  afterEach(() => {
    view.unmount();
    resetFetch();
    resetApiTimings();
  });

  /** Opens the page on a meeting the server answers, or on the server's error `answer`. */
  async function open(meeting: object, search = { umi: '100000001' }, answer = reply(200, meeting)) {
    setFetch(fakeServer({ [JOIN]: answer }).fetch);
    view = render(<MeetingJoin search={search} />);
    await waitUntil(() => view.host.querySelector('section[aria-busy="false"]'), 'the meeting is loaded');
  }

  it('"starts in": a live countdown of days, hours, minutes and seconds', async () => {
    await open({ ...BASE, state: 'scheduled', startsIn: 90_061, webRtcTooEarly: true });
    expect(text()).to.include('The meeting starts in');
    const unit = (name: string) => view.host.querySelector(`[data-unit="${name}"]`)?.textContent;
    expect(unit('days')).to.equal('1day');
    expect(unit('hours')).to.equal('01hour');
    expect(unit('minutes')).to.equal('01minute');
    expect(unit('seconds')).to.match(/^0[01]seconds?$/);
    const { violations } = await axe.run(view.host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('the countdown is announced politely, by the minute: its seconds tick without a new announcement', async () => {
    await open({ ...BASE, state: 'scheduled', startsIn: 90_030, webRtcTooEarly: true });
    expect(live()).to.equal('The meeting starts in 1 day, 1 hour, and 1 minute.');
    const seconds = () => view.host.querySelector('[data-unit="seconds"]')?.textContent;
    const before = seconds();
    await waitUntil(() => seconds() !== before, 'a second ticks');
    expect(live()).to.equal('The meeting starts in 1 day, 1 hour, and 1 minute.');
    expect(view.host.querySelector('.countdown__units')?.closest('[aria-hidden="true"]')).to.not.equal(null);
  });

  it('the countdown speaks the interface language', async () => {
    await setLanguage('de');
    await open({ ...BASE, state: 'scheduled', startsIn: 2 * 86_400 + 3 * 3600 + 90, webRtcTooEarly: true });
    expect(live()).to.equal('Das Meeting beginnt in 2 Tagen, 3 Stunden und 2 Minuten.');
  });

  it('too early for the browser: no browser entry, the page says when it opens', async () => {
    await open({ ...BASE, state: 'scheduled', startsIn: 86_400, webRtcTooEarly: true });
    expect(link('Open in browser')).to.equal(undefined);
    expect(text()).to.include('Joining from your browser opens shortly before the meeting starts.');
  });

  it('started and open to browsers: open in browser, open in app, and the phone numbers with login info', async () => {
    await open(BASE);
    expect(text()).to.include('The meeting has started.');
    expect(link('Open in browser')?.getAttribute('href')).to.equal('/meet/meeting/webrtc?umi=100000001');
    expect(link('Open in the app')?.getAttribute('href')).to.equal(
      'meet://join?umi=100000001&protocol=3.2&server=meet.example.com',
    );
    expect(link('+44 20 7946 0001')?.getAttribute('href')).to.equal('tel:+442079460001');
    expect(text()).to.include('United Kingdom');
    expect(text()).to.include(BASE.phoneLoginInfo);
    const { violations } = await axe.run(view.host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('browser access disabled: no browser entry; it needs an account, with a sign-in link', async () => {
    await open({ ...BASE, webRtcEnabled: false });
    expect(link('Open in browser')).to.equal(undefined);
    expect(text()).to.include('it needs an account');
    expect(link('Sign in')?.getAttribute('href')).to.equal('/meet/');
  });

  it('ended: the meeting is over and no way to join is offered', async () => {
    await open({ ...BASE, state: 'stopped', phoneNumbers: [], phoneLoginInfo: '' });
    expect(text()).to.include('This meeting is over.');
    expect(view.host.querySelector('.options')).to.equal(null);
  });

  it('not found: where no PIN code is required, an unknown meeting ID says so', async () => {
    $publicSettings.set({
      protocol: '3.2',
      serverName: 'meet.example.com',
      pinCode: false,
    } as PublicSettings);
    await open({}, { umi: '999999999' }, reply(404, { exception: { code: 1001 } }));
    expect(view.host.querySelector('[role="alert"]')?.textContent).to.include('This meeting does not exist.');
    const { violations } = await axe.run(view.host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('a meeting whose PIN code this tab was not given asks for it; the right one shows the meeting', async () => {
    sessionStorage.clear();
    const byPin = (request: Request) =>
      new URL(request.url).searchParams.get('pinCode') === '1234'
        ? reply(200, BASE)
        : reply(404, { exception: { code: 1001, message: 'Invalid meeting identifiers.' } });
    await open({}, { umi: '100000001' }, byPin);
    expect(text()).to.include('Enter the PIN code of your invitation');
    const [meetingId, pin] = [...view.host.querySelectorAll('input')];
    expect(meetingId?.value).to.equal('100000001');
    const submit = view.host.querySelector<HTMLButtonElement>('button[type="submit"]');
    type(pin as HTMLInputElement, '9999');
    submit?.click();
    await waitUntil(() => text().includes('Invalid meeting identifiers.'), 'a wrong PIN is refused');
    type(pin as HTMLInputElement, '1234');
    submit?.click();
    await waitUntil(() => text().includes(BASE.subject), 'the meeting shows');
    const { violations } = await axe.run(view.host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });
});
