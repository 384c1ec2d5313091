// The content of a meeting's attachment: the demo recording's bytes, whole or by range, for the roles of the
// contract only.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_MEETINGS } from '../seed/demo-meetings';
import { DEMO_RECORDING_BYTES } from '../seed/recording';
import { ADMIN, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Attachment = { id: number; size: number; checksum: string; video: boolean };

describe('the content of an attachment', () => {
  let server: Server;
  let admin: TestClient;
  let video: Attachment;
  const contentUrl = (fileId: number, uid: string = DEMO_MEETINGS.ended) =>
    `${server.url}/meet/services/json/web/admin/meetings/${uid}/attachments/${fileId}/content`;
  const fetchAs = (client: TestClient, url: string, headers: Record<string, string> = {}) =>
    fetch(url, { headers: { authorization: `Bearer ${client.sessionToken}`, ...headers } });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  before(async () => {
    server = await startTestServer();
    admin = new TestClient(server.url);
    assert.equal((await admin.signIn(ADMIN.email, ADMIN.password)).status, 200);
    const list = await admin.call('GET', `web/admin/meetings/${DEMO_MEETINGS.ended}/attachments`);
    const found = (list.body as Attachment[]).find((attachment) => attachment.video);
    assert.ok(found, 'the ended demo meeting has a video');
    video = found;
  });
  after(() => server.close());

  test('the whole video answers video/webm with the size and SHA-256 checksum the list gives', async () => {
    const response = await fetchAs(admin, contentUrl(video.id));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^video\/webm/);
    assert.equal(response.headers.get('accept-ranges'), 'bytes');
    const bytes = await bytesOf(response);
    assert.equal(bytes.length, video.size);
    assert.equal(createHash('sha256').update(bytes).digest('hex'), video.checksum);
    assert.deepEqual(bytes, DEMO_RECORDING_BYTES);
  });

  test('a Range answers 206 with those bytes and their Content-Range, so that a player can seek', async () => {
    const response = await fetchAs(admin, contentUrl(video.id), { range: 'bytes=100-199' });
    assert.equal(response.status, 206);
    assert.equal(response.headers.get('content-range'), `bytes 100-199/${video.size}`);
    assert.deepEqual(await bytesOf(response), DEMO_RECORDING_BYTES.subarray(100, 200));
    const tail = await fetchAs(admin, contentUrl(video.id), { range: 'bytes=-10' });
    assert.equal(tail.status, 206);
    assert.deepEqual(await bytesOf(tail), DEMO_RECORDING_BYTES.subarray(video.size - 10));
    const past = await fetchAs(admin, contentUrl(video.id), { range: `bytes=${video.size}-` });
    assert.equal(past.status, 416);
    assert.equal(past.headers.get('content-range'), `bytes */${video.size}`);
  });

  test('an unknown attachment, or one of another meeting, answers 404 code 1001', async () => {
    for (const url of [contentUrl(999_999), contentUrl(video.id, DEMO_MEETINGS.open)]) {
      const response = await fetchAs(admin, url);
      assert.equal(response.status, 404);
      assert.equal(((await response.json()) as { exception: { code: number } }).exception.code, 1001);
    }
  });

  test('a user without the administrator role is refused with 403', async () => {
    const user = new TestClient(server.url);
    assert.equal((await user.signIn(USER.email, USER.password)).status, 200);
    const response = await fetchAs(user, contentUrl(video.id));
    assert.equal(response.status, 403);
  });
});
