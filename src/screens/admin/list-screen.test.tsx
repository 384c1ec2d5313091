import { expect } from '@open-wc/testing';
import { consoleTests } from '../../../tests/support/admin';
import { fakeServer, reply } from '../../../tests/support/fake-server';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { bulkUsers } from '../../core/admin/bulk';
import { setFetch } from '../../core/api/transport';
import { listStore } from '../../core/lists/list-store';
import { ListScreen } from './list-screen';

const COLUMNS = [{ name: 'email', translation: 'E-mail', sortable: true }];
const row = (email: string) => ({ email });

describe('list screen', () => {
  consoleTests(['admin', 'table', 'error']);

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

  it('a bulk action names its count, then shows each record done or refused with its translated reason', async () => {
    const server = fakeServer({
      'GET web/admin/users': reply(200, {
        items: [
          { id: 1, email: 'a@x.org' },
          { id: 2, email: 'b@x.org' },
        ],
        total: 2,
      }),
      'POST web/admin/users/bulk': reply(200, {
        succeeded: 1,
        failed: 1,
        results: [
          { id: '1', key: 'a@x.org', result: 'done' },
          { id: '2', key: 'b@x.org', result: 'refused', code: 1005 },
        ],
      }),
    });
    setFetch(server.fetch);
    const users = listStore('listUsers', { sort: 'email' });
    const { host, unmount } = render(
      <ListScreen
        list={users}
        label="Users"
        columns={COLUMNS}
        bulkActions={[
          {
            name: 'deactivate',
            label: 'Deactivate',
            run: (rows) => bulkUsers({ ids: rows.map((r) => r.id), action: 'deactivate' }),
          },
        ]}
      />,
    );
    await waitUntil(() => host.querySelectorAll('tbody input[type="checkbox"]').length === 2, 'rows');
    host.querySelector<HTMLInputElement>('thead input[type="checkbox"]')?.click();
    const actions = () => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Actions…');
    await waitUntil(actions, 'the selection bar offers the actions');
    actions()?.click();
    await waitUntil(
      () => (host.querySelector('dialog') as HTMLDialogElement | null)?.open,
      'the dialog opens',
    );
    expect(host.querySelector('dialog h2')?.textContent).to.equal('Act on the 2 selected rows');
    const apply = host.querySelector<HTMLButtonElement>('dialog button[type="submit"]');
    expect(apply?.textContent).to.equal('Apply to 2 rows');
    apply?.click();
    await waitUntil(() => host.querySelector('dialog table'), 'the results are shown');
    expect(server.calls('POST web/admin/users/bulk')[0]?.body).to.deep.equal({
      ids: [1, 2],
      action: 'deactivate',
    });
    expect(host.querySelector('dialog [role="status"]')?.textContent).to.equal('1 done. 1 refused.');
    const lines = [...host.querySelectorAll('dialog tbody tr')].map((tr) => tr.textContent);
    expect(lines).to.deep.equal([
      'a@x.orgDone ',
      'b@x.orgRefused You do not have sufficient rights for this action.',
    ]);
    unmount();
  });
});
