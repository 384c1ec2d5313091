import { expect } from '@open-wc/testing';
import { aSubscription } from '../../../tests/support/admin';
import { ERROR_SUBSCRIPTION_INTEGRITY } from '../constants';
import { isLimitRefusal, organizerLimit, organizersLeft, organizerUsage } from './subscriptions';

const SUBSCRIPTION = aSubscription({
  uid: 's',
  product: 'Meet Trial',
  seats: 3,
  maxOrganizers: 5,
  endDate: null,
  perpetual: true,
});

describe('subscriptions', () => {
  it('the organizer count is limited by seats and organizers: the smaller of the two', () => {
    expect(organizerLimit(SUBSCRIPTION)).to.equal(3);
    expect(organizerLimit({ seats: 40, maxOrganizers: 5 })).to.equal(5);
  });

  it('organizers used of allowed: the allowed is the limit, both numbers in the interface language', () => {
    expect(organizerUsage(SUBSCRIPTION)).to.deep.equal({ used: '1', allowed: '3' });
    expect(organizerUsage({ seats: 2500, maxOrganizers: 1200, organizerCount: 1001 })).to.deep.equal({
      used: '1,001',
      allowed: '1,200',
    });
  });

  it('what is left of the limit never goes below zero, even beyond it', () => {
    expect(organizersLeft(SUBSCRIPTION)).to.equal(2);
    expect(organizersLeft({ ...SUBSCRIPTION, organizerCount: 3 })).to.equal(0);
    expect(organizersLeft({ ...SUBSCRIPTION, organizerCount: 9 })).to.equal(0);
  });

  it('1025 on an enabled subscription is the organizer limit; on a disabled one it is the disabling', () => {
    expect(isLimitRefusal(ERROR_SUBSCRIPTION_INTEGRITY, SUBSCRIPTION)).to.equal(true);
    expect(isLimitRefusal(ERROR_SUBSCRIPTION_INTEGRITY, { ...SUBSCRIPTION, enabled: false })).to.equal(false);
    expect(isLimitRefusal(1006, SUBSCRIPTION)).to.equal(false);
    expect(isLimitRefusal(undefined, SUBSCRIPTION)).to.equal(false);
  });
});
