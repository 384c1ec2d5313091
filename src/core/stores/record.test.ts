import { expect } from '@open-wc/testing';
import { ApiError } from '../api/errors';
import { ERROR_NOT_FOUND } from '../constants';
import type { Loadable } from './loadable';
import { recordStore } from './record';
import { clearSession, startSession } from './session';

interface Thing {
  id: number;
  name: string;
}

/** A record store over answers the test hands out, recording the keys asked and the lists opened. */
function things(answer: (id: number) => Promise<Thing>) {
  const asked: number[] = [];
  const opened: number[] = [];
  const store = recordStore(
    (id: number) => {
      asked.push(id);
      return answer(id);
    },
    (thing) => thing.id,
    (id) => opened.push(id),
  );
  const states: Loadable<Thing>['state'][] = [];
  store.$record.listen((state) => states.push(state.state));
  return { store, asked, opened, states };
}

describe('record store', () => {
  beforeEach(() => startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com'));

  it('loads a record by its key through `loading`, opening what is listed beside it', async () => {
    const { store, asked, opened, states } = things(async (id) => ({ id, name: `n${id}` }));
    await store.load(7);
    expect(store.$record.get()).to.deep.equal({ state: 'ready', data: { id: 7, name: 'n7' } });
    expect(states).to.deep.equal(['loading', 'ready']);
    expect([asked, opened]).to.deep.equal([[7], [7]]);
    expect([store.shows(7), store.shows(8)]).to.deep.equal([true, false]);
  });

  it('a refused load fails with the server code', async () => {
    const { store } = things(() => Promise.reject(new ApiError('http', 404, ERROR_NOT_FOUND)));
    await store.load(1);
    expect(store.$record.get()).to.deep.equal({ state: 'failed', code: ERROR_NOT_FOUND });
  });

  it('a refresh takes the record again without `loading`, only while it is the one shown; a failure keeps it', async () => {
    let name = 'old';
    let fail = false;
    const { store, states } = things(async (id) => {
      if (fail) throw new ApiError('http', 500, 1000);
      return { id, name };
    });
    await store.load(1);
    name = 'new';
    await store.refresh(1);
    expect(store.$record.get()).to.deep.equal({ state: 'ready', data: { id: 1, name: 'new' } });
    expect(states).to.deep.equal(['loading', 'ready', 'ready']);
    await store.refresh(2);
    expect(store.shows(1), 'another key does not replace the record shown').to.equal(true);
    fail = true;
    await store.refresh(1);
    expect(store.$record.get()).to.deep.equal({ state: 'ready', data: { id: 1, name: 'new' } });
  });

  it('forgets the record when the session ends', async () => {
    const { store } = things(async (id) => ({ id, name: 'x' }));
    await store.load(3);
    clearSession();
    expect(store.$record.get()).to.deep.equal({ state: 'idle' });
  });
});
