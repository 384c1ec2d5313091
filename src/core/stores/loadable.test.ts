import { expect } from '@open-wc/testing';
import { changeOf, type Loadable, loadable, loadInto, patchInto } from './loadable';
import { startSession } from './session';

/** A promise and the function that resolves it: an answer still on its way until the test hands it out. */
function onItsWay<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

const ready = (data: string): Loadable<string> => ({ state: 'ready', data });

describe('loads and changes of one store', () => {
  beforeEach(() => startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com'));

  it('a change answered after a load asked before it stays shown when that load answers late', async () => {
    const store = loadable<string>();
    const older = onItsWay<string>();
    const landed: string[] = [];
    const load = loadInto(
      store,
      () => older.promise,
      (data) => landed.push(data),
    );
    const show = changeOf(store);
    expect(show(ready('saved'))).to.equal(true);
    older.answer('before the save');
    await load;
    expect(store.get()).to.deep.equal(ready('saved'));
    expect(landed).to.deep.equal([]);
  });

  it('a load asked after a change was sent is shown, not the change; of two changes the later one is shown', async () => {
    const store = loadable<string>();
    const show = changeOf(store);
    await loadInto(store, async () => 'loaded since');
    expect(show(ready('saved'))).to.equal(false);
    expect(store.get()).to.deep.equal(ready('loaded since'));
    const first = changeOf(store);
    const second = changeOf(store);
    expect(second(ready('second'))).to.equal(true);
    expect(first(ready('first'))).to.equal(false);
    expect(store.get()).to.deep.equal(ready('second'));
  });

  it('a row saved while the list is on its way is saved in the list that lands, unless it was asked after the save', async () => {
    const store = loadable<string[]>();
    const list = onItsWay<string[]>();
    const load = loadInto(store, () => list.promise);
    const withSaved = (rows: string[], row: string) => rows.map((one) => (one[0] === row[0] ? row : one));
    expect(await patchInto(store, async () => 'b saved', withSaved)).to.equal('b saved');
    list.answer(['a', 'b old', 'c']);
    await load;
    expect(store.get()).to.deep.equal({ state: 'ready', data: ['a', 'b saved', 'c'] });
    // A load asked after the save brings the row as the server holds it: the patch is not applied again.
    const later = onItsWay<string[]>();
    const reload = loadInto(store, () => later.promise);
    later.answer(['a', 'b newer', 'c']);
    await reload;
    expect(store.get()).to.deep.equal({ state: 'ready', data: ['a', 'b newer', 'c'] });
  });
});
