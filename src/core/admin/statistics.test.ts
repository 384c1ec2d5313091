import { expect } from '@open-wc/testing';
import { defaultPeriod, statisticsQuery } from './statistics';

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
});
