import { expect } from '@open-wc/testing';
import { aSubscription } from '../../../tests/support/admin';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { resetFetch, setFetch } from '../api/transport';
import { startSession } from '../stores/session';
import { renewedEndDate } from './renewal';
import { loadTerms, saveTerms, termsForm } from './subscription-terms';
import { $subscription } from './subscriptions';

const SUBSCRIPTION = aSubscription();
const PATH = 'PATCH web/admin/subscriptions/s1';

describe('renewing a subscription', () => {
  it('renewing adds one year to the end date', () => {
    expect(renewedEndDate('2027-01-31', '2026-11-27')).to.equal('2028-01-31');
  });

  it('an ended or perpetual subscription is renewed for one year from today', () => {
    expect(renewedEndDate('2025-03-01', '2026-11-27')).to.equal('2027-11-27');
    expect(renewedEndDate(null, '2026-11-27')).to.equal('2027-11-27');
  });

  it('29 February renewed lands on 28 February', () => {
    expect(renewedEndDate('2028-02-29', '2026-11-27')).to.equal('2029-02-28');
  });
});

describe('editing the terms of a subscription', () => {
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    loadTerms(SUBSCRIPTION);
  });
  afterEach(() => {
    resetFetch();
    $subscription.set({ state: 'idle' });
  });

  it('a save sends the changed terms with the end date, and the answer becomes the old values', async () => {
    const server = fakeServer({ [PATH]: reply(200, { ...SUBSCRIPTION, seats: 25 }) });
    setFetch(server.fetch);
    termsForm.edit('seats', 25);
    const result = await saveTerms('s1');
    expect(result.done).to.equal(true);
    expect(server.calls(PATH)[0]?.body).to.deep.equal({ seats: 25, endDate: '2027-01-31' });
    expect(termsForm.$form.get().original?.seats).to.equal(25);
    expect(termsForm.$edited.get()).to.equal(false);
    const shown = $subscription.get();
    expect(shown.state === 'ready' && shown.data.seats).to.equal(25);
  });

  it('a perpetual subscription is sent without an end date', async () => {
    const server = fakeServer({ [PATH]: reply(200, { ...SUBSCRIPTION, perpetual: true, endDate: null }) });
    setFetch(server.fetch);
    termsForm.edit('perpetual', true);
    await saveTerms('s1');
    expect(server.calls(PATH)[0]?.body).to.deep.equal({ perpetual: true });
  });

  it('a refused value keeps every edit, with the code on the field the server names', async () => {
    const server = fakeServer({
      [PATH]: reply(400, { exception: { code: 1004, message: 'body/seats must be <= 1000000' } }),
    });
    setFetch(server.fetch);
    termsForm.edit('seats', 2_000_000);
    termsForm.edit('product', 'Meet Enterprise');
    const result = await saveTerms('s1');
    expect(result).to.include({ done: false, code: 1004, field: 'seats' });
    expect(termsForm.$values.get()).to.include({ seats: 2_000_000, product: 'Meet Enterprise' });
    expect(termsForm.$form.get()).to.include({ code: 1004, field: 'seats' });
  });
});
