// Session stores and their actions.
export { $captcha, $captchaMail, type CaptchaMail, loadCaptcha, mailCaptcha } from './captcha';
export { type LoginInput, login, loginWithSso } from './login';
export { $loginRequired } from './login-required';
export { logout } from './logout';
export { $me, loadMe } from './me';
export { $publicSettings, loadPublicSettings } from './public-settings';
export { restoreSession } from './restore-session';
export { $session, $signedIn, clearSession, type Session } from './session';
