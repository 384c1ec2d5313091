import { expect } from '@open-wc/testing';
import { ApiError } from '../api/errors';
import { ERROR_INVALID_PARAMETER } from '../constants';
import { importStore, runImport } from './imports';

describe('imports', () => {
  it('an import goes through reading the file and the server work to its lines', async () => {
    const store = importStore();
    const steps: string[] = [];
    const stop = store.listen((state) => steps.push(state.step));
    const lines = [{ line: 2, key: 'a@x.org', result: 'success' }];
    const done = await runImport(store, new Blob(['email\na@x.org\n']), async (text) => {
      expect(text).to.equal('email\na@x.org\n');
      return lines;
    });
    stop();
    expect(done).to.equal(true);
    expect(steps[0]).to.equal('reading');
    expect(steps.slice(-2)).to.deep.equal(['sending', 'done']);
    expect(store.get()).to.deep.equal({ step: 'done', read: 1, lines });
  });

  it('a refused file ends failed with the error code and no lines', async () => {
    const store = importStore();
    const done = await runImport(store, new Blob(['name\nAnn\n']), () =>
      Promise.reject(new ApiError('http', 400, ERROR_INVALID_PARAMETER)),
    );
    expect(done).to.equal(false);
    expect(store.get()).to.deep.equal({ step: 'failed', read: 0, lines: [], code: ERROR_INVALID_PARAMETER });
  });
});
