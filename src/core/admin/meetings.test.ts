import { expect } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch, setFetch } from '../api/transport';
import { startSession } from '../stores/session';
import {
  $attachments,
  $following,
  $meeting,
  $player,
  type AdminMeeting,
  type Attachment,
  closePlayer,
  deleteMeetings,
  MEETING_FOLLOW_MS,
  playAttachment,
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
    expect(await stopMeeting(MEETING.uid)).to.deep.equal({
      done: true,
      value: { ...MEETING, state: 'stopped' },
    });
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
    expect((await deleteMeetings(['123456789', '987654321'])).map((refusal) => refusal.code)).to.deep.equal([
      1021,
    ]);
    expect(server.calls('DELETE web/admin/meetings/987654321')).to.have.length(1);
  });

  it('playing a video loads its bytes through the API into an object URL, revoked when the player closes', async () => {
    const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]);
    const server = fakeServer({
      'GET web/admin/meetings/123456789/attachments/7/content': { bytes, type: 'video/webm' },
      'GET web/admin/meetings/123456789/attachments/8/content': reply(404, { exception: { code: 1001 } }),
    });
    setFetch(server.fetch);
    const played = playAttachment('123456789', FILE);
    expect($player.get().state).to.equal('loading');
    await played;
    const shown = $player.get();
    if (shown.state !== 'ready') throw new Error(`not ready: ${shown.state}`);
    expect(shown.attachment.name).to.equal('rec.mp4');
    expect(server.seen[0]?.headers.get('authorization')).to.equal('Bearer s');
    const blob = await (await fetch(shown.url)).blob();
    expect(blob.type).to.equal('video/webm');
    expect(blob.size).to.equal(4);
    closePlayer();
    expect($player.get().state).to.equal('closed');
    const revoked = await fetch(shown.url).then(
      () => false,
      () => true,
    );
    expect(revoked).to.equal(true);
    await playAttachment('123456789', { ...FILE, id: 8 });
    expect($player.get()).to.deep.include({ state: 'failed', code: 1001 });
    closePlayer();
  });

  it('a video replaced by another before it came is never shown', async () => {
    const server = fakeServer({
      'GET web/admin/meetings/123456789/attachments/7/content': {
        bytes: new Uint8Array([1]),
        type: 'video/webm',
      },
      'GET web/admin/meetings/123456789/attachments/9/content': {
        bytes: new Uint8Array([2, 2]),
        type: 'video/webm',
      },
    });
    setFetch(server.fetch);
    const first = playAttachment('123456789', FILE);
    const second = playAttachment('123456789', { ...FILE, id: 9, name: 'other.webm' });
    await Promise.all([first, second]);
    const shown = $player.get();
    expect(shown.state === 'ready' && shown.attachment.name).to.equal('other.webm');
    closePlayer();
  });

  it('access of a video switched from restricted to expanded replaces the row shown', async () => {
    const server = fakeServer({
      'PATCH web/admin/meetings/123456789/attachments/7': reply(200, { ...FILE, access: 'expanded' }),
    });
    setFetch(server.fetch);
    $attachments.set({ state: 'ready', data: [FILE] });
    expect((await setAttachmentAccess(MEETING.uid, 7, 'expanded')).done).to.equal(true);
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
