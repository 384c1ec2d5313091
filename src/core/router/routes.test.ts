import { expect } from '@open-wc/testing';
import { createAppRouter, routeStateOf } from './app-router';
import { buildPath } from './paths';
import { type RouteName, routeDefinition } from './routes';

/** [path under /meet/ (or top level), route, params, header hidden, no redirect after login] */
type Row = [string, RouteName, Record<string, string>, boolean, boolean];

// Spec 2, "Authentication group": every row, header hidden.
const AUTHENTICATION: Row[] = [
  ['/meet/', 'login', {}, true, false],
  ['/meet/forgot-password', 'forgotPassword', {}, true, true],
  ['/meet/change-password', 'changePassword', {}, true, true],
  ['/meet/join-without-account', 'joinWithoutAccount', {}, true, false],
  ['/meet/sso', 'sso', {}, true, true],
  ['/meet/signup-confirmation', 'signupConfirmation', {}, true, true],
  ['/meet/meeting/join', 'join', {}, true, false],
  ['/meet/meeting/webrtc', 'webrtc', {}, true, false],
  ['/meet/download-no-auth', 'downloadNoAuth', {}, true, true],
];

// Spec 2, "Other routes": every row.
const OTHERS: Row[] = [
  ['/meet/no/such/page', 'notFound', {}, true, false],
  ['/meet/support', 'support', {}, false, false],
  ['/meet/organizations', 'organizations', {}, false, false],
  ['/meet/organizations/6f1c', 'organization', { uid: '6f1c' }, false, false],
  ['/meet/download', 'download', {}, false, false],
  ['/meet/download-repo', 'downloadRepo', {}, true, false],
  ['/meet/dashboard', 'dashboard', {}, false, false],
  ['/meet/setting', 'setting', {}, false, false],
  ['/meet/users', 'users', {}, false, false],
  ['/meet/users/42', 'user', { id: '42' }, false, false],
  ['/meet/account', 'account', {}, false, false],
  ['/meet/service', 'service', {}, false, false],
  ['/meet/meeting', 'meeting', {}, false, false],
  ['/meet/meeting/100000001', 'meetingInfo', { uid: '100000001' }, false, false],
  ['/meet/meeting/100000001/attachment-file', 'meetingAttachmentInfo', { uid: '100000001' }, false, false],
  ['/meet/meeting/webrtc/live', 'webrtc-live', {}, true, false],
  ['/meeting/webrtc/gateway', 'webrtc-gateway', {}, true, false],
  ['/meet/statistic', 'statistic', {}, false, false],
  ['/meet/statistic/customer-ranking', 'customerRanking', {}, false, false],
  ['/meet/file', 'file', {}, false, false],
  ['/meet/maintenance', 'maintenance', {}, false, false],
  ['/meet/subscriptions/ab12', 'subscription', { uid: 'ab12' }, false, false],
  ['/meet/subscriptions/exceeding-organizers', 'exceedingOrganizers', {}, false, false],
  ['/meet/subscriptions/ab12/organizer-ranking', 'organizerRanking', { uid: 'ab12' }, false, false],
];

describe('route table', () => {
  const original = location.href;
  const router = createAppRouter('/meet/');
  const unbind = router.listen(() => {});
  after(() => {
    unbind();
    history.replaceState(null, '', original);
  });

  const matched = (path: string) => {
    router.open(path, true);
    return routeStateOf(router.get());
  };

  for (const [path, name, params, hideHeader, noRedirect] of [...AUTHENTICATION, ...OTHERS]) {
    it(`${path} is the ${name} route (header ${hideHeader ? 'hidden' : 'shown'})`, () => {
      const state = matched(path);
      expect([state.name, state.params]).to.deep.equal([name, params]);
      const definition = routeDefinition(name);
      expect(Boolean(definition.hideHeader)).to.equal(hideHeader);
      expect(Boolean(definition.noRedirectAfterLogin)).to.equal(noRedirect);
    });
  }

  it('a trailing slash and the base path without it still match', () => {
    expect(matched('/meet').name).to.equal('login');
    expect(matched('/meet/dashboard/').name).to.equal('dashboard');
  });

  it('the query reaches the route as its search', () => {
    expect(matched('/meet/meeting/webrtc?umi=100000001').search).to.deep.equal({ umi: '100000001' });
  });

  it('paths outside the base path are not found, except the top-level gateway entry', () => {
    expect(matched('/elsewhere/dashboard').name).to.equal('notFound');
    expect(matched('/meet/meeting/webrtc/gateway').name).to.equal('notFound');
  });

  it('every route the table names builds back to an address that matches it', () => {
    for (const [path, name, params] of [...AUTHENTICATION, ...OTHERS]) {
      if (name === 'notFound') continue;
      expect(buildPath(name, params, {}, '/meet/'), name).to.equal(path);
    }
  });

  it('parameters are encoded in addresses and decoded in routes', () => {
    const path = buildPath('user', { id: 'a/b c' }, { tab: 'x&y' }, '/meet/');
    expect(path).to.equal('/meet/users/a%2Fb%20c?tab=x%26y');
    expect(matched(path).params).to.deep.equal({ id: 'a/b c' });
  });

  it("a deployment's absolute address keeps its port (a portal on another origin)", () => {
    expect(buildPath('join', {}, { umi: '100000003' }, 'https://meet.example.com:8443/meet/')).to.equal(
      'https://meet.example.com:8443/meet/meeting/join?umi=100000003',
    );
  });

  it('the base path comes from the configuration', () => {
    const other = createAppRouter('/video/');
    const stop = other.listen(() => {});
    other.open('/video/account', true);
    expect(routeStateOf(other.get()).name).to.equal('account');
    stop();
  });
});
