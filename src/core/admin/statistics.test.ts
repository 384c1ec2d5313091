import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { resetFetch, setFetch } from '../api/transport';
import { startSession } from '../stores/session';
import {
  $statisticsConfiguration,
  $statisticsFilter,
  defaultPeriod,
  isReversedPeriod,
  openStatistics,
  readStatisticsFilter,
  statisticsQuery,
} from './statistics';

describe('statistics', () => {
  it("the date range defaults to the settings' default period ending today", () => {
    const now = Date.parse('2026-11-24T15:00:00Z');
    expect(defaultPeriod(30, now)).to.deep.equal({ from: '2026-10-26', to: '2026-11-24' });
    expect(defaultPeriod(1, now)).to.deep.equal({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('organization and server zone make the filter query; none chosen sends none', () => {
    const period = { from: '2026-01-01', to: '2026-01-31' };
    expect(statisticsQuery({ ...period, organization: '', serverZone: '' })).to.equal(undefined);
    expect(statisticsQuery({ ...period, organization: 'a-b', serverZone: '2' })).to.equal(
      'organization=a-b&serverZone=2',
    );
  });

  it('the filters live in the address: read back, a missing or unusable one takes its default', () => {
    const fallback = { from: '2026-10-26', to: '2026-11-24', organization: '', serverZone: '' };
    expect(
      readStatisticsFilter('?from=2026-01-01&to=2026-01-31&organization=o-1&serverZone=2', fallback),
    ).to.deep.equal({ from: '2026-01-01', to: '2026-01-31', organization: 'o-1', serverZone: '2' });
    expect(readStatisticsFilter('', fallback)).to.deep.equal(fallback);
    expect(readStatisticsFilter('?from=yesterday&to=2026-13-45', fallback)).to.deep.equal(fallback);
  });

  it('a period that ends before it starts is reversed, and an address holding one gets the default period', () => {
    expect(isReversedPeriod({ from: '2026-02-01', to: '2026-01-31' })).to.equal(true);
    expect(isReversedPeriod({ from: '2026-01-31', to: '2026-01-31' })).to.equal(false);
    expect(isReversedPeriod({ from: '', to: '2026-01-31' })).to.equal(false);
    const fallback = { from: '2026-10-26', to: '2026-11-24', organization: '', serverZone: '' };
    expect(readStatisticsFilter('?from=2026-02-01&to=2026-01-31&serverZone=3', fallback)).to.deep.equal({
      ...fallback,
      serverZone: '3',
    });
  });

  it('an address opened while an earlier one waits for the configuration keeps its filters when the earlier answers', async () => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    const server = fakeServer({
      'GET web/admin/statistics/configuration': reply(200, { defaultPeriodDays: 30 }),
      'GET web/admin/organizations': reply(200, { items: [], total: 0 }),
      'GET web/admin/statistics': reply(200, {}),
      'GET web/admin/statistics/ranking': reply(200, { entries: [] }),
    });
    let configurations = 0;
    let answerFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((go) => (answerFirst = go));
    setFetch(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/statistics/configuration') && configurations++ === 0) await firstHeld;
      return server.fetch(input, init);
    });
    try {
      const first = openStatistics('?from=2026-01-01&to=2026-01-31');
      await openStatistics('?from=2026-03-01&to=2026-03-31');
      answerFirst();
      await first;
      expect($statisticsFilter.get()).to.include({ from: '2026-03-01', to: '2026-03-31' });
      expect(server.calls('GET web/admin/statistics')).to.have.length(1);
    } finally {
      resetFetch();
      $statisticsConfiguration.set({ state: 'idle' });
      $statisticsFilter.set(undefined);
    }
  });
});
