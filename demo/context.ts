// What every handler may use: the database, the configuration and the server's services.
import { CaptchaStore } from './auth/captcha';
import { JoinGuard } from './auth/join-guard';
import { LoginGuard } from './auth/login-guard';
import { TokenStore } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { Outbox } from './outbox';

/** Shared state of one server instance. */
export interface Context {
  db: Db;
  config: ServerConfig;
  tokens: TokenStore;
  captchas: CaptchaStore;
  loginGuard: LoginGuard;
  /** Wrong meeting identifiers per address and per meeting. */
  joinGuard: JoinGuard;
  outbox: Outbox;
  startedAt: Date;
  /** Origin of the links in e-mails (the address the server listens on). */
  publicUrl: string;
}

/** The context of a server over an open database. */
export function createContext(db: Db, config: ServerConfig): Context {
  return {
    db,
    config,
    tokens: new TokenStore(db, {
      sessionMs: config.sessionTtlMs,
      refreshMs: config.refreshTtlMs,
      reuseMs: config.refreshReuseMs,
    }),
    captchas: new CaptchaStore(),
    loginGuard: new LoginGuard(
      db,
      { max: config.loginRateMax, windowMs: config.loginRateWindowMs },
      { addressFailures: config.signInAddressFailures, sprayFailures: config.signInSprayFailures },
    ),
    joinGuard: new JoinGuard(),
    outbox: new Outbox(db),
    startedAt: new Date(),
    publicUrl: `http://${config.host}:${config.port}`,
  };
}
