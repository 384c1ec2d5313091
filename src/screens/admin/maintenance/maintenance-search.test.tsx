import { expect } from '@open-wc/testing';
import { USER } from '../../../../tests/support/account';
import { fakeServer, reply, resetForTest } from '../../../../tests/support/fake-server';
import { render } from '../../../../tests/support/render';
import { waitUntil } from '../../../../tests/support/wait';
import { $maintenanceCandidates } from '../../../core/admin/maintenance';
import { resetFetch, setFetch } from '../../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../../core/i18n';
import { $me } from '../../../core/stores/me';
import { startSession } from '../../../core/stores/session';
import { MaintenanceSearch } from './maintenance-search';

const CANDIDATE = {
  start: '2030-01-10T01:00:00Z',
  end: '2030-01-10T02:00:00Z',
  duration: 60,
  meetingCount: 0,
};
const question = () =>
  document.querySelector('[data-meet-confirm]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog');
const buttonOf = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;

describe('maintenance search', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['maintenance', 'admin', 'common', 'error', 'input']);
  });
  afterEach(() => {
    resetFetch();
    $me.set(null);
    $maintenanceCandidates.set({ state: 'idle' });
  });

  /**
   * The search over `routes` drawn, with the POST of a validation held until `answer()`: a period searched, picked,
   * its validation asked and confirmed, and the validation then on its way.
   */
  async function validationOnItsWay(routes: Parameters<typeof fakeServer>[0]) {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    $me.set({ ...USER, timeZoneID: 'Europe/Paris', roles: ['systemAdmin'] });
    const server = fakeServer(routes);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((go) => (answer = go));
    let sent = 0;
    setFetch(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST') {
        sent++;
        await held;
      }
      return server.fetch(request);
    });
    const view = render(<MaintenanceSearch />);
    const search = () => buttonOf(view.host, 'Search the available periods');
    const validate = () => buttonOf(view.host, 'Validate the chosen period');
    await waitUntil(search, 'the search form');
    search().click();
    await waitUntil(() => view.host.querySelector('input[type="radio"]'), 'the period found');
    view.host.querySelector<HTMLInputElement>('input[type="radio"]')?.click();
    await waitUntil(() => validate() && !validate().disabled, 'the validate button');
    validate().click();
    await waitUntil(() => question()?.open, 'the question');
    question()?.querySelector<HTMLButtonElement>('.foot .confirm')?.click();
    await waitUntil(() => sent === 1, 'the validation sent');
    await waitUntil(() => validate().getAttribute('aria-disabled') === 'true', 'the button busy');
    return { view, server, answer, search, validate, sent: () => sent };
  }

  it('a validation on its way is not asked or sent a second time by another press of the button', async () => {
    const { view, answer, validate, sent } = await validationOnItsWay({
      'GET web/admin/maintenance/available': reply(200, [CANDIDATE]),
      'POST web/admin/maintenance': reply(201, { id: 1, ...CANDIDATE }),
      'GET web/admin/maintenance': reply(200, []),
    });
    try {
      validate().click();
      answer();
      await waitUntil(() => !validate(), 'the search cleared once validated');
      expect(question()?.open ?? false, 'no second question').to.equal(false);
      expect(sent()).to.equal(1);
    } finally {
      view.unmount();
    }
  });

  it('a validation answered after another search leaves that search’s periods shown', async () => {
    const later = { ...CANDIDATE, start: '2030-01-10T05:00:00Z', end: '2030-01-10T06:00:00Z' };
    const { view, server, answer, search, validate } = await validationOnItsWay({
      'GET web/admin/maintenance/available': [reply(200, [CANDIDATE]), reply(200, [later])],
      'POST web/admin/maintenance': reply(201, { id: 1, ...CANDIDATE }),
      'GET web/admin/maintenance': reply(200, []),
    });
    const periods = () =>
      [...view.host.querySelectorAll('label.candidate')].map((label) => label.textContent);
    try {
      const first = periods();
      search().click();
      await waitUntil(
        () => periods().length === 1 && periods()[0] !== first[0],
        'the second search’s period',
      );
      const second = periods();
      answer();
      await waitUntil(
        () => server.calls('GET web/admin/maintenance').length === 1,
        'the periods asked again',
      );
      await waitUntil(() => validate()?.getAttribute('aria-disabled') !== 'true', 'the validation answered');
      expect(periods()).to.deep.equal(second);
    } finally {
      view.unmount();
    }
  });
});
