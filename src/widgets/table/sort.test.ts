import { expect } from '@open-wc/testing';
import { nextSort, sortedIndexes } from './sort';

describe('table sort order', () => {
  it('clicking an unsorted sortable column sorts ascending (0)', () => {
    expect(nextSort(undefined, 'name')).to.deep.equal({ column: 'name', order: 0 });
    expect(nextSort({ column: 'age', order: 1 }, 'name')).to.deep.equal({ column: 'name', order: 0 });
  });

  it('ascending becomes descending; descending becomes ascending', () => {
    expect(nextSort({ column: 'name', order: 0 }, 'name')).to.deep.equal({ column: 'name', order: 1 });
    expect(nextSort({ column: 'name', order: 1 }, 'name')).to.deep.equal({ column: 'name', order: 0 });
  });

  it('sorts numbers by value, text in natural order, dates by time, and keeps empty cells last', () => {
    const rows = [{ v: 10 }, { v: 9 }, { v: null }, { v: 100 }];
    expect(sortedIndexes(rows, { column: 'v', order: 0 })).to.deep.equal([1, 0, 3, 2]);
    expect(sortedIndexes(rows, { column: 'v', order: 1 })).to.deep.equal([3, 0, 1, 2]);
    const names = [{ n: 'file10' }, { n: 'File2' }, { n: 'file1' }];
    expect(sortedIndexes(names, { column: 'n', order: 0 })).to.deep.equal([2, 1, 0]);
    const dates = [{ d: new Date(2024, 1, 1) }, { d: new Date(2023, 1, 1) }];
    expect(sortedIndexes(dates, { column: 'd', order: 0 })).to.deep.equal([1, 0]);
  });

  it('keeps the given order without a sort', () => {
    expect(sortedIndexes([{ a: 2 }, { a: 1 }], undefined)).to.deep.equal([0, 1]);
  });
});
