import { expect } from '@open-wc/testing';
import { cleanStores } from 'nanostores';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch, setFetch } from '../api/transport';
import { startSession } from '../stores/session';
import { $addressQuery, changeAddressQuery } from './address';
import { type ListOperation, type ListStore, listStore } from './list-store';
import { listViewQuery, readListView } from './list-view';

const OPTIONS = { sort: 'email', sorts: ['email', 'lastName'] };
const page = (total: number, ...emails: string[]) =>
  reply(200, { items: emails.map((email) => ({ email })), total });

describe('list view in the address', () => {
  it('a query string reads back as the view it was written from (URL round trip)', () => {
    const view = {
      page: 3,
      size: 50,
      sort: 'lastName',
      order: 1 as const,
      filter: 'name=ann&activated=true',
    };
    const query = new URLSearchParams(
      Object.entries(listViewQuery(view, OPTIONS)).filter((e): e is [string, string] => e[1] !== undefined),
    ).toString();
    expect(readListView(query, OPTIONS)).to.deep.equal(view);
  });

  it('defaults are left out of the address, so the plain list has a plain address', () => {
    const plain = listViewQuery({ page: 1, size: 10, sort: 'email', order: 0, filter: '' }, OPTIONS);
    expect(Object.values(plain).filter((value) => value !== undefined)).to.deep.equal([]);
  });

  it('a size outside the spec sizes, a page below 1 and an unknown sort fall back to the defaults', () => {
    expect(readListView('page=0&size=7&sort=password&order=5', OPTIONS)).to.deep.equal({
      page: 1,
      size: 10,
      sort: 'email',
      order: 0,
      filter: '',
    });
  });

  it('a prefix keeps two lists of one page apart', () => {
    const view = readListView('page=2&userspage=4', { ...OPTIONS, prefix: 'users' });
    expect(view.page).to.equal(4);
  });
});

describe('list store', () => {
  let stops: (() => void)[] = [];
  const created: ListStore<ListOperation>[] = [];
  /** A list store that the test shows; unmounted at once after the test (no delayed unmount left behind). */
  function mounted<Op extends ListOperation>(
    id: Op,
    options: Parameters<typeof listStore>[1],
  ): ListStore<Op> {
    const store = listStore(id, options);
    created.push(store as unknown as ListStore<ListOperation>);
    stops.push(store.show());
    return store;
  }
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    history.replaceState(history.state, '', location.pathname);
    $addressQuery.set('');
  });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
    cleanStores(...created.splice(0).map((store) => store.$list));
    resetFetch();
    history.replaceState(history.state, '', location.pathname);
  });

  it('loads on mount with the view of the address: page, size, sort, order and filter', async () => {
    history.replaceState(
      history.state,
      '',
      `${location.pathname}?page=2&size=20&sort=lastName&order=1&filter=name%3Dann`,
    );
    const server = fakeServer({ 'GET web/admin/users': page(25, 'a@x.org') });
    setFetch(server.fetch);
    const users = mounted('listUsers', OPTIONS);
    await waitUntil(() => users.$list.get().state === 'ready');
    const url = new URL(server.calls('GET web/admin/users')[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      page: '2',
      size: '20',
      sort: 'lastName',
      order: '1',
      filter: 'name=ann',
    });
    expect(users.$list.get().total).to.equal(25);
  });

  it('the latest request wins: the request still on its way is cancelled and its page never shown', async () => {
    let signal: AbortSignal | undefined;
    const server = fakeServer({
      'GET web/admin/users': [
        (request) => {
          signal = request.signal;
          return 'hang';
        },
        page(1, 'new@x.org'),
      ],
    });
    setFetch(server.fetch);
    const users = mounted('listUsers', OPTIONS);
    await waitUntil(() => server.calls('GET web/admin/users').length === 1);
    users.setSort('lastName', 1);
    await waitUntil(() => users.$list.get().state === 'ready');
    expect(signal?.aborted).to.equal(true);
    expect(users.$list.get().items.map((item) => item.email)).to.deep.equal(['new@x.org']);
  });

  it('changing the filter goes back to page 1 and writes the view into the address', async () => {
    history.replaceState(history.state, '', `${location.pathname}?page=3`);
    setFetch(fakeServer({ 'GET web/admin/users': page(0) }).fetch);
    const users = mounted('listUsers', OPTIONS);
    users.setFilter('email=bob');
    expect(new URLSearchParams(location.search).get('filter')).to.equal('email=bob');
    expect(new URLSearchParams(location.search).has('page')).to.equal(false);
    expect(users.$view.get().page).to.equal(1);
  });

  it('back restores the previous view and loads it again', async () => {
    const server = fakeServer({ 'GET web/admin/users': page(40, 'a@x.org') });
    setFetch(server.fetch);
    const users = mounted('listUsers', OPTIONS);
    await waitUntil(() => users.$list.get().state === 'ready');
    changeAddressQuery({ page: '2' });
    await waitUntil(() => server.calls('GET web/admin/users').length === 2);
    history.back();
    await waitUntil(() => users.$view.get().page === 1, 'back to page 1');
    await waitUntil(() => server.calls('GET web/admin/users').length === 3);
    expect(new URL(server.calls('GET web/admin/users')[2]?.url ?? '').searchParams.get('page')).to.equal('1');
  });

  it('a failed load keeps the error code and a reload tries again', async () => {
    const server = fakeServer({
      'GET web/admin/users': [
        reply(400, { exception: { code: 1004, message: 'bad filter' } }),
        page(1, 'a@x.org'),
      ],
    });
    setFetch(server.fetch);
    const users = mounted('listUsers', OPTIONS);
    await waitUntil(() => users.$list.get().state === 'failed');
    expect(users.$list.get().code).to.equal(1004);
    await users.reload();
    expect(users.$list.get().state).to.equal('ready');
  });

  it('signing out forgets the rows', async () => {
    setFetch(fakeServer({ 'GET web/admin/users': page(1, 'a@x.org') }).fetch);
    const users = mounted('listUsers', OPTIONS);
    await waitUntil(() => users.$list.get().state === 'ready');
    resetForTest();
    expect(users.$list.get()).to.deep.equal({ state: 'idle', items: [], total: 0 });
  });

  it('a hidden list never loads on a change of the address; shown again it takes its page afresh', async () => {
    const server = fakeServer({ 'GET web/admin/users': page(1, 'a@x.org') });
    setFetch(server.fetch);
    const users = listStore('listUsers', OPTIONS);
    created.push(users as unknown as ListStore<ListOperation>);
    const hide = users.show();
    await waitUntil(() => users.$list.get().state === 'ready');
    hide();
    const keep = users.$list.listen(() => undefined);
    changeAddressQuery({ tab: 'roles' });
    changeAddressQuery({ page: '2' });
    expect(server.calls('GET web/admin/users').length).to.equal(1);
    stops.push(users.show(), keep);
    await waitUntil(() => server.calls('GET web/admin/users').length === 2);
    expect(new URL(server.calls('GET web/admin/users')[1]?.url ?? '').searchParams.get('page')).to.equal('2');
  });

  it('an operation with path parameters waits until they are set', async () => {
    const server = fakeServer({ 'GET web/admin/tags/7/users': page(0) });
    setFetch(server.fetch);
    const tagUsers = mounted('listTagUsers', { sort: 'email' });
    expect(tagUsers.$list.get().state).to.equal('idle');
    tagUsers.open({ id: 7 });
    await waitUntil(() => tagUsers.$list.get().state === 'ready');
    expect(server.seen.map((seen) => seen.path.split('?')[0])).to.deep.equal(['web/admin/tags/7/users']);
  });
});
