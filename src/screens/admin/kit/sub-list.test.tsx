import { expect } from '@open-wc/testing';
import { atom } from 'nanostores';
import { consoleTests } from '../../../../tests/support/admin';
import { reply } from '../../../../tests/support/fake-server';
import { render } from '../../../../tests/support/render';
import { waitUntil } from '../../../../tests/support/wait';
import type { ImportState } from '../../../core/admin/imports';
import { listStore } from '../../../core/lists/list-store';
import { columnTable, filterTable, selectOptions } from './columns';
import { SubList } from './sub-list';

const people = [
  { email: 'ana@example.com', firstName: 'Ana', lastName: 'Lind', language: 'de' },
  { email: 'bo@example.com', firstName: 'Bo', lastName: 'Berg', language: 'en' },
];
const COLUMNS = columnTable<(typeof people)[number]>('users:column', {
  email: { sortable: true },
  name: { cell: (row) => `${row.firstName} ${row.lastName}` },
  language: { translation: 'Spoken', cell: (row) => row.language.toUpperCase() },
});
const texts = (host: HTMLElement, selector: string) =>
  [...host.querySelectorAll(selector)].map((node) => node.textContent?.trim());

describe('admin kit: column table and sub-list', () => {
  consoleTests(['admin', 'table', 'error', 'users', 'overlay'], {
    'GET web/admin/users': reply(200, { items: people, total: 2 }),
  });

  it('a column table names its headers `<prefix>.<name>` (or its own key) and fills each cell its way', async () => {
    const { host, unmount } = render(
      <SubList list={listStore('listUsers', { sort: 'email' })} label="People" columns={COLUMNS} />,
    );
    await waitUntil(() => host.querySelector('tbody')?.textContent?.includes('Ana Lind'), 'the rows');
    expect(COLUMNS.map((c) => c.translation)).to.deep.equal([
      'users:column.email',
      'users:column.name',
      'Spoken',
    ]);
    expect(texts(host, 'thead th')).to.include.members(['E-mail', 'Name', 'Spoken']);
    const first = texts(host, 'tbody tr:first-child td');
    expect(first).to.include.members(['ana@example.com', 'Ana Lind', 'DE']);
    unmount();
  });

  it('a filter table labels its filters `<prefix>.<name>` and its options `<prefix>.<value>`', () => {
    const filters = filterTable('users:filter', {
      name: { type: 'string' },
      source: { type: 'select', selectOptions: selectOptions('users:source', ['LDAP', 'SSO']) },
    });
    expect(filters).to.deep.equal([
      { name: 'name', type: 'string', translation: 'users:filter.name' },
      {
        name: 'source',
        type: 'select',
        translation: 'users:filter.source',
        selectOptions: [
          { value: 'LDAP', translation: 'users:source.LDAP' },
          { value: 'SSO', translation: 'users:source.SSO' },
        ],
      },
    ]);
  });

  it('a sub-list with a heading is a section named by it: add form, status line read out, then the list', async () => {
    const { host, unmount } = render(
      <SubList
        heading="Members"
        add={<form aria-label="Add a member" />}
        status="2 places left"
        list={listStore('listUsers', { sort: 'email' })}
        label="Members"
        columns={COLUMNS}
      />,
    );
    await waitUntil(() => host.querySelector('tbody')?.textContent?.includes('bo@example.com'), 'the rows');
    const section = host.querySelector('section.section') as HTMLElement;
    const heading = section.querySelector('h2') as HTMLElement;
    expect(section.getAttribute('aria-labelledby')).to.equal(heading.id);
    expect(heading.textContent).to.equal('Members');
    const order = [...section.querySelectorAll('form, p[role="status"]:not(.visually-hidden), table')].map(
      (node) => node.tagName,
    );
    expect(order.slice(0, 3)).to.deep.equal(['FORM', 'P', 'TABLE']);
    expect(section.querySelector('p[role="status"]')?.textContent).to.equal('2 places left');
    unmount();
  });

  it('its import opens first in the toolbar, its dialog opens and closes; export and column choice follow', async () => {
    const { host, unmount } = render(
      <SubList
        list={listStore('listUsers', { sort: 'email' })}
        label="Members"
        columns={COLUMNS}
        columnChoice="kitMembers"
        exporter={async () => undefined}
        toolbar={
          <button type="button" className="button">
            Sync
          </button>
        }
        importer={{
          open: 'Import',
          title: 'Import members',
          store: atom<ImportState>({ step: 'idle', read: 0, lines: [] }),
          keyLabel: 'E-mail',
          message: (result) => result,
          dryRunSuccess: 'Would be added.',
          reportName: 'members.csv',
          onImport: async () => true,
        }}
      />,
    );
    await waitUntil(() => host.querySelector('tbody')?.textContent?.includes('bo@example.com'), 'the rows');
    const buttons = texts(host, '.toolbar > button');
    expect(buttons.slice(0, 3)).to.deep.equal(['Import', 'Sync', 'Export (CSV)']);
    expect(host.querySelector('.toolbar [aria-expanded]')).to.not.equal(null);
    expect(host.querySelector('dialog')).to.equal(null);
    host.querySelector<HTMLButtonElement>('.toolbar > button')?.click();
    await waitUntil(
      () => (host.querySelector('dialog') as HTMLDialogElement | null)?.open,
      'the dialog opens',
    );
    expect(host.querySelector('dialog h2')?.textContent).to.equal('Import members');
    host.querySelector<HTMLButtonElement>('dialog .close')?.click();
    await waitUntil(
      () => !(host.querySelector('dialog') as HTMLDialogElement | null)?.open,
      'the dialog closes',
    );
    unmount();
  });

  it('without an import, a toolbar or an add form (a user who may not change them) none is offered', async () => {
    const { host, unmount } = render(
      <SubList
        list={listStore('listUsers', { sort: 'email' })}
        label="Members"
        columns={COLUMNS}
        add={false}
        importer={false}
      />,
    );
    await waitUntil(() => host.querySelector('tbody')?.textContent?.includes('bo@example.com'), 'the rows');
    expect(host.querySelector('.toolbar')).to.equal(null);
    expect(host.querySelector('form, dialog, p[role="status"]:not(.visually-hidden)')).to.equal(null);
    expect(host.querySelector('div.form > section')?.getAttribute('aria-label')).to.equal('Members');
    unmount();
  });
});
