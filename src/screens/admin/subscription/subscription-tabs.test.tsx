import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { fakeServer, type Reply, reply, resetForTest } from '../../../../tests/support/fake-server';
import { render } from '../../../../tests/support/render';
import { expectAccessible } from '../../../../tests/support/table';
import { waitUntil } from '../../../../tests/support/wait';
import { resetFetch, setFetch } from '../../../core/api/transport';
import { type Language, loadNamespaces, setLanguage } from '../../../core/i18n';
import { startSession } from '../../../core/stores/session';
import { setColorScheme } from '../../../core/theme/scheme';
import { adoptTheme } from '../../../core/theme/sheet';
import { ADMIN_SHEETS } from '../admin-sheets';
import { GatewaysTab } from './gateways-tab';
import { StatisticsTab } from './statistics-tab';

const UID = '5b0f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const GATEWAYS = `GET web/admin/subscriptions/${UID}/gateways`;
const STATISTICS = `GET web/admin/subscriptions/${UID}/statistics`;
const USAGE = [
  { type: 'REC', enabled: true, used: 3, total: 10 },
  { type: 'H323_SIP_IN', enabled: false, used: 0, total: 4 },
  { type: 'PSTN_OUT', enabled: true, used: 2, total: 1500 },
];
const day = (date: string, meetings: number, participants: number) => ({
  date,
  meetings,
  participants,
  minutes: meetings * 30,
  peakParticipants: participants,
  bitrate: 0,
});
const STATISTICS_ANSWER = {
  from: '2026-03-01',
  to: '2026-03-03',
  days: [day('2026-03-01', 2, 7), day('2026-03-02', 0, 0), day('2026-03-03', 1, 4)],
  totals: { meetings: 1234, participants: 11, minutes: 90, averageDuration: 30 },
};
// A GET is tried four times (three retries on a 5xx) before its load fails.
const FAILING: Reply[] = [1, 2, 3, 4].map(() => reply(500, { exception: { code: 1000 } }));

describe("a subscription's gateways and statistics tabs", () => {
  let server: ReturnType<typeof fakeServer>;
  let view: ReturnType<typeof render> | undefined;
  const open = async (language: Language, routes: Record<string, Reply | Reply[]>, node: React.ReactNode) => {
    await setLanguage(language);
    await loadNamespaces(['subscriptions', 'common', 'error', 'chart']);
    server = fakeServer(routes);
    setFetch(server.fetch);
    view = render(node);
    return view.host;
  };
  const text = () => view?.host.textContent ?? '';

  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    resetFetch();
    await setLanguage('en');
  });

  it('gateways: each type by its name, enabled or not, and its use as a bar of used out of total', async () => {
    const host = await open('en', { [GATEWAYS]: reply(200, USAGE) }, <GatewaysTab uid={UID} />);
    await waitUntil(() => host.querySelectorAll('[role="progressbar"]').length === 3, 'the three bars');
    const bars = [...host.querySelectorAll('[role="progressbar"]')].map((bar) => ({
      name: bar.getAttribute('aria-label'),
      now: bar.getAttribute('aria-valuenow'),
      max: bar.getAttribute('aria-valuemax'),
      text: bar.getAttribute('aria-valuetext'),
    }));
    expect(bars).to.deep.equal([
      { name: 'Recording (enabled)', now: '3', max: '10', text: '3 / 10' },
      { name: 'Incoming H.323/SIP (not enabled)', now: '0', max: '4', text: '0 / 4' },
      { name: 'Outgoing telephone (enabled)', now: '2', max: '1500', text: '2 / 1,500' },
    ]);
    for (const code of ['REC', 'H323_SIP_IN', 'PSTN_OUT']) expect(text()).not.to.include(code);
    const { violations } = await axe.run(host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('gateways: names and numbers in the interface language (German)', async () => {
    const host = await open('de', { [GATEWAYS]: reply(200, USAGE) }, <GatewaysTab uid={UID} />);
    await waitUntil(() => host.querySelectorAll('[role="progressbar"]').length === 3, 'the three bars');
    const names = [...host.querySelectorAll('.gateway strong')].map((node) => node.textContent);
    expect(names).not.to.include.members(['Recording', 'Outgoing telephone']);
    expect(names.every((name) => name && !/^[A-Z0-9_]+$/.test(name))).to.equal(true);
    const values = [...host.querySelectorAll('.meet-progress__value')].map((node) => node.textContent);
    expect(values).to.deep.equal(['3 / 10', '0 / 4', '2 / 1.500']);
  });

  it('gateways: a failed load says why and offers "Try again", which loads them', async () => {
    const host = await open('en', { [GATEWAYS]: [...FAILING, reply(200, USAGE)] }, <GatewaysTab uid={UID} />);
    await waitUntil(() => host.querySelector('[role="alert"]'), 'the failure');
    expect(host.querySelector('[role="alert"]')?.textContent).to.include(
      'An internal server error occurred.',
    );
    const retry = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    expect(retry, 'Try again').to.exist;
    retry?.click();
    await waitUntil(
      () => host.querySelectorAll('[role="progressbar"]').length === 3,
      'the bars after the retry',
    );
    expect(host.querySelector('[role="alert"]')).to.equal(null);
  });

  it('gateways: a deployment without gateways says so, in each of the six languages, axe clean', async () => {
    const said: string[] = [];
    for (const language of ['cs', 'de', 'en', 'fr', 'hu', 'es'] as const) {
      const host = await open(language, { [GATEWAYS]: reply(200, []) }, <GatewaysTab uid={UID} />);
      await waitUntil(() => host.querySelector('p.muted'), `the empty message in ${language}`);
      expect(host.querySelector('[role="progressbar"]')).to.equal(null);
      said.push(host.querySelector('p.muted')?.textContent ?? '');
      expect(said.at(-1)).not.to.match(/gateways\.none|^$/);
      const { violations } = await axe.run(host);
      expect(violations.map((v) => v.id)).to.deep.equal([]);
      view?.unmount();
      view = undefined;
    }
    expect(new Set(said).size, 'one sentence per language').to.equal(6);
    expect(said[2]).to.equal('No gateway is installed.');
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`gateways: the empty message passes axe in ${scheme} mode, with the console's theme`, async () => {
      const sheets = document.adoptedStyleSheets;
      adoptTheme(document);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...ADMIN_SHEETS];
      setColorScheme(scheme);
      try {
        // On the console's page surface, as the tab is shown.
        const host = await open(
          'en',
          { [GATEWAYS]: reply(200, []) },
          <div className="page">
            <GatewaysTab uid={UID} />
          </div>,
        );
        await waitUntil(() => host.querySelector('p.muted'), 'the empty message');
        expect(getComputedStyle(document.documentElement).colorScheme).to.equal(scheme);
        await expectAccessible(host);
      } finally {
        setColorScheme('system');
        document.adoptedStyleSheets = sheets;
      }
    });
  }

  it("statistics: the server's default period (no period asked), its dates, totals and one chart per measure", async () => {
    const host = await open(
      'en',
      { [STATISTICS]: reply(200, STATISTICS_ANSWER) },
      <StatisticsTab uid={UID} />,
    );
    await waitUntil(() => host.querySelectorAll('figure').length === 2, 'the two charts');
    expect(server.calls(STATISTICS).map((call) => call.path.split('?')[1] ?? '')).to.deep.equal(['']);
    const facts = [...host.querySelectorAll('dl.facts dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).to.deep.equal([
      ['Period', 'Mar 1, 2026 to Mar 3, 2026'],
      ['Meetings', '1,234'],
      ['Participants', '11'],
      ['Minutes of meetings', '90'],
    ]);
    expect(text()).not.to.include('2026-03-01');
    const headings = [...host.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).to.deep.equal(['Meetings per day', 'Participants per day']);
    // Each chart's table holds that measure's figure per day.
    const cells = (index: number) =>
      [...(host.querySelectorAll('figure')[index]?.querySelectorAll('tbody td') ?? [])].map((td) =>
        td.textContent?.trim(),
      );
    expect(cells(0)).to.deep.equal(['2', '0', '1']);
    expect(cells(1)).to.deep.equal(['7', '0', '4']);
    const { violations } = await axe.run(host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('statistics: dates and numbers in the interface language (French)', async () => {
    const host = await open(
      'fr',
      { [STATISTICS]: reply(200, STATISTICS_ANSWER) },
      <StatisticsTab uid={UID} />,
    );
    await waitUntil(() => host.querySelectorAll('figure').length === 2, 'the two charts');
    const values = [...host.querySelectorAll('dl.facts dd')].map((dd) => dd.textContent);
    expect(values[0]).to.equal('du 1 mars 2026 au 3 mars 2026');
    expect(values[1]?.replace(/\s/g, ' ')).to.equal('1 234');
  });

  it('statistics: a failed load says why and offers "Try again", which loads them', async () => {
    const host = await open(
      'en',
      { [STATISTICS]: [...FAILING, reply(200, STATISTICS_ANSWER)] },
      <StatisticsTab uid={UID} />,
    );
    await waitUntil(() => host.querySelector('[role="alert"]'), 'the failure');
    [...host.querySelectorAll('button')].find((b) => b.textContent === 'Try again')?.click();
    await waitUntil(() => host.querySelectorAll('figure').length === 2, 'the charts after the retry');
  });
});
