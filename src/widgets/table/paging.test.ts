import { expect } from '@open-wc/testing';
import { PAGE_WINDOW } from '../../core/constants';
import { pageCountOf, pageWindow } from './paging';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pageWindow', () => {
  for (const pageCount of range(1, 12)) {
    it(`shows at most 5 consecutive pages within bounds, centred and pinned, for ${pageCount} page(s)`, () => {
      for (const current of range(1, pageCount)) {
        const pages = pageWindow(current, pageCount);
        const label = `page ${current} of ${pageCount}: ${pages.join(',')}`;
        expect(pages.length, label).to.equal(Math.min(PAGE_WINDOW, pageCount));
        expect(pages, label).to.include(current);
        expect(pages, label).to.deep.equal(range(pages[0] ?? 0, (pages[0] ?? 0) + pages.length - 1));
        expect(pages[0], label).to.be.at.least(1);
        expect(pages.at(-1), label).to.be.at.most(pageCount);
        if (current - 2 >= 1 && current + 2 <= pageCount) {
          expect(pages, `centred on ${label}`).to.deep.equal(range(current - 2, current + 2));
        } else if (current - 2 < 1) {
          expect(pages[0], `pinned to the first page, ${label}`).to.equal(1);
        } else {
          expect(pages.at(-1), `pinned to the last page, ${label}`).to.equal(pageCount);
        }
      }
    });
  }

  it('gives the window size asked for', () => {
    expect(pageWindow(6, 12, 3)).to.deep.equal([5, 6, 7]);
    expect(pageWindow(1, 12, 3)).to.deep.equal([1, 2, 3]);
  });

  it('counts at least one page, even with no rows', () => {
    expect(pageCountOf(0, 10)).to.equal(1);
    expect(pageCountOf(10, 10)).to.equal(1);
    expect(pageCountOf(11, 10)).to.equal(2);
  });
});
