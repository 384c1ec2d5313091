-- Logins that read alike (demo/lib/confusables.ts): an index of each login's skeleton, so that a new login is
-- checked against every existing one with one index search. `meet_login_skeleton` is registered on every
-- connection the server opens (demo/db/database.ts).
CREATE INDEX users_login_skeleton ON users (meet_login_skeleton(login));
