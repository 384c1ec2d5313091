import { expect } from '@open-wc/testing';
import type { JoinPhase } from '../webrtc/join-state';
import { webviewDeepLink } from './deep-link';
import { afterLoginPath, guardRoute, rememberedPage } from './guards';
import type { RouteState } from './paths';
import type { RouteName } from './routes';

const ORIGIN = 'https://meet.example.com';
const route = (name: RouteName, search: Record<string, string> = {}, params = {}): RouteState => ({
  name,
  params,
  search,
});
const context = (signedIn: boolean, joinPhase: JoinPhase = 'configuration') => ({
  signedIn,
  joinPhase,
  basePath: '/meet/',
  origin: ORIGIN,
});

describe('guards', () => {
  it('webrtc-live is allowed only with umi in the query and the WebRTC session connected', () => {
    expect(guardRoute(route('webrtc-live', { umi: '100000001' }), context(false, 'connected'))).to.equal(
      null,
    );
  });

  it('webrtc-live without a connected session redirects to webrtc with the umi', () => {
    for (const phase of ['configuration', 'waiting', 'approved', 'connection', 'end'] as JoinPhase[]) {
      expect(guardRoute(route('webrtc-live', { umi: '100000001' }), context(true, phase))).to.equal(
        '/meet/meeting/webrtc?umi=100000001',
      );
    }
  });

  it('webrtc-live with no umi redirects to login', () => {
    expect(guardRoute(route('webrtc-live'), context(true, 'connected'))).to.equal('/meet/');
  });

  it('an unauthenticated visitor on a route that needs a session goes to login, remembering the page', () => {
    expect(guardRoute(route('user', { tab: 'roles' }, { id: '42' }), context(false))).to.equal(
      '/meet/?redirect=%2Fmeet%2Fusers%2F42%3Ftab%3Droles',
    );
    expect(guardRoute(route('dashboard'), context(false))).to.equal('/meet/?redirect=%2Fmeet%2Fdashboard');
  });

  it('a signed-in user may open the routes that need a session', () => {
    for (const name of ['dashboard', 'account', 'download', 'users', 'meetingInfo'] as RouteName[]) {
      expect(guardRoute(route(name, {}, { uid: '1', id: '1' }), context(true)), name).to.equal(null);
    }
  });

  it('visitors may open the authentication group, support, downloads without signing in, not-found', () => {
    const open: RouteName[] = ['login', 'forgotPassword', 'changePassword', 'joinWithoutAccount', 'sso'];
    open.push(
      'signupConfirmation',
      'join',
      'webrtc',
      'downloadNoAuth',
      'support',
      'downloadRepo',
      'notFound',
    );
    for (const name of open) expect(guardRoute(route(name), context(false)), name).to.equal(null);
  });

  it('after login the user goes to the stored earlier page', () => {
    expect(guardRoute(route('login', { redirect: '/meet/users/42' }), context(true))).to.equal(
      '/meet/users/42',
    );
  });

  it('after login with no stored page, or an unsafe one, the user goes to the dashboard', () => {
    expect(guardRoute(route('login'), context(true))).to.equal('/meet/dashboard');
    expect(guardRoute(route('login', { redirect: '//evil.example' }), context(true))).to.equal(
      '/meet/dashboard',
    );
    expect(afterLoginPath('/meet/?redirect=/meet/users', ORIGIN, '/meet/')).to.equal('/meet/dashboard');
  });

  it('the webview deep link (login address with tcc and umi) opens the meeting video page', () => {
    const link = route('login', { tcc: '1', umi: '100000004' });
    expect(guardRoute(link, context(true))).to.equal('/meet/meeting/100000004/attachment-file');
    expect(guardRoute(link, context(false))).to.equal('/meet/meeting/100000004/attachment-file');
    expect(guardRoute(route('meetingAttachmentInfo', {}, { uid: '100000004' }), context(false))).to.equal(
      '/meet/?redirect=%2Fmeet%2Fmeeting%2F100000004%2Fattachment-file',
    );
  });

  it('the tcc flag needs a valid umi and a value other than 0 or false', () => {
    expect(webviewDeepLink({ tcc: 'true', umi: '100000004' })).to.deep.equal({
      name: 'meetingAttachmentInfo',
      params: { uid: '100000004' },
    });
    const refused: Record<string, string>[] = [
      { tcc: '0', umi: '100000004' },
      { tcc: 'false', umi: '100000004' },
      { tcc: '1' },
    ];
    for (const search of refused) {
      expect(webviewDeepLink(search)).to.equal(null);
    }
    expect(webviewDeepLink({ tcc: '1', umi: '../../x' })).to.equal(null);
  });

  it('the login page remembers the page the user came from unless it is the root or marked no-redirect', () => {
    expect(rememberedPage(route('joinWithoutAccount', { umi: '1' }), '/meet/')).to.equal(
      '/meet/join-without-account?umi=1',
    );
    expect(rememberedPage(route('account'), '/meet/')).to.equal('/meet/account');
    for (const name of [
      'login',
      'forgotPassword',
      'changePassword',
      'sso',
      'signupConfirmation',
    ] as RouteName[]) {
      expect(rememberedPage(route(name), '/meet/'), name).to.equal(undefined);
    }
    expect(rememberedPage(route('downloadNoAuth'), '/meet/')).to.equal(undefined);
    expect(rememberedPage(null, '/meet/')).to.equal(undefined);
  });
});
