import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { startSession } from '../stores/session';
import { call } from './call';
import { resetFetch, setFetch } from './transport';

describe('calls typed by the contract operation', () => {
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 'token', refreshToken: 'r' }, 'admin@example.com');
  });
  afterEach(resetFetch);

  it('the method and the path come from the operation, path parameters are put in and encoded', async () => {
    const server = fakeServer({ 'DELETE web/admin/tags/7/users/12': reply(204) });
    setFetch(server.fetch);
    await call('removeTagUser', { path: { id: 7, userId: 12 } });
    expect(server.seen.map((seen) => `${seen.method} ${seen.path}`)).to.deep.equal([
      'DELETE web/admin/tags/7/users/12',
    ]);
    expect(server.seen[0]?.headers.get('authorization')).to.equal('Bearer token');
  });

  it('the query is sent without its empty values; a JSON body as JSON', async () => {
    const server = fakeServer({
      'POST web/admin/tags': reply(201, { id: 1, name: 'x', rules: [], userCount: 0 }),
    });
    setFetch(server.fetch);
    const tag = await call('createTag', { body: { name: 'x' } });
    expect(tag.name).to.equal('x');
    expect(server.seen[0]?.body).to.deep.equal({ name: 'x' });
    const list = fakeServer({ 'GET web/admin/users': reply(200, { items: [], total: 0 }) });
    setFetch(list.fetch);
    await call('listUsers', { query: { page: 2, filter: '' } });
    expect(list.seen[0]?.path).to.equal('web/admin/users?page=2');
  });

  it('a CSV body is sent as text/csv, and a CSV answer comes back as text', async () => {
    let type = '';
    const server = fakeServer({
      'POST web/admin/users/import': (request) => {
        type = request.headers.get('content-type') ?? '';
        return reply(200, { dryRun: true, succeeded: 0, failed: 0, lines: [] });
      },
      'GET web/admin/users/export': { text: 'email\r\n"a@x.org"\r\n' },
    });
    setFetch(server.fetch);
    await call('importUsers', { query: { dryRun: true }, body: 'email\na@x.org\n' });
    expect(type).to.match(/^text\/csv/);
    expect(server.seen[0]?.body).to.equal('email\na@x.org\n');
    expect(await call('exportUsers', { query: {} })).to.equal('email\r\n"a@x.org"\r\n');
  });

  it('an operation answering bytes (a video) comes back as a Blob of those bytes, sent with the bearer', async () => {
    const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 255]);
    const server = fakeServer({
      'GET web/admin/meetings/100000004/attachments/3/content': { bytes, type: 'video/webm' },
    });
    setFetch(server.fetch);
    const blob = await call('getAttachmentContent', { path: { uid: '100000004', fileId: 3 } });
    expect(blob).to.be.instanceOf(Blob);
    expect(blob.type).to.equal('video/webm');
    expect([...new Uint8Array(await blob.arrayBuffer())]).to.deep.equal([...bytes]);
    expect(server.seen[0]?.headers.get('authorization')).to.equal('Bearer token');
  });

  it('an unknown attachment answers its error code rather than a Blob', async () => {
    const server = fakeServer({
      'GET web/admin/meetings/100000004/attachments/9/content': reply(404, {
        exception: { code: 1001, message: 'No such file' },
      }),
    });
    setFetch(server.fetch);
    const failure = await call('getAttachmentContent', { path: { uid: '100000004', fileId: 9 } }).catch(
      (error: unknown) => error,
    );
    expect(failure).to.have.property('code', 1001);
  });

  it('an open operation sends no bearer', async () => {
    const server = fakeServer({ 'GET v1/settings': reply(200, {}) });
    setFetch(server.fetch);
    await call('getPublicSettings');
    expect(server.seen[0]?.headers.get('authorization')).to.equal(null);
  });
});
