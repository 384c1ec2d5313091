import { expect } from '@open-wc/testing';
import { ApiError } from '../api/errors';
import { ERROR_ALREADY_EXISTS, ERROR_NOT_FOUND } from '../constants';
import { startSession } from '../stores/session';
import { areaRecord } from './area-record';

interface Thing {
  id: number;
  name: string;
  count: number;
}

/** An area record over a server the test holds, recording every list reloaded and every record asked. */
function area() {
  const server = new Map<number, Thing>([[7, { id: 7, name: 'seven', count: 0 }]]);
  const reloaded: string[] = [];
  const list = (name: string) => ({
    reload: async () => {
      reloaded.push(name);
    },
  });
  const refused = (code: number) => Promise.reject(new ApiError('http', 400, code));
  const record = areaRecord({
    lists: [list('things'), list('exceeding')],
    get: async (id: number) => server.get(id) ?? refused(ERROR_NOT_FOUND),
    keyOf: (thing) => thing.id,
  });
  return { server, reloaded, list, refused, record };
}

describe('area record', () => {
  beforeEach(() => startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com'));

  it('creates, reloads its lists and answers the new key; a refused create reloads nothing', async () => {
    const { server, reloaded, refused, record } = area();
    const made = await record.create(async () => {
      server.set(8, { id: 8, name: 'eight', count: 0 });
      return server.get(8) as Thing;
    });
    expect(made).to.deep.equal({ done: true, value: 8 });
    expect(reloaded).to.deep.equal(['things', 'exceeding']);
    const taken = await record.create(() => refused(ERROR_ALREADY_EXISTS));
    expect(taken).to.include({ done: false, code: ERROR_ALREADY_EXISTS });
    expect(reloaded).to.have.length(2);
  });

  it('deletes each key in turn, answers the refusals and reloads the lists once, after the last', async () => {
    const { server, reloaded, refused, record } = area();
    const asked: number[] = [];
    const refusals = await record.deleteEach([7, 9], async (id) => {
      asked.push(id);
      expect(reloaded, 'no reload before the last delete').to.deep.equal([]);
      return server.delete(id) || refused(ERROR_NOT_FOUND);
    });
    expect(asked).to.deep.equal([7, 9]);
    expect(refusals.map((refusal) => refusal.code)).to.deep.equal([ERROR_NOT_FOUND]);
    expect(reloaded).to.deep.equal(['things', 'exceeding']);
  });

  it('a change shows the record the server answered and reloads the lists and what changed beside it', async () => {
    const { reloaded, list, record } = area();
    await record.load(7);
    const changed = await record.change(async () => ({ id: 7, name: 'renamed', count: 0 }), list('users'));
    expect(changed.done).to.equal(true);
    expect(record.$record.get()).to.deep.equal({
      state: 'ready',
      data: { id: 7, name: 'renamed', count: 0 },
    });
    expect(reloaded).to.have.members(['things', 'exceeding', 'users']);
  });

  it('a change in a sub-list takes the record again without `loading` and reloads lists and sub-list', async () => {
    const { server, reloaded, list, refused, record } = area();
    await record.load(7);
    const states: string[] = [];
    record.$record.listen((shown) => states.push(shown.state));
    const added = await record.changeIn(
      7,
      async () => {
        server.set(7, { id: 7, name: 'seven', count: 1 });
      },
      list('users'),
    );
    expect(added).to.deep.equal({ done: true, value: undefined });
    expect(record.$record.get()).to.deep.include({ data: { id: 7, name: 'seven', count: 1 } });
    expect(states).to.deep.equal(['ready']);
    expect(reloaded).to.have.members(['things', 'exceeding', 'users']);

    reloaded.length = 0;
    const refusals = await record.removeEachIn(7, [1, 2], (n) =>
      n === 2 ? refused(1027) : Promise.resolve(),
    );
    expect(refusals.map((refusal) => refusal.code)).to.deep.equal([1027]);
    expect(reloaded).to.have.members(['things', 'exceeding']);
  });
});
