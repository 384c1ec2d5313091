import { expect } from '@open-wc/testing';
import { setLanguage } from '../i18n';
import {
  formatDateTime,
  formatDay,
  formatDuration,
  formatList,
  formatNumber,
  formatPercent,
  formatRelative,
  formatShortDay,
  formatSize,
  formatTime,
  formatValue,
} from './index';

const MOMENT = '2026-10-28T14:05:00Z';

describe('formatting in the interface language', () => {
  after(() => setLanguage('en'));

  it('writes numbers, sizes and values with German separators when the interface is German', async () => {
    await setLanguage('de');
    expect(formatNumber(7515)).to.equal('7.515');
    expect(formatValue(61.6, 'Min.')).to.equal('61,6 Min.');
    expect(formatValue(128.1, 'kB/s')).to.equal('128,1 kB/s');
    expect(formatSize(1536)).to.equal('1,5 kB');
    expect(formatPercent(0.42)).to.match(/^42\s%$/);
    expect(formatValue(1.37, '%')).to.match(/^1,37\s%$/);
  });

  it('writes numbers with Hungarian separators when the interface is Hungarian', async () => {
    await setLanguage('hu');
    // Hungarian groups from five digits on, with a (no-break) space.
    expect(formatNumber(7515)).to.equal('7515');
    expect(formatNumber(17515).replace(/\s/g, ' ')).to.equal('17 515');
    expect(formatValue(4.11, '%')).to.equal('4,11%');
  });

  it('writes dates in the language, never as ISO text', async () => {
    await setLanguage('de');
    expect(formatDay('2026-10-28')).to.equal('28.10.2026');
    expect(formatShortDay('2026-10-28')).to.equal('28. Okt.');
    await setLanguage('hu');
    expect(formatDay('2026-10-28')).to.equal('2026. okt. 28.');
    await setLanguage('en');
    expect(formatDay('2026-10-28')).to.equal('Oct 28, 2026');
    for (const language of ['cs', 'de', 'en', 'fr', 'hu', 'es'] as const) {
      await setLanguage(language);
      expect(formatDateTime(MOMENT), language).not.to.contain('2026-10-28');
      expect(formatDay('2026-10-28'), language).not.to.contain('2026-10-28');
    }
  });

  it('follows the language passed instead of the interface one, and leaves no date empty or as given', () => {
    expect(formatTime(Date.UTC(2026, 0, 1, 9, 5), 'de')).to.match(/^\d{2}:05$/);
    expect(formatDateTime(null)).to.equal('');
    expect(formatDateTime('not a date')).to.equal('not a date');
  });

  it('relative times, durations and lists in the language', () => {
    expect(formatRelative(3, 'minute', 'en')).to.equal('in 3 minutes');
    expect(formatRelative(-2, 'day', 'de')).to.equal('vorgestern');
    expect(formatDuration(90, 'en')).to.equal('1 hr 30 min');
    expect(formatList(['a', 'b', 'c'], 'conjunction', 'cs').replace(/\s/g, ' ')).to.equal('a, b a c');
  });
});
