import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { typeInto } from '../../../tests/support/inputs';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch, setFetch } from '../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { listStore } from '../../core/lists/list-store';
import { saveView } from '../../core/lists/saved-views';
import { startSession } from '../../core/stores/session';
import { ListScreen } from './list-screen';

const COLUMNS = [
  { name: 'email', translation: 'E-mail', sortable: true },
  { name: 'login', translation: 'Login', sortable: true },
];
const LIST = 'savedViewsTest';

const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const headings = (host: HTMLElement) => [...host.querySelectorAll('thead th')].map((th) => th.textContent);
/** Moves the page's address as a reload or a followed link would. */
function goTo(query: string) {
  history.replaceState(history.state, '', `${location.pathname}${query}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
const params = () => Object.fromEntries(new URLSearchParams(location.search));

describe('saved views', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['admin', 'table', 'error', 'input']);
  });
  beforeEach(() => {
    resetForTest();
    localStorage.removeItem(`meet.views.admin@example.com.${LIST}`);
    for (const account of ['admin@example.com', 'manager@example.com'])
      localStorage.removeItem(`meet.columns.${account}.${LIST}`);
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    setFetch(
      fakeServer({
        'GET web/admin/users': reply(200, { items: [{ email: 'a@x.org', login: 'a' }], total: 1 }),
      }).fetch,
    );
  });
  afterEach(() => {
    resetFetch();
    goTo('');
  });

  function open() {
    const users = listStore('listUsers', { sort: 'login' });
    const screen = render(<ListScreen list={users} label="Users" columns={COLUMNS} columnChoice={LIST} />);
    return { ...screen, users };
  }

  async function openMenu(host: HTMLElement): Promise<HTMLFieldSetElement> {
    await waitUntil(() => host.querySelector('button[aria-label="Saved views: Users"]'), 'the menu button');
    host.querySelector<HTMLButtonElement>('button[aria-label="Saved views: Users"]')?.click();
    await waitUntil(() => host.querySelector('.saved-views fieldset'), 'the menu opens');
    return host.querySelector('.saved-views fieldset') as HTMLFieldSetElement;
  }

  it('names the current filter, sort, page size and columns; the name is refused empty or taken, what was typed kept', async () => {
    goTo('?sort=email&order=1&size=20&filter=name%3Dbo');
    const { host, unmount } = open();
    const menu = await openMenu(host);
    expect(menu.textContent).to.contain('No saved view yet.');
    button(menu, 'Save view')?.click();
    await waitUntil(() => menu.querySelector('[aria-invalid="true"]'), 'an empty name is refused');
    expect(menu.textContent).to.contain('Give the view a name.');
    const name = menu.querySelector('input') as HTMLInputElement;
    await typeInto(name, 'Bo by e-mail');
    button(menu, 'Save view')?.click();
    await waitUntil(() => menu.querySelector('li a'), 'the view is listed');
    const link = menu.querySelector('li a') as HTMLAnchorElement;
    expect(link.textContent).to.equal('Bo by e-mail');
    const shared = new URL(link.href);
    expect(Object.fromEntries(shared.searchParams)).to.deep.equal({
      sort: 'email',
      order: '1',
      size: '20',
      filter: 'name=bo',
      columns: 'email,login',
    });
    const again = menu.querySelector('form:last-of-type input') as HTMLInputElement;
    expect(again.value).to.equal('');
    await typeInto(again, 'bo BY e-mail');
    button(menu, 'Save view')?.click();
    await waitUntil(() => menu.textContent?.includes('Another view of this list has that name.'), 'taken');
    expect(again.value).to.equal('bo BY e-mail');
    expect(menu.querySelectorAll('li')).to.have.length(1);
    unmount();
  });

  it('a saved view applied shows its filter, sort, size and columns from page 1, and its address opens it', async () => {
    goTo('?sort=email&size=50');
    const first = open();
    await waitUntil(() => headings(first.host).length === 2, 'both columns');
    saveView(LIST, { name: 'Logins', sort: 'login', order: 1, size: 20, filter: '', columns: ['login'] });
    first.users.setPage(3);
    const menu = await openMenu(first.host);
    const link = menu.querySelector('li a') as HTMLAnchorElement;
    const shared = link.href;
    link.click();
    await waitUntil(() => headings(first.host).length === 1, 'the view shows its one column');
    expect(headings(first.host)[0]).to.contain('Login');
    // The list's default sort is left out of the address.
    expect(params()).to.deep.equal({ order: '1', size: '20', columns: 'login' });
    expect(first.users.$view.get().page).to.equal(1);
    first.unmount();

    goTo('');
    const plain = open();
    await waitUntil(() => headings(plain.host).length === 2, 'without the address the list shows both');
    plain.unmount();
    localStorage.removeItem(`meet.views.admin@example.com.${LIST}`);
    goTo(new URL(shared).search);
    const opened = open();
    await waitUntil(() => headings(opened.host).length === 1, 'the shared address shows its column');
    expect(opened.users.$view.get()).to.deep.include({ sort: 'login', order: 1, size: 20 });
    // A column chosen on a shared view stays in its address, so the address still says what the list shows.
    button(opened.host, 'Columns')?.click();
    await waitUntil(() => opened.host.querySelector('.columns input'), 'the column chooser');
    opened.host.querySelector<HTMLInputElement>('.columns input:not(:checked)')?.click();
    await waitUntil(() => params().columns === 'email,login', 'the address shows both');
    expect(headings(opened.host)).to.have.length(2);
    opened.unmount();
  });

  it('a view is renamed in place (focus back on its link) and deleted after a confirmation; each account has its own', async () => {
    saveView(LIST, {
      name: 'Old',
      sort: 'login',
      order: 0,
      size: 10,
      filter: '',
      columns: ['email', 'login'],
    });
    const { host, unmount } = open();
    const menu = await openMenu(host);
    menu.querySelector<HTMLButtonElement>('button[aria-label="Rename the view Old"]')?.click();
    await waitUntil(() => menu.querySelector('li input'), 'the name field');
    const field = menu.querySelector('li input') as HTMLInputElement;
    expect(field.value).to.equal('Old');
    expect(field.matches(':focus')).to.equal(true);
    field.select();
    await typeInto(field, 'New');
    button(menu, 'Rename')?.click();
    await waitUntil(() => menu.querySelector('li a')?.textContent === 'New', 'renamed');
    await waitUntil(() => menu.querySelector('li a')?.matches(':focus'), 'the focus is back on the link');
    menu.querySelector<HTMLButtonElement>('button[aria-label="Delete the view New"]')?.click();
    const confirmation = () =>
      document.querySelector('[data-meet-confirm]')?.shadowRoot?.querySelector('dialog[open]');
    await waitUntil(confirmation, 'the confirmation');
    const dialog = confirmation() as HTMLDialogElement;
    expect(dialog.textContent).to.contain('Delete the saved view New?');
    button(dialog, 'Delete')?.click();
    await waitUntil(() => menu.textContent?.includes('No saved view yet.'), 'deleted');
    saveView(LIST, { name: 'Mine', sort: 'login', order: 0, size: 10, filter: '', columns: ['email'] });
    await waitUntil(() => menu.querySelector('li a'), 'listed');
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'manager@example.com');
    await waitUntil(() => menu.textContent?.includes('No saved view yet.'), 'another account sees none');
    unmount();
  });

  it('the column choice is remembered per list and per account, as saved views are', async () => {
    const { host, unmount } = open();
    await waitUntil(() => headings(host).length === 2, 'both columns');
    button(host, 'Columns')?.click();
    await waitUntil(() => host.querySelector('.columns input'), 'the column chooser');
    host.querySelector<HTMLInputElement>('.columns input:checked')?.click();
    await waitUntil(() => headings(host).length === 1, 'one column hidden');
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'manager@example.com');
    await waitUntil(() => headings(host).length === 2, "another account sees the list's defaults");
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    await waitUntil(() => headings(host).length === 1, 'the first account finds its choice again');
    unmount();
    goTo('');
    const other = open();
    await waitUntil(() => headings(other.host).length === 1, 'remembered when the list opens again');
    other.unmount();
  });
});
