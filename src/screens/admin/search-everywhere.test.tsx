import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { violations } from '../../../tests/support/inputs';
import { render } from '../../../tests/support/render';
import { settle, waitUntil } from '../../../tests/support/wait';
import { resetFetch, setFetch } from '../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { type PageHost, resetPageHost, setPageHost } from '../../core/router';
import { $me } from '../../core/stores/me';
import { startSession } from '../../core/stores/session';
import { setColorScheme } from '../../core/theme/scheme';
import { adoptTheme } from '../../core/theme/sheet';
import { ADMIN_SHEETS } from './admin-sheets';
import { SearchEverywhere } from './search-everywhere';

const page = (items: unknown[]) => reply(200, { items, total: items.length });
const ROUTES = {
  'GET web/admin/users': page([{ id: 7, firstName: 'Selma', lastName: 'Sen', email: 'selma@example.com' }]),
  'GET web/admin/tags': page([{ id: 3, name: 'Seniors' }]),
  'GET web/admin/organizations': page([{ uid: 'o1', name: 'Seaside Health', machineId: 'M-1' }]),
  'GET web/admin/subscriptions': page([{ uid: 's1', organizationName: 'Seaside Health', product: 'Pro' }]),
  'GET web/admin/meetings': page([{ uid: '100000001', subject: 'Sea review' }]),
};
const LISTS = Object.keys(ROUTES);

function signedIn(roles: string[], customersManager: { uid: string; name: string }[] = []) {
  $me.set({
    id: 1,
    email: 'me@example.com',
    firstName: 'Me',
    lastName: 'Me',
    roles,
    customersManager,
  } as never);
}

describe('search everywhere', () => {
  let server: ReturnType<typeof fakeServer>;
  let opened: string[];
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['admin', 'app', 'settings', 'overlay', 'error']);
  });
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'me@example.com');
    server = fakeServer(ROUTES);
    setFetch(server.fetch);
    opened = [];
    setPageHost({ assign: (href: string) => opened.push(href) } as unknown as PageHost);
  });
  afterEach(() => {
    resetFetch();
    resetPageHost();
    $me.set(null);
  });

  /** The console with a button focused, then Ctrl+K. */
  async function openSearch() {
    const screen = render(
      <>
        <button type="button">Before</button>
        <SearchEverywhere />
      </>,
    );
    // React renders on its own schedule: press only once the page is drawn and its listener is there.
    await waitUntil(() => screen.host.querySelector('button'), 'the page is drawn');
    (screen.host.querySelector('button') as HTMLButtonElement).focus();
    await settle();
    await sendKeys({ press: 'Control+k' });
    await waitUntil(() => screen.host.querySelector('dialog[open] [role="combobox"]'), 'the dialog opens');
    const box = screen.host.querySelector('[role="combobox"]') as HTMLInputElement;
    await waitUntil(() => box.matches(':focus'), 'the box has the focus');
    return { ...screen, box };
  }
  const groups = (host: HTMLElement) =>
    [...host.querySelectorAll('[role="listbox"] [role="group"]')].map((group) => ({
      kind: group.querySelector('p')?.textContent,
      options: [...group.querySelectorAll('[role="option"]')].map((option) => option.textContent),
    }));
  const asked = () => LISTS.filter((route) => server.calls(route).length > 0);

  it('a system administrator finds users, tags, organizations, subscriptions, meetings, areas and settings', async () => {
    signedIn(['systemAdmin', 'administrator']);
    const { host, box, unmount } = await openSearch();
    await sendKeys({ type: 'se' });
    await waitUntil(
      () => host.querySelector('[role="status"]')?.textContent?.endsWith('Enter opens one.'),
      'found',
    );
    const found = groups(host);
    expect(found.map((group) => group.kind)).to.deep.equal([
      'Areas',
      'Users',
      'Tags',
      'Organizations',
      'Subscriptions',
      'Meetings',
      'Settings',
    ]);
    expect(found[0]?.options).to.include.members(['Users', 'Services', 'Settings']);
    expect(found[1]?.options).to.deep.equal(['Selma Sen selma@example.com']);
    expect(found[6]?.options.length).to.be.within(1, 5);
    expect(asked()).to.deep.equal(LISTS);
    expect(new URL(server.calls('GET web/admin/users')[0]?.url ?? '').searchParams.get('filter')).to.equal(
      'name=se',
    );
    // A meeting ID searches meetings by their ID.
    box.select();
    await sendKeys({ type: '100000001' });
    await waitUntil(
      () => server.calls('GET web/admin/meetings').some((call) => call.url.includes('uid%3D100000001')),
      'the meeting searched by its ID',
    );
    unmount();
  });

  it('arrows move through the results, Enter opens the active one; Escape closes and gives the focus back', async () => {
    signedIn(['userManager']);
    const { host, box, unmount } = await openSearch();
    await sendKeys({ type: 'sen' });
    await waitUntil(() => host.querySelectorAll('[role="option"]').length === 2, 'a user and a tag');
    const active = () =>
      host.querySelector(`#${CSS.escape(box.getAttribute('aria-activedescendant') ?? '')}`);
    expect(active()?.textContent).to.equal('Selma Sen selma@example.com');
    await sendKeys({ press: 'ArrowDown' });
    expect(active()?.textContent).to.equal('Seniors');
    expect(active()?.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(active()?.textContent).to.equal('Selma Sen selma@example.com');
    await sendKeys({ press: 'ArrowUp' });
    expect(active()?.textContent).to.equal('Seniors');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => opened.length === 1, 'the tag opens');
    expect(opened[0]).to.match(/\/tags\/3$/);
    await waitUntil(() => !host.querySelector('dialog'), 'the dialog closes');

    host.querySelector('button')?.focus();
    await sendKeys({ press: 'Control+k' });
    await waitUntil(() => host.querySelector('[role="combobox"]')?.matches(':focus'), 'opens again');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !host.querySelector('dialog'), 'Escape closes it');
    expect(document.activeElement?.textContent).to.equal('Before');
    unmount();
  });

  it("the header's button names the search and its shortcut, and opens it by Enter, Space or a tap", async () => {
    signedIn(['systemAdmin']);
    const screen = render(<SearchEverywhere />);
    await waitUntil(() => screen.host.querySelector('button.everywhere__open'), 'the button');
    const button = screen.host.querySelector('button.everywhere__open') as HTMLButtonElement;
    expect(button.textContent).to.equal('Search everywhereCtrl K');
    expect(button.getAttribute('aria-keyshortcuts')).to.equal('Control+K Meta+K');
    const dialog = () => screen.host.querySelector('dialog[open] [role="combobox"]');
    for (const key of ['Enter', ' ', 'Escape']) {
      button.focus();
      if (key === 'Escape') button.click();
      else await sendKeys({ press: key === ' ' ? 'Space' : key });
      await waitUntil(dialog, `the dialog opens (${key === 'Escape' ? 'a tap' : key})`);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialog(), 'Escape closes it');
      await waitUntil(() => button.matches(':focus'), 'the focus is back on the button');
    }
    screen.unmount();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`the button, then the search open with its results, pass axe in ${scheme} mode with the console's theme`, async () => {
      const sheets = document.adoptedStyleSheets;
      adoptTheme(document);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...ADMIN_SHEETS];
      setColorScheme(scheme);
      signedIn(['systemAdmin']);
      // On the console's page surface, as its header shows it.
      const screen = render(
        <div className="page">
          <SearchEverywhere />
        </div>,
      );
      try {
        await waitUntil(() => screen.host.querySelector('button.everywhere__open'), 'the button');
        expect(getComputedStyle(document.documentElement).colorScheme).to.equal(scheme);
        expect(await violations(screen.host)).to.deep.equal([]);
        (screen.host.querySelector('button.everywhere__open') as HTMLButtonElement).click();
        await waitUntil(
          () => screen.host.querySelector('dialog[open] [role="combobox"]:focus'),
          'the dialog opens, its box focused',
        );
        await sendKeys({ type: 'se' });
        await waitUntil(() => groups(screen.host).length > 1, 'results');
        expect(await violations(screen.host)).to.deep.equal([]);
      } finally {
        screen.unmount();
        setColorScheme('system');
        document.adoptedStyleSheets = sheets;
      }
    });
  }

  it('a user manager asks only the users and tags; an organization manager finds only its own organizations', async () => {
    signedIn(['userManager']);
    const manager = await openSearch();
    await sendKeys({ type: 'se' });
    await waitUntil(() => groups(manager.host).some((group) => group.kind === 'Tags'), 'found');
    expect(groups(manager.host).map((group) => group.kind)).to.deep.equal(['Areas', 'Users', 'Tags']);
    expect(groups(manager.host)[0]?.options).to.deep.equal(['Users']);
    expect(asked()).to.deep.equal(['GET web/admin/users', 'GET web/admin/tags']);
    manager.unmount();

    signedIn(
      [],
      [
        { uid: 'o1', name: 'Seaside Health' },
        { uid: 'o2', name: 'Hill Clinic' },
      ],
    );
    const owner = await openSearch();
    await sendKeys({ type: 'sea' });
    await waitUntil(() => groups(owner.host).length > 0, 'found');
    expect(groups(owner.host)).to.deep.equal([{ kind: 'Organizations', options: ['Seaside Health'] }]);
    expect(asked()).to.deep.equal(['GET web/admin/users', 'GET web/admin/tags']);
    owner.unmount();
  });
});
