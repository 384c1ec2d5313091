import { request } from './request';
import type {
  ApiPath,
  Captcha,
  CaptchaMailRequest,
  ChangePasswordRequest,
  LoginRequest,
  PasswordConstraints,
  PublicSettings,
  TokenPair,
} from './types';

/** GET v1/settings: the server's public settings (no session needed). */
export function getPublicSettings(): Promise<PublicSettings> {
  return request('v1/settings' satisfies ApiPath, { auth: false });
}

/** GET web/users/password-constraints (no session needed). */
export function getPasswordConstraints(): Promise<PasswordConstraints> {
  return request('web/users/password-constraints' satisfies ApiPath, { auth: false });
}

/** POST web/login: a token pair for a user name and its login password (see `passwordForLogin`). */
export function login(body: LoginRequest): Promise<TokenPair> {
  return request('web/login' satisfies ApiPath, { method: 'post', json: body, auth: false });
}

/** POST web/login/logout: ends the session on the server. */
export function logout(): Promise<void> {
  return request('web/login/logout' satisfies ApiPath, { method: 'post' });
}

/** GET web/captcha: a captcha image and its challenge for a login. */
export function getCaptcha(login: string): Promise<Captcha> {
  return request('web/captcha' satisfies ApiPath, { searchParams: { login }, auth: false });
}

/** POST web/captcha/mail: e-mails the answer of a pending captcha to the login's account, if there is one. */
export function mailCaptcha(login: string, challenge: string): Promise<void> {
  const body: CaptchaMailRequest = { login, challenge };
  return request('web/captcha/mail' satisfies ApiPath, { method: 'post', json: body, auth: false });
}

/** POST web/users/change-password: sets a password from a forgot-password link; `password` is hashed. */
export function changePassword(email: string, uuid: string, password: string): Promise<void> {
  const body: ChangePasswordRequest = { email, uuid, password };
  return request('web/users/change-password' satisfies ApiPath, { method: 'post', json: body, auth: false });
}

export { refresh } from './refresh';
