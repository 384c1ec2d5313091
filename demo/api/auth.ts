// Sign-in, sign-out, token refresh, captcha, sign-up and password reset.
import { randomInt } from 'node:crypto';
import { SSO_USERNAME } from '../../src/core/constants';
import { isWireHash, storedHash, verifyPassword } from '../auth/passwords';
import { TryLimit } from '../auth/try-limit';
import type { Context } from '../context';
import { ApiError } from '../http/errors';
import type { Handlers } from '../http/types';
import { delegatedLogin, isDelegated } from '../ldap/sign-in';
import { loginLookalikeTaken } from '../lib/confusables';
import { captchaMail, confirmationMail, resetLink } from '../lib/mails';
import { readSettings } from '../lib/settings';
import { nowIso } from '../lib/time';
import { setPassword, type UserRow, userByEmail, userBySignIn } from '../lib/users';
import { ssoLogin, ssoTokensOf } from '../sso/index';

/** The captcha answers one account may be e-mailed. */
const CAPTCHA_MAILS = { max: 3, windowMs: 10 * 60_000 };

/** Handlers of the sign-in calls. */
export function authHandlers(context: Context): Handlers {
  const { db, loginGuard, captchas, tokens } = context;
  const captchaMails = new TryLimit(CAPTCHA_MAILS);

  function tooMany(wait: number, message: string): never {
    throw new ApiError(1016, message, { status: 429, headers: { 'retry-after': String(wait) } });
  }

  function throttle(address: string): void {
    const wait = loginGuard.throttle(address);
    if (wait > 0) tooMany(wait, 'Too many attempts: wait before trying again.');
  }

  return {
    login: async (request) => {
      const { username, password, challenge, captcha } = request.body;
      throttle(request.ip);
      // The SSO login: the fixed user name, the demo identity provider's one-time token as password.
      if (username === SSO_USERNAME) return ssoLogin(context, password);
      const hurdles = loginGuard.hurdles(username, request.ip);
      if (hurdles.wait > 0) tooMany(hurdles.wait, 'Too many failed sign-ins: wait before trying again.');
      if (hurdles.captcha) {
        if (!challenge || !captcha) throw new ApiError(1011);
        if (!captchas.verify(username, challenge, captcha)) throw new ApiError(1029);
      }
      // With LDAP delegation the password comes as typed and the directory checks it (demo/ldap).
      const ldap = isDelegated(context);
      const user = ldap ? await delegatedLogin(context, username, password) : userBySignIn(db, username);
      const ok =
        user !== undefined &&
        (ldap || (isWireHash(password) && (await verifyPassword(password, user.password_hash))));
      if (!user || !ok) {
        loginGuard.fail(username, request.ip);
        throw new ApiError(loginGuard.hurdles(username, request.ip).captcha ? 1011 : 1014);
      }
      if (!user.activated) throw new ApiError(1012);
      loginGuard.succeed(username);
      db.prepare('UPDATE users SET last_login_date = ? WHERE id = ?').run(nowIso(), user.id);
      return tokens.signIn(user.id);
    },

    logout: (request) => {
      if (request.user?.familyId) tokens.revokeFamily(request.user.familyId);
      return undefined;
    },

    refreshSession: (request) => {
      const { username, refreshtoken } = request.headers;
      const userId =
        username === SSO_USERNAME
          ? ssoTokensOf(db).userOfSsoRefresh(refreshtoken)
          : userBySignIn(db, username)?.id;
      const pair = tokens.refresh(refreshtoken, userId);
      if (!pair) throw new ApiError(1014, 'The refresh token is not valid.');
      return pair;
    },

    getCaptcha: (request) => {
      throttle(request.ip);
      const { challenge, captchaImageBase64 } = captchas.create(request.query.login);
      return { challenge, captchaImageBase64 };
    },

    mailCaptcha: (request) => {
      throttle(request.ip);
      const { login, challenge } = request.body;
      const answer = captchas.answerFor(login, challenge);
      const user = answer ? userBySignIn(db, login) : undefined;
      if (answer && user?.activated && captchaMails.take(String(user.id)) === 0)
        captchaMail(context, user, answer);
      return undefined;
    },

    forgotPassword: (request) => {
      throttle(request.ip);
      const user = userByEmail(db, request.body.email);
      if (user?.activated) resetLink(context, user, true);
      return undefined;
    },

    changePassword: async (request) => {
      const { email, uuid, password } = request.body;
      const row = db
        .prepare(
          `SELECT u.* FROM password_resets r JOIN users u ON u.id = r.user_id
           WHERE r.uuid = ? AND r.used = 0 AND r.expires_at > ? AND u.email = ?`,
        )
        .get(uuid, nowIso(), email) as UserRow | undefined;
      if (!row) throw new ApiError(1002, 'This link is not valid any more.');
      const hash = await storedHash(password);
      setPassword(context, row.id, hash);
      return undefined;
    },

    signUp: async (request) => {
      const body = request.body;
      if (!readSettings(db, 'accounts').freeRegistration) throw new ApiError(1003);
      if (userBySignIn(db, body.email) || loginLookalikeTaken(db, body.email))
        throw new ApiError(1006, 'This e-mail address is already used.');
      const hash = await storedHash(body.password);
      const code = String(randomInt(10_000_000, 100_000_000));
      const timeZone = body.timeZoneId ?? readSettings(db, 'general').defaultTimezone;
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO users (email, login, first_name, last_name, password_hash, activated, confirmation_code,
             registration_date, language, time_zone_id)
           VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
        )
        .run(
          body.email,
          body.email,
          body.firstName,
          body.lastName,
          hash,
          code,
          nowIso(),
          body.language,
          timeZone,
        );
      const user = db.prepare('SELECT * FROM users WHERE id = ?').get(lastInsertRowid) as UserRow;
      confirmationMail(context, user, code);
      return undefined;
    },

    confirmSignUp: (request) => {
      const user = userByEmail(db, request.body.email);
      if (!user) throw new ApiError(1001, 'Unknown account.');
      if (user.activated) throw new ApiError(1020);
      if (!user.confirmation_code || user.confirmation_code !== request.body.code) {
        throw new ApiError(1004, 'Invalid confirmation code.');
      }
      db.prepare('UPDATE users SET activated = 1, confirmation_code = NULL WHERE id = ?').run(user.id);
      return undefined;
    },
  };
}
