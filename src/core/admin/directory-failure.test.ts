import { expect } from '@open-wc/testing';
import { ApiError } from '../api/errors';
import { directoryFailureKey, directoryRefusalOf } from './directory-failure';

describe('directory action failures', () => {
  it('a 503 is the directory down; other answers keep their code; anything else is generic', () => {
    const failure = (error: unknown) => {
      const { code, directoryDown } = directoryRefusalOf(error);
      return { code, directoryDown };
    };
    expect(failure(new ApiError('http', 503, 1000))).to.deep.equal({ code: 1000, directoryDown: true });
    expect(failure(new ApiError('http', 400, 1004))).to.deep.equal({ code: 1004, directoryDown: false });
    expect(failure(new ApiError('network', 0, 1000))).to.deep.equal({ code: 1000, directoryDown: false });
    expect(failure(new TypeError('boom'))).to.deep.equal({ code: 1000, directoryDown: false });
    expect(directoryRefusalOf(new ApiError('http', 503, 1000)).done).to.equal(false);
  });

  it('the directory down, no LDAP directory, no such group and no contacts group have their own words', () => {
    const key = (code: number, action: 'group' | 'sync', directoryDown = false) =>
      directoryFailureKey({ code, directoryDown }, action);
    expect(key(1000, 'sync', true)).to.equal('directory.down');
    expect(key(1000, 'group', true)).to.equal('directory.down');
    expect(key(1022, 'group')).to.equal('directory.none');
    expect(key(1004, 'group')).to.equal('groups.notFound');
    expect(key(1004, 'sync')).to.equal('groups.notFound');
    expect(key(1023, 'sync')).to.equal('contacts.noGroup');
    expect(key(1023, 'group')).to.equal(undefined);
    expect(key(1025, 'group')).to.equal(undefined);
    expect(key(1000, 'sync')).to.equal(undefined);
  });
});
