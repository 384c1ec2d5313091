import { expect } from '@open-wc/testing';
import { prepareJoin } from './join';
import {
  $layout,
  $pinned,
  $recentSpeakers,
  $tilePage,
  type ArrangeOptions,
  arrangeTiles,
  chooseLayout,
  LAYOUT_KEY,
  pin,
  showTilePage,
} from './layout';
import type { RemoteParticipant } from './participants';

const person = (id: string): RemoteParticipant => ({
  id,
  name: id,
  stream: null,
  screen: null,
  self: false,
  audio: true,
  video: true,
  sharing: false,
});
const people = (count: number) => Array.from({ length: count }, (_, i) => person(`p${i + 1}`));
const ids = (list: RemoteParticipant[]) => list.map((p) => p.id);
const grid: ArrangeOptions = {
  layout: 'grid',
  pinned: null,
  speaker: null,
  recent: [],
  capacity: 16,
  page: 0,
};

describe('stage arrangement', () => {
  it('a grid that fits shows everyone in the meeting’s order, nothing large, nothing hidden', () => {
    const shown = arrangeTiles(people(5), grid);
    expect([shown.large, ids(shown.tiles), shown.hidden, shown.pages]).to.deep.equal([
      null,
      ['p1', 'p2', 'p3', 'p4', 'p5'],
      0,
      1,
    ]);
  });

  it('a pinned tile is the large one in every layout, the grid included', () => {
    for (const layout of ['grid', 'speaker', 'sidebar'] as const) {
      const shown = arrangeTiles(people(4), { ...grid, layout, pinned: 'p3', speaker: 'p1' });
      expect([shown.large?.id, ids(shown.tiles)]).to.deep.equal(['p3', ['p1', 'p2', 'p4']]);
    }
  });

  it('speaker and sidebar layouts show the active speaker large, else the latest one', () => {
    expect(arrangeTiles(people(4), { ...grid, layout: 'speaker', speaker: 'p2' }).large?.id).to.equal('p2');
    expect(arrangeTiles(people(4), { ...grid, layout: 'sidebar', recent: ['p4', 'p2'] }).large?.id).to.equal(
      'p4',
    );
    expect(arrangeTiles(people(4), { ...grid, layout: 'speaker' }).large?.id).to.equal('p1');
  });

  it('past the tiles that fit, the first page holds the most recent speakers in the meeting’s order, and counts the hidden', () => {
    const shown = arrangeTiles(people(20), {
      ...grid,
      capacity: 4,
      recent: ['p17', 'p3', 'p20', 'p9', 'p1'],
    });
    expect([ids(shown.tiles), shown.hidden, shown.pages]).to.deep.equal([['p3', 'p9', 'p17', 'p20'], 16, 5]);
  });

  it('the page control moves through the rest, a page at a time, and stops at the last', () => {
    const options = { ...grid, capacity: 4, recent: ['p5'] };
    expect(ids(arrangeTiles(people(10), { ...options, page: 1 }).tiles)).to.deep.equal([
      'p4',
      'p6',
      'p7',
      'p8',
    ]);
    const last = arrangeTiles(people(10), { ...options, page: 9 });
    expect([ids(last.tiles), last.page, last.pages, last.hidden]).to.deep.equal([['p9', 'p10'], 2, 3, 8]);
  });

  it('the layout is remembered; pinning the pinned tile again unpins it', () => {
    chooseLayout('sidebar');
    expect([$layout.get(), localStorage.getItem(LAYOUT_KEY)]).to.deep.equal(['sidebar', 'sidebar']);
    chooseLayout('grid');
    pin('p2');
    expect($pinned.get()).to.equal('p2');
    pin('p2');
    expect($pinned.get()).to.equal(null);
  });

  it('a new meeting starts with no pin, the first page and no speakers; the layout choice stays', () => {
    chooseLayout('speaker');
    pin('p2');
    showTilePage(2);
    $recentSpeakers.set(['p2', 'p1']);
    prepareJoin('');
    expect([$pinned.get(), $tilePage.get(), $recentSpeakers.get(), $layout.get()]).to.deep.equal([
      null,
      0,
      [],
      'speaker',
    ]);
    chooseLayout('grid');
  });
});
