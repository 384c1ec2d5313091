import { expect } from '@open-wc/testing';
import { tableRows } from './chart-table';

describe('tableRows', () => {
  it('keeps one row per point up to the limit', () => {
    const rows = tableRows({ labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, null] }] }, 2);
    expect(rows).to.deep.equal([
      { label: 'a', values: [1] },
      { label: 'b', values: [null] },
    ]);
  });

  it('past the limit, averages runs of consecutive points, skipping gaps, covering every point once', () => {
    const labels = Array.from({ length: 7 }, (_, i) => `p${i}`);
    const data = [1, 3, null, 5, 7, null, null];
    const rows = tableRows({ labels, datasets: [{ label: 'x', data }] }, 3);
    expect(rows).to.deep.equal([
      { label: 'p0 – p1', values: [2] },
      { label: 'p2 – p3', values: [5] },
      { label: 'p4 – p6', values: [7] },
    ]);
  });

  it('a run of gaps only is an empty value', () => {
    const rows = tableRows(
      { labels: ['a', 'b', 'c', 'd'], datasets: [{ label: 'x', data: [null, null, 1, 1] }] },
      2,
    );
    expect(rows.map((row) => row.values)).to.deep.equal([[null], [1]]);
  });
});
