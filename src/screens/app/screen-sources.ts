// Which screen shows each route (spec 2): its module, its export, and the props it takes from the route.
import { ADMIN_AREAS, type AdminRouteName, areaScreen } from '../../core/admin/areas';
import type { RouteName, RouteState } from '../../core/router';

/** A screen loaded on demand from its module; `props` adds what the route gives it beyond params and search. */
export interface LazySource {
  module: string;
  exportName: string;
  props?: (route: RouteState) => Record<string, unknown>;
}

/** Where a route's screen comes from: a module loaded on demand, or one of the shell's own. */
export type ScreenSource = LazySource | 'notFound';

const source = (module: string, exportName: string, props?: LazySource['props']): LazySource => ({
  module,
  exportName,
  props,
});

// One source for the three browser-meeting routes: moving from webrtc to webrtc-live keeps the client.
const WEBRTC = source('../webrtc/webrtc-client.tsx', 'WebrtcClient', (route) => ({
  meetingId: route.search.umi ?? '',
}));
const DOWNLOAD = (variant: 'auth' | 'no-auth') =>
  source('../download/download.tsx', 'Download', () => ({ variant }));

/** Every route of the administration console shows its area's screen, which gets the route's name. */
function adminSources(): Record<AdminRouteName, ScreenSource> {
  return Object.fromEntries(
    ADMIN_AREAS.flatMap((area) => {
      const { module, exportName } = areaScreen(area);
      const screen = source(module, exportName, (route) => ({ route: route.name }));
      return Object.keys(area.routes).map((name) => [name, screen]);
    }),
  ) as Record<AdminRouteName, ScreenSource>;
}

/** The screen of every route. */
export const SCREEN_SOURCES: Record<RouteName, ScreenSource> = {
  login: source('../login/login.tsx', 'Login'),
  forgotPassword: source('../forgot-password/forgot-password.tsx', 'ForgotPassword'),
  changePassword: source('../change-password/change-password.tsx', 'ChangePassword'),
  joinWithoutAccount: source('../join/join-without-account.tsx', 'JoinWithoutAccount'),
  sso: source('../sso/sso-return.tsx', 'SsoReturn'),
  signupConfirmation: source('../signup-confirmation/signup-confirmation.tsx', 'SignupConfirmation'),
  join: source('../join/meeting-join.tsx', 'MeetingJoin', (route) => ({ umi: route.search.umi ?? '' })),
  webrtc: WEBRTC,
  downloadNoAuth: DOWNLOAD('no-auth'),
  'webrtc-live': WEBRTC,
  'webrtc-gateway': WEBRTC,
  support: source('../support/support.tsx', 'Support'),
  download: DOWNLOAD('auth'),
  downloadRepo: source('../download/download-repo.tsx', 'DownloadRepo'),
  dashboard: source('../dashboard/dashboard.tsx', 'Dashboard'),
  account: source('../account/account.tsx', 'Account'),
  ...adminSources(),
  notFound: 'notFound',
};
