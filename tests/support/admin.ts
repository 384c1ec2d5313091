// Test support of the administration console: what the console's tests share (a signed-in session over the fake
// server, the texts, a screen drawn with the console's sheets) and records as the contract answers them.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AdminSubscription } from '../../src/core/admin/subscriptions';
import { resetFetch, setFetch } from '../../src/core/api/transport';
import { loadNamespaces, setLanguage } from '../../src/core/i18n';
import { startSession } from '../../src/core/stores/session';
import { ADMIN_SHEETS } from '../../src/screens/admin/admin-sheets';
import { fakeServer, type Reply, resetForTest } from './fake-server';

/**
 * The setup of a describe block of console tests: the English texts of `namespaces`; before each test an
 * administrator's session, a bare address and, when given, the fake server's `routes`; after it, the real fetch.
 */
export function consoleTests(namespaces: string[], routes?: Record<string, Reply | Reply[]>): void {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(namespaces);
  });
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    history.replaceState(history.state, '', location.pathname);
    if (routes) setFetch(fakeServer(routes).fetch);
  });
  afterEach(() => {
    resetFetch();
    history.replaceState(history.state, '', location.pathname);
  });
}

/** Renders `node` `width` px wide in a shadow root holding the console's sheets, as a console screen is drawn. */
export function renderScreen(node: ReactNode, width: number) {
  const host = document.createElement('div');
  host.style.width = `${width}px`;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [...ADMIN_SHEETS];
  const mount = document.createElement('div');
  shadow.append(mount);
  const root = createRoot(mount);
  root.render(node);
  return {
    $: <T extends Element = HTMLElement>(selector: string) => shadow.querySelector<T>(selector),
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}

/** A subscription as the server answers it: an enabled one of Acme, dated, with one organizer; `changes` over it. */
export function aSubscription(changes: Partial<AdminSubscription> = {}): AdminSubscription {
  return {
    uid: 's1',
    organizationUid: 'o',
    organizationName: 'Acme',
    product: 'Meet Business',
    seats: 10,
    maxOrganizers: 2,
    organizerCount: 1,
    exceeding: 0,
    endDate: '2027-01-31',
    perpetual: false,
    enabled: true,
    ldapGroup: '',
    ssoGroup: '',
    forcedContactCount: 0,
    creationDate: '2026-01-01T00:00:00Z',
    ...changes,
  };
}
