import { atom } from 'nanostores';
import { login as postLogin } from '../api/auth-calls';
import { hasErrorCode } from '../api/errors';
import { type Failure, loginFailureOf } from '../auth/sign-in-failure';
import { ERROR_CAPTCHA_INVALID, ERROR_CAPTCHA_NEEDED, SSO_USERNAME } from '../constants';
import { loadNamespaces } from '../i18n';
import { $captcha, loadCaptcha } from './captcha';
import { $loginRequired } from './login-required';
import { loadMe } from './me';
import { $publicSettings, loadPublicSettings } from './public-settings';
import { startSession } from './session';

/** What the login form sends; `captcha` is the text read from the captcha image, once one is shown. */
export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
}

async function signIn(username: string, password: string, captcha?: string): Promise<void> {
  try {
    const challenge = $captcha.get()?.challenge;
    const tokens = await postLogin({ username, password, challenge, captcha });
    startSession(tokens, username);
  } catch (error) {
    if (hasErrorCode(error, ERROR_CAPTCHA_NEEDED, ERROR_CAPTCHA_INVALID)) {
      // The screen reports the login error; a captcha that fails to load must not hide it.
      await loadCaptcha(username).catch(() => $captcha.set(null));
    }
    throw error;
  }
  $captcha.set(null);
  $loginRequired.set(false);
  await loadMe();
}

/**
 * Signs in with a user name and the password as typed: hashes it (unless the server delegates to LDAP),
 * stores the tokens and user name, loads `$me`. Codes 1011/1029 load `$captcha`; errors are rethrown.
 */
export async function login({ username, password, captcha }: LoginInput): Promise<void> {
  const settings = $publicSettings.get() ?? (await loadPublicSettings());
  // The hashing code arrives with the first sign-in, not with the page: 0.8 KB gzip less on the login route.
  const { passwordForLogin } = await import('../auth/hash-client');
  const wire = await passwordForLogin(password, username, settings.ldapDelegate === true);
  await signIn(username, wire, captcha);
}

/** Signs in with a single sign-on token: the fixed SSO user name, the token as password (not hashed). */
export function loginWithSso(token: string): Promise<void> {
  return signIn(SSO_USERNAME, token);
}

/** The login form's submission: under way, and why the last one failed. */
export interface LoginAttempt {
  busy: boolean;
  failure: Failure | null;
}

const IDLE: LoginAttempt = { busy: false, failure: null };

/** Where the login form's submission stands. */
export const $loginAttempt = atom<LoginAttempt>(IDLE);

/**
 * Signs in from the login form; true once signed in. A failure comes back in `$loginAttempt`; after a
 * success it stays busy until the screen that follows replaces the form.
 */
export async function submitLogin(input: LoginInput): Promise<boolean> {
  if ($loginAttempt.get().busy) return false;
  $loginAttempt.set({ busy: true, failure: null });
  try {
    await login(input);
    return true;
  } catch (error) {
    const failure = loginFailureOf(error, $publicSettings.get()?.ldapDelegate === true);
    // The error catalogue's texts come with the first failure, not with the page (0.9 KB gzip less on the
    // login route); the message shows once they are here (a failed load falls back to English).
    await loadNamespaces('error').catch(() => undefined);
    $loginAttempt.set({ busy: false, failure });
    return false;
  }
}

/** Forgets the last submission (a new visit of the form). */
export function resetLoginAttempt(): void {
  $loginAttempt.set(IDLE);
}
