import { expect } from '@open-wc/testing';
import {
  button,
  field,
  mountAccount,
  panel,
  settle,
  signedIn,
  type,
  USER,
} from '../../../tests/support/account';
import { type Reply, reply } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch } from '../../core/api/transport';

const FAILED =
  'The information could not be saved. An internal server error occurred. Please try again later.';

/** The connection is lost before an answer comes. */
const lost: Reply = () => {
  throw new TypeError('network error');
};

const FAULTS: [string, Reply][] = [
  ['a 500', reply(500, { exception: { code: 1000 } })],
  ['a time-out', 'hang'],
  ['a lost connection', lost],
];

describe('<meet-account> information form when the network fails', () => {
  afterEach(() => resetFetch());

  for (const [fault, answer] of FAULTS) {
    it(`${fault} on save shows the translated error and keeps what was typed; the next save sends it`, async () => {
      const server = await signedIn({
        'PATCH web/users/me': [answer, reply(200, { ...USER, firstName: 'Joanna', lastName: 'Li' })],
      });
      const element = await mountAccount();
      const root = panel(element);
      type(field(root, 'First name'), 'Joanna');
      type(field(root, 'Last name'), 'Li');
      await settle();
      button(root, 'Save').click();
      const alert = () => root.querySelector('[role="alert"]')?.textContent;
      await waitUntil(() => alert() === FAILED, `alert: ${alert()}`);
      await settle();
      expect(field(root, 'First name').value).to.equal('Joanna');
      expect(field(root, 'Last name').value).to.equal('Li');
      button(root, 'Save').click();
      await waitUntil(() => server.calls('PATCH web/users/me').length === 2, 'saved again');
      await waitUntil(() => alert() === undefined, 'the error goes once saved');
      expect(server.calls('PATCH web/users/me')[1]?.body).to.include({ firstName: 'Joanna', lastName: 'Li' });
    });
  }
});
