import { expect } from '@open-wc/testing';
import { ApiError } from '../api/errors';
import { ERROR_ALREADY_EXISTS } from '../constants';
import { userForm } from './users';

const taken = (serverMessage: string) =>
  Promise.reject(new ApiError('http', 409, ERROR_ALREADY_EXISTS, { serverMessage }));

describe('the user form', () => {
  afterEach(() => userForm.reset());

  it('1006 names the login when the server says it reads like another account’s login, else the e-mail', async () => {
    userForm.load(null);
    userForm.edit('login', 'аdmin');
    const lookalike = await userForm.save(() => taken('This login reads like the login of another account.'));
    expect(lookalike).to.include({ done: false, field: 'login' });
    expect(userForm.$values.get().login).to.equal('аdmin');
    const used = await userForm.save(() => taken('This e-mail address or login is already used.'));
    expect(used).to.include({ done: false, field: 'email' });
  });
});
