import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch, setFetch } from '../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { listStore } from '../../core/lists/list-store';
import { startSession } from '../../core/stores/session';
import { ListScreen } from './list-screen';

const COLUMNS = [{ name: 'email', translation: 'E-mail', sortable: true }];
const row = (email: string) => ({ email });

describe('list screen', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['admin', 'table', 'error']);
  });
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    history.replaceState(history.state, '', location.pathname);
  });
  afterEach(resetFetch);

  it('a failed load says why and offers to try again; trying again shows the page', async () => {
    const server = fakeServer({
      'GET web/admin/users': [
        reply(400, { exception: { code: 1004, message: 'bad filter' } }),
        reply(200, { items: [row('a@x.org')], total: 1 }),
      ],
    });
    setFetch(server.fetch);
    const users = listStore('listUsers', { sort: 'email' });
    const { host, unmount } = render(<ListScreen list={users} label="Users" columns={COLUMNS} />);
    await waitUntil(() => host.querySelector('[role="alert"]'), 'the failure is shown');
    expect(host.querySelector('[role="alert"]')?.textContent).to.contain('The list could not be loaded.');
    host.querySelector<HTMLButtonElement>('[role="alert"] button')?.click();
    await waitUntil(() => host.querySelector('tbody')?.textContent?.includes('a@x.org'), 'the page is shown');
    expect(host.querySelector('[role="alert"]')).to.equal(null);
    unmount();
  });

  it('an empty list shows the empty message and no paging', async () => {
    setFetch(fakeServer({ 'GET web/admin/users': reply(200, { items: [], total: 0 }) }).fetch);
    const users = listStore('listUsers', { sort: 'email' });
    const { host, unmount } = render(
      <ListScreen list={users} label="Users" columns={COLUMNS} emptyMessage="Nobody here." />,
    );
    await waitUntil(
      () => host.querySelector('tbody')?.textContent?.includes('Nobody here.'),
      'empty message',
    );
    expect(host.querySelector('nav')).to.equal(null);
    expect(host.querySelector('[role="status"]')?.textContent).to.equal('0 rows');
    unmount();
  });

  it('a click on a sortable heading writes the sort into the address', async () => {
    setFetch(fakeServer({ 'GET web/admin/users': reply(200, { items: [row('a@x.org')], total: 1 }) }).fetch);
    const users = listStore('listUsers', { sort: 'lastName' });
    const { host, unmount } = render(<ListScreen list={users} label="Users" columns={COLUMNS} />);
    await waitUntil(() => host.querySelector('thead button'));
    host.querySelector<HTMLButtonElement>('thead button')?.click();
    await waitUntil(
      () => new URLSearchParams(location.search).get('sort') === 'email',
      'sort in the address',
    );
    unmount();
    history.replaceState(history.state, '', location.pathname);
  });
});
