import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetApiTimings, resetFetch, setFetch } from '../api/transport';
import type { PublicSettings } from '../api/types';
import {
  $meetingJoin,
  JOIN_REFRESH_MS,
  loadMeetingToJoin,
  nextRefreshIn,
  watchMeetingToJoin,
} from './meeting-join';
import { rememberPin } from './meeting-pins';
import { $publicSettings } from './public-settings';
import { $session } from './session';

const JOIN = 'GET web/meetings/join';
const MEETING = {
  id: '100000003',
  subject: 'Board',
  state: 'scheduled',
  startDate: '2030-01-10T09:00:00Z',
  duration: 60,
  startsIn: 3600,
  webRtcEnabled: true,
  webRtcTooEarly: true,
  approvalRequired: false,
  pinCodeRequired: true,
  organizerName: 'Alice',
  phoneNumbers: [],
  phoneLoginInfo: '',
  ticket: '1.abc',
};

describe('$meetingJoin', () => {
  beforeEach(() => resetForTest());
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  it('places the start on this browser clock from the server’s startsIn, whatever startDate says', async () => {
    setFetch(fakeServer({ [JOIN]: reply(200, MEETING) }).fetch);
    const before = Date.now();
    await loadMeetingToJoin('100000003');
    const state = $meetingJoin.get();
    expect(state.status).to.equal('ready');
    if (state.status !== 'ready') return;
    expect(state.startAt).to.be.within(before + 3_600_000, Date.now() + 3_600_000);
  });

  it('invalid identifiers (404, code 1001): the PIN code is asked for until one was given, then "not found"; other errors keep their code', async () => {
    const server = fakeServer({ [JOIN]: reply(404, { exception: { code: 1001 } }) });
    setFetch(server.fetch);
    await loadMeetingToJoin('999999999');
    expect($meetingJoin.get()).to.deep.equal({ status: 'pinNeeded', umi: '999999999' });
    rememberPin('999999999', '1234');
    await loadMeetingToJoin('999999999');
    expect(server.seen.at(-1)?.path).to.equal('web/meetings/join?umi=999999999&pinCode=1234');
    expect($meetingJoin.get()).to.deep.equal({ status: 'notFound', umi: '999999999' });
    rememberPin('999999999', '');
    $publicSettings.set({ pinCode: false } as PublicSettings);
    await loadMeetingToJoin('999999999');
    expect($meetingJoin.get(), 'no PIN codes required: not found').to.deep.equal({
      status: 'notFound',
      umi: '999999999',
    });
    $publicSettings.set(null);
    setFetch(fakeServer({ [JOIN]: reply(500, { exception: { code: 1000 } }) }).fetch);
    await loadMeetingToJoin('100000003');
    expect($meetingJoin.get()).to.deep.equal({ status: 'failed', umi: '100000003', code: 1000 });
  });

  it('a PIN code handed over in the address fragment is asked with, and leaves the address', async () => {
    const server = fakeServer({ [JOIN]: reply(200, MEETING) });
    setFetch(server.fetch);
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}${location.search}#pin=5678`);
    const stop = watchMeetingToJoin('100000003');
    await waitUntil(() => $meetingJoin.get().status === 'ready', 'the meeting is loaded');
    stop();
    expect(server.seen[0]?.path).to.equal('web/meetings/join?umi=100000003&pinCode=5678');
    expect(location.hash).to.equal('');
    history.replaceState(null, '', before);
    rememberPin('100000003', '');
  });

  it('an anonymous visitor where PIN codes are required is asked for the code before the server is asked', async () => {
    const server = fakeServer({ [JOIN]: reply(200, MEETING) });
    setFetch(server.fetch);
    $publicSettings.set({ pinCode: true } as PublicSettings);
    await loadMeetingToJoin('100000003');
    expect($meetingJoin.get()).to.deep.equal({ status: 'pinNeeded', umi: '100000003' });
    expect(server.seen, 'no refused request for the console').to.have.length(0);
    rememberPin('100000003', '1234');
    await loadMeetingToJoin('100000003');
    expect(server.seen.map((call) => call.path)).to.deep.equal([
      'web/meetings/join?umi=100000003&pinCode=1234',
    ]);
    expect($meetingJoin.get().status).to.equal('ready');
    rememberPin('100000003', '');
    $session.set({ ...$session.get(), refreshToken: 'r' });
    await loadMeetingToJoin('100000003');
    expect(server.seen.at(-1)?.path, 'a session may be the organizer’s: asked without a PIN').to.equal(
      'web/meetings/join?umi=100000003',
    );
    $session.set({ ...$session.get(), refreshToken: '' });
    $publicSettings.set(null);
  });

  it('no meeting ID at all is "not found" without asking the server', async () => {
    const server = fakeServer({});
    setFetch(server.fetch);
    await loadMeetingToJoin('');
    expect($meetingJoin.get().status).to.equal('notFound');
    expect(server.seen).to.have.length(0);
  });

  it('a quiet refresh keeps the meeting on screen when the server cannot be reached', async () => {
    setFetch(fakeServer({ [JOIN]: [reply(200, MEETING), reply(500)] }).fetch);
    await loadMeetingToJoin('100000003');
    await loadMeetingToJoin('100000003', true);
    expect($meetingJoin.get().status).to.equal('ready');
  });

  it('a scheduled meeting is asked again each minute and just after its start; a started one is not', () => {
    const now = 1_000_000;
    const ready = (state: string, startAt: number) =>
      ({ status: 'ready', umi: 'x', meeting: { ...MEETING, state }, startAt }) as Parameters<
        typeof nextRefreshIn
      >[0];
    expect(nextRefreshIn(ready('scheduled', now + 3_600_000), now)).to.equal(JOIN_REFRESH_MS);
    expect(nextRefreshIn(ready('scheduled', now + 10_000), now)).to.equal(11_000);
    expect(nextRefreshIn(ready('scheduled', now - 5_000), now)).to.equal(JOIN_REFRESH_MS);
    expect(nextRefreshIn(ready('started', now), now)).to.equal(null);
    expect(nextRefreshIn({ status: 'notFound', umi: 'x' }, now)).to.equal(null);
  });
});
