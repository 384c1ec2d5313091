import { expect } from '@open-wc/testing';
import { defaultPeriod, isReversedPeriod, readStatisticsFilter, statisticsQuery } from './statistics';

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
});
