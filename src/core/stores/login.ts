import { login as postLogin } from '../api/auth-calls';
import { hasErrorCode } from '../api/errors';
import { passwordForLogin } from '../auth/hash-client';
import { ERROR_CAPTCHA_INVALID, ERROR_CAPTCHA_NEEDED, SSO_USERNAME } from '../constants';
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
  const wire = await passwordForLogin(password, username, settings.ldapDelegate === true);
  await signIn(username, wire, captcha);
}

/** Signs in with a single sign-on token: the fixed SSO user name, the token as password (not hashed). */
export function loginWithSso(token: string): Promise<void> {
  return signIn(SSO_USERNAME, token);
}
