-- Failed sign-ins per account, per client address and over the whole server (per ten-minute window), so a
-- restart forgets none of them: the captcha and the backoff of demo/auth/login-guard.ts read them.
CREATE TABLE sign_in_failures (
  scope TEXT NOT NULL CHECK (scope IN ('account', 'address', 'server')),
  -- The lower-cased login, the client address, or the number of the window.
  key TEXT NOT NULL,
  failures INTEGER NOT NULL CHECK (failures > 0),
  -- Milliseconds since 1970.
  last_failure_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
) WITHOUT ROWID;
-- Rows nobody failed for a day are forgotten, oldest first.
CREATE INDEX sign_in_failures_age ON sign_in_failures (last_failure_at);
