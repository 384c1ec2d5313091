// Configuration of the reference server, from the environment.
import { join, resolve } from 'node:path';
import type { DirectoryKind } from './ldap/directories';
import { DEMO_DIRECTORY_PORT } from './ldap/slapd';

/** Everything the reference server reads from its environment. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Folder of `meet.sqlite`. */
  dataDir: string;
  /** The built export served under /meet/ (absent in server-only tests). */
  staticRoot: string;
  /** Origins allowed to embed the elements and call the API (CORS, frame-ancestors). */
  embedOrigins: string[];
  /** A second port serving the demo portal as another origin (MEET_PORTAL_PORT); none when undefined. */
  portalPort?: number;
  sessionTtlMs: number;
  refreshTtlMs: number;
  /** How long a spent refresh token still answers a pair of its family instead of revoking it. */
  refreshReuseMs: number;
  /** Login attempts allowed per client address and window. */
  loginRateMax: number;
  loginRateWindowMs: number;
  /** Failed sign-ins from one address after which its sign-ins need a captcha (twice as many: a backoff). */
  signInAddressFailures: number;
  /** Failed sign-ins over the whole server within ten minutes after which every sign-in needs a captcha. */
  signInSprayFailures: number;
  /** Extra generated users to seed (MEET_SEED_USERS). */
  seedUsers: number;
  /** Extra generated meetings to seed (MEET_SEED_MEETINGS). */
  seedMeetings: number;
  /** Largest JSON body; CSV bodies may be ten times larger. */
  bodyLimit: number;
  /** The public setting customThemeUrl (MEET_CUSTOM_THEME_URL); empty, the product default, keeps the default look. */
  customThemeUrl: string;
  /** MEET_CSP_REPORTS=readable: GET /meet/csp-reports lists the violations received (test runs only). */
  cspReportsReadable: boolean;
  /** The demo pages (outbox, host page, sign-in, demo theme and pages); MEET_DEMO_PAGES=off turns them all off. */
  demoPages: boolean;
  /**
   * The port of the demo directory over demo/ldap/directory.ldif started with the server (MEET_DIRECTORY_PORT;
   * 0: any free port); undefined (`off`): none is started.
   */
  directoryPort?: number;
  /**
   * Which demo directory runs (MEET_DIRECTORY_SERVER): OpenLDAP's slapd, or the embedded one in this process;
   * undefined: slapd when it is installed, else the embedded one.
   */
  directoryServer?: DirectoryKind;
}

const ROOT = resolve(import.meta.dirname, '..');

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** Reads the configuration from environment variables, with the defaults of `npm start`. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 8080),
    dataDir: resolve(env.MEET_DATA_DIR ?? join(ROOT, '.data')),
    staticRoot: resolve(env.MEET_STATIC_ROOT ?? join(ROOT, 'dist', 'meet')),
    embedOrigins: (env.MEET_EMBED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
    portalPort: env.MEET_PORTAL_PORT ? int(env.MEET_PORTAL_PORT, 0) : undefined,
    sessionTtlMs: int(env.MEET_SESSION_TTL_SECONDS, 15 * 60) * 1000,
    refreshTtlMs: int(env.MEET_REFRESH_TTL_SECONDS, 30 * 24 * 3600) * 1000,
    refreshReuseMs: int(env.MEET_REFRESH_REUSE_SECONDS, 30) * 1000,
    loginRateMax: int(env.MEET_LOGIN_RATE_MAX, 60),
    loginRateWindowMs: int(env.MEET_LOGIN_RATE_WINDOW_SECONDS, 60) * 1000,
    signInAddressFailures: Math.max(1, int(env.MEET_SIGN_IN_ADDRESS_FAILURES, 10)),
    signInSprayFailures: Math.max(1, int(env.MEET_SIGN_IN_SPRAY_FAILURES, 100)),
    seedUsers: int(env.MEET_SEED_USERS, 0),
    seedMeetings: int(env.MEET_SEED_MEETINGS, 0),
    bodyLimit: 1024 * 1024,
    customThemeUrl: env.MEET_CUSTOM_THEME_URL?.trim() ?? '',
    cspReportsReadable: env.MEET_CSP_REPORTS === 'readable',
    demoPages: env.MEET_DEMO_PAGES !== 'off',
    directoryPort:
      env.MEET_DIRECTORY_PORT === 'off' ? undefined : int(env.MEET_DIRECTORY_PORT, DEMO_DIRECTORY_PORT),
    directoryServer:
      env.MEET_DIRECTORY_SERVER === 'slapd' || env.MEET_DIRECTORY_SERVER === 'embedded'
        ? env.MEET_DIRECTORY_SERVER
        : undefined,
  };
}
