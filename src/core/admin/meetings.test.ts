import { expect } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { waitUntil } from '../../../tests/support/wait';
import { fakeServer, reply, resetForTest } from '../api/fake-server';
import { resetFetch, setFetch } from '../api/transport';
import { startSession } from '../stores/session';
import {
  $attachments,
  $following,
  $meeting,
  type AdminMeeting,
  type Attachment,
  deleteMeetings,
  MEETING_FOLLOW_MS,
  setAttachmentAccess,
  stopMeeting,
} from './meetings';

const MEETING = {
  uid: '123456789',
  subject: 'Weekly',
  state: 'started',
} as unknown as AdminMeeting;

const FILE = { id: 7, name: 'rec.mp4', access: 'restricted', video: true } as unknown as Attachment;

describe('meeting administration', () => {
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
  });
  afterEach(() => {
    resetFetch();
    $meeting.set({ state: 'idle' });
  });

  it('stopping a started meeting shows "meeting ended": the detail takes the new state', async () => {
    const server = fakeServer({
      'POST web/admin/meetings/123456789/stop': reply(200, { ...MEETING, state: 'stopped' }),
    });
    setFetch(server.fetch);
    $meeting.set({ state: 'ready', data: MEETING });
    expect(await stopMeeting(MEETING.uid)).to.equal(undefined);
    const shown = $meeting.get();
    expect(shown.state === 'ready' && shown.data.state).to.equal('stopped');
  });

  it('deletion only when not started or finished: the refusal answers the server code 1021', async () => {
    const server = fakeServer({
      'DELETE web/admin/meetings/123456789': reply(409, { exception: { code: 1021 } }),
      'DELETE web/admin/meetings/987654321': reply(204),
      'GET web/admin/meetings': reply(200, { items: [], total: 0 }),
    });
    setFetch(server.fetch);
    expect(await deleteMeetings(['123456789', '987654321'])).to.deep.equal([1021]);
    expect(server.calls('DELETE web/admin/meetings/987654321')).to.have.length(1);
  });

  it('access of a video switched from restricted to expanded replaces the row shown', async () => {
    const server = fakeServer({
      'PATCH web/admin/meetings/123456789/attachments/7': reply(200, { ...FILE, access: 'expanded' }),
    });
    setFetch(server.fetch);
    $attachments.set({ state: 'ready', data: [FILE] });
    expect(await setAttachmentAccess(MEETING.uid, 7, 'expanded')).to.equal(undefined);
    const shown = $attachments.get();
    expect(shown.state === 'ready' && shown.data[0]?.access).to.equal('expanded');
    expect(server.calls('PATCH web/admin/meetings/123456789/attachments/7')[0]?.body).to.deep.equal({
      access: 'expanded',
    });
  });

  it('a started meeting shown is asked again every few seconds while followed, and no more once left', async () => {
    const server = fakeServer({
      'GET web/admin/meetings/123456789': reply(200, MEETING),
      'GET web/admin/meetings/123456789/attendees': reply(200, { items: [], total: 0 }),
    });
    setFetch(server.fetch);
    $meeting.set({ state: 'ready', data: MEETING });
    const clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = $following.listen(() => undefined);
      expect(server.calls('GET web/admin/meetings/123456789')).to.have.length(0);
      clock.tick(MEETING_FOLLOW_MS);
      clock.tick(MEETING_FOLLOW_MS);
      await waitUntil(() => server.calls('GET web/admin/meetings/123456789').length === 2);
      stop();
      // Nano Stores unmounts a store a second after its last listener left.
      await waitUntil(() => clock.countTimers() === 0, 'the timer stops', { timeout: 3000 });
      clock.tick(MEETING_FOLLOW_MS * 3);
      expect(server.calls('GET web/admin/meetings/123456789')).to.have.length(2);
    } finally {
      clock.uninstall();
    }
  });

  it('a stopped meeting is not asked again', async () => {
    const server = fakeServer({ 'GET web/admin/meetings/123456789': reply(200, MEETING) });
    setFetch(server.fetch);
    $meeting.set({ state: 'ready', data: { ...MEETING, state: 'stopped' } });
    const clock = FakeTimers.install({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = $following.listen(() => undefined);
      clock.tick(MEETING_FOLLOW_MS * 3);
      stop();
      expect(server.calls('GET web/admin/meetings/123456789')).to.have.length(0);
    } finally {
      clock.uninstall();
    }
  });
});
