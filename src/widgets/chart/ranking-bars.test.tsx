import { expect } from '@open-wc/testing';
import { render } from '../../../tests/support/render';
import { expectAccessible } from '../../../tests/support/table';
import { waitUntil } from '../../../tests/support/wait';
import { setLanguage } from '../../core/i18n';
import { RankingBars } from './ranking-bars';

const ENTRIES = [
  { name: 'Acme Health', value: 4200 },
  { name: 'Initech', value: 2100 },
  { name: 'Fabrikam', value: 0 },
];

describe('ranking bars', () => {
  afterEach(() => setLanguage('en'));

  it('draws one bar per entry, its length the share of the largest, from one baseline', async () => {
    const { host, unmount } = render(<RankingBars label="Minutes per subscription" entries={ENTRIES} />);
    try {
      await waitUntil(() => host.querySelectorAll('.ranking-bars__bar').length === 3);
      const rows = [...host.querySelectorAll('li')].map((item) => {
        const bar = item.querySelector('.ranking-bars__bar')?.getBoundingClientRect();
        const track = item.querySelector('.ranking-bars__track')?.getBoundingClientRect();
        return { name: item.querySelector('.ranking-bars__name')?.textContent, bar, track };
      });
      expect(rows.map((row) => row.name)).to.deep.equal(['Acme Health', 'Initech', 'Fabrikam']);
      const [first, second, third] = rows;
      expect(first?.bar?.width).to.be.closeTo(first?.track?.width ?? 0, 0.5);
      expect(second?.bar?.width).to.be.closeTo((first?.track?.width ?? 0) / 2, 0.5);
      // Zero keeps a sliver: the bar is there, and says nothing.
      expect(third?.bar?.width).to.be.closeTo(2, 0.5);
      // Every bar starts at the same x.
      expect(new Set(rows.map((row) => Math.round(row.bar?.left ?? -1))).size).to.equal(1);
      await expectAccessible(host);
    } finally {
      unmount();
    }
  });

  it('ranks the bars by their own value, largest first, whatever order the entries come in', async () => {
    // The customer ranking's table ranks by meetings; its chart of minutes must not keep that order.
    const entries = [
      { name: 'Initech', value: 2100 },
      { name: 'Fabrikam', value: 0 },
      { name: 'Acme Health', value: 4200 },
    ];
    const { host, unmount } = render(<RankingBars label="Minutes" unit="minute" entries={entries} />);
    try {
      await waitUntil(() => host.querySelectorAll('.ranking-bars__bar').length === 3);
      const names = [...host.querySelectorAll('.ranking-bars__name')].map((name) => name.textContent);
      expect(names).to.deep.equal(['Acme Health', 'Initech', 'Fabrikam']);
      const widths = [...host.querySelectorAll('.ranking-bars__bar')].map(
        (bar) => bar.getBoundingClientRect().width,
      );
      expect(widths[0]).to.be.greaterThan(widths[1] ?? 0);
      expect(widths[1]).to.be.greaterThan(widths[2] ?? 0);
    } finally {
      unmount();
    }
  });

  it('writes each value in the interface language, with its unit', async () => {
    await setLanguage('de');
    const { host, unmount } = render(<RankingBars label="Minuten" unit="minute" entries={ENTRIES} />);
    try {
      await waitUntil(() => host.querySelector('.ranking-bars__value')?.textContent?.includes('4.200'));
      expect(host.querySelector('.ranking-bars__value')?.textContent).to.match(/^4\.200\s?Min\.?$/);
      expect(host.querySelector('ol')?.getAttribute('aria-label')).to.equal('Minuten');
    } finally {
      unmount();
    }
  });
});
