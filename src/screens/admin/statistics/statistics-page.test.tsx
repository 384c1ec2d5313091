import { expect } from '@open-wc/testing';
import { USER } from '../../../../tests/support/account';
import { fakeServer, type Reply, reply, resetForTest } from '../../../../tests/support/fake-server';
import { render } from '../../../../tests/support/render';
import { waitUntil } from '../../../../tests/support/wait';
import { resetFetch, setFetch } from '../../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../../core/i18n';
import { $me } from '../../../core/stores/me';
import { startSession } from '../../../core/stores/session';
import { StatisticsPage } from './statistics-page';

const entry = (rank: number, name: string) => ({
  rank,
  id: `id-${name}`,
  name,
  detail: `${name} detail`,
  meetingCount: 100 - rank,
  minutes: 1000 - rank,
});
const ranked = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => entry(i + 1, `${prefix} ${i + 1}`));
const STATISTICS = {
  from: '2026-03-01',
  to: '2026-03-02',
  days: [
    { date: '2026-03-01', meetings: 1, participants: 2, minutes: 30, peakParticipants: 2, bitrate: 0 },
    { date: '2026-03-02', meetings: 0, participants: 0, minutes: 0, peakParticipants: 0, bitrate: 0 },
  ],
  totals: { meetings: 1, participants: 2, minutes: 30, averageDuration: 30 },
};
const ZONES = [
  { id: 1, name: 'Europe', serverCount: 2, userCount: 10, default: true },
  { id: 2, name: 'Americas', serverCount: 1, userCount: 4, default: false },
];
/** The rankings the server answers: the zone's own entries when the filter names zone 2, else everyone's. */
const ranking: Reply = (request) => {
  const filter = new URL(request.url).searchParams.get('filter') ?? '';
  const zoned = filter.includes('serverZone=2');
  return reply(200, {
    from: '2026-03-01',
    to: '2026-03-02',
    subscriptions: zoned ? ranked('Americas customer', 2) : ranked('Customer', 5),
    organizers: zoned ? ranked('Americas organizer', 1) : ranked('Organizer', 5),
  });
};

describe('statistics: the rankings beside the figures', () => {
  let server: ReturnType<typeof fakeServer>;
  let view: ReturnType<typeof render> | undefined;
  const names = (table: string) =>
    [...(view?.host.querySelectorAll(`table[aria-label="${table}"] tbody tr`) ?? [])].map(
      (row) => row.children[1]?.textContent,
    );

  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['statistics', 'admin', 'table', 'common', 'error', 'chart', 'input', 'app']);
  });
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    $me.set({ ...USER, roles: ['administrator', 'systemAdmin'] });
    history.replaceState(history.state, '', location.pathname);
    server = fakeServer({
      'GET web/admin/statistics/configuration': reply(200, {
        enabled: true,
        address: '',
        defaultPeriodDays: 2,
      }),
      'GET web/admin/statistics': reply(200, STATISTICS),
      'GET web/admin/statistics/ranking': ranking,
      'GET web/admin/organizations': reply(200, { items: [], total: 0 }),
      'GET web/admin/services/zones': reply(200, ZONES),
    });
    setFetch(server.fetch);
  });
  afterEach(() => {
    view?.unmount();
    view = undefined;
    resetFetch();
    $me.set(null);
    history.replaceState(history.state, '', location.pathname);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  it('choosing a server zone narrows the top 5 rankings to that zone, as it narrows the figures', async () => {
    view = render(<StatisticsPage />);
    const host = view.host;
    await waitUntil(() => names('Top 5 subscriptions').length === 5, "everyone's ranking");
    const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Server zone'));
    const zone = document.getElementById(label?.htmlFor ?? '') as HTMLSelectElement;
    await waitUntil(() => zone?.querySelector('option[value="2"]'), 'the zones to choose from');
    zone.value = '2';
    zone.dispatchEvent(new Event('change', { bubbles: true }));
    const apply = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Show the statistics');
    apply?.click();
    await waitUntil(() => names('Top 5 subscriptions').length === 2, 'the zone’s ranking');
    expect(names('Top 5 subscriptions')).to.deep.equal(['Americas customer 1', 'Americas customer 2']);
    expect(names('Top 5 organizers')).to.deep.equal(['Americas organizer 1']);
    const filters = (key: string) =>
      server.calls(key).map((call) => new URL(call.url).searchParams.get('filter'));
    expect(filters('GET web/admin/statistics/ranking').at(-1)).to.equal('serverZone=2');
    expect(filters('GET web/admin/statistics').at(-1)).to.equal('serverZone=2');
    expect(new URLSearchParams(location.search).get('serverZone')).to.equal('2');
  });

  it('a zone held in the address narrows the rankings from the first load, and the panel shows it', async () => {
    history.replaceState(history.state, '', `${location.pathname}?serverZone=2`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    view = render(<StatisticsPage />);
    await waitUntil(() => names('Top 5 subscriptions').length === 2, 'the zone’s ranking');
    const asked = server.calls('GET web/admin/statistics/ranking');
    expect(asked.every((call) => new URL(call.url).searchParams.get('filter') === 'serverZone=2')).to.equal(
      true,
    );
    await waitUntil(
      () =>
        [...(view?.host.querySelectorAll('select') ?? [])].some(
          (select) => select.selectedOptions[0]?.textContent === 'Americas',
        ),
      'the zone chosen in the panel',
    );
  });

  it('the top 5 rankings ask for 5 entries, show at most 5, and have no paging bar', async () => {
    view = render(<StatisticsPage />);
    const host = view.host;
    await waitUntil(() => names('Top 5 organizers').length === 5, 'the rankings');
    const asked = server.calls('GET web/admin/statistics/ranking');
    expect(asked.map((call) => new URL(call.url).searchParams.get('limit'))).to.deep.equal(['5']);
    for (const title of ['Top 5 subscriptions', 'Top 5 organizers']) {
      const section = host.querySelector(`section[aria-label="${title}"]`) as HTMLElement;
      expect(section, title).to.exist;
      expect(section.querySelectorAll('tbody tr').length).to.equal(5);
      expect(section.querySelector('nav.paging'), `${title}: no paging`).to.equal(null);
      expect(section.textContent).not.to.include('Rows per page');
    }
  });
});
