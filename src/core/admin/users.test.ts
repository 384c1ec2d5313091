import { expect } from '@open-wc/testing';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { ApiError } from '../api/errors';
import { resetFetch, setFetch } from '../api/transport';
import { ERROR_ALREADY_EXISTS } from '../constants';
import { startSession } from '../stores/session';
import { $user, type AdminUser, loadUser, NEW_USER, saveUser, userForm } from './users';

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

describe('the user shown', () => {
  afterEach(() => {
    resetFetch();
    userForm.reset();
  });

  it('a user opened after another keeps what is typed in its form when the first one answers late', async () => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    const ann: AdminUser = { ...NEW_USER, id: 1, firstName: 'Ann', email: 'ann@example.com' };
    const bea: AdminUser = { ...NEW_USER, id: 2, firstName: 'Bea', email: 'bea@example.com' };
    const server = fakeServer({
      'GET web/admin/users/1': reply(200, ann),
      'GET web/admin/users/2': reply(200, bea),
    });
    let answerAnn: () => void = () => undefined;
    const annHeld = new Promise<void>((go) => (answerAnn = go));
    setFetch(async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/users/1')) await annHeld;
      return server.fetch(input, init);
    });
    const first = loadUser(1);
    await loadUser(2);
    userForm.edit('firstName', 'Beatrix');
    answerAnn();
    await first;
    expect(userForm.$form.get().original?.id).to.equal(2);
    expect(userForm.$values.get().firstName).to.equal('Beatrix');
  });

  it('a save answered while the same user is asked again stays shown when that older load answers late', async () => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    const ann: AdminUser = { ...NEW_USER, id: 1, firstName: 'Ann', email: 'ann@example.com' };
    const server = fakeServer({
      'GET web/admin/users/1': reply(200, ann),
      'PATCH web/admin/users/1': reply(200, { ...ann, firstName: 'Anna' }),
      'GET web/admin/users': reply(200, { items: [], total: 0 }),
    });
    let answerLoad: () => void = () => undefined;
    const loadHeld = new Promise<void>((go) => (answerLoad = go));
    let loads = 0;
    setFetch(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'GET' && request.url.endsWith('/users/1') && ++loads === 2) await loadHeld;
      return server.fetch(request);
    });
    await loadUser(1);
    const again = loadUser(1);
    userForm.edit('firstName', 'Anna');
    expect((await saveUser()).done).to.equal(true);
    answerLoad();
    await again;
    expect(userForm.$values.get().firstName).to.equal('Anna');
    expect($user.get()).to.deep.include({ state: 'ready', data: { ...ann, firstName: 'Anna' } });
  });
});
