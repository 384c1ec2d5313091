-- The whole model of the reference server. Times are ISO 8601 UTC strings (they sort as text),
-- token expiries are epoch milliseconds.
CREATE TABLE server_zones (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  is_default INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  login TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  password_hash TEXT,
  activated INTEGER NOT NULL DEFAULT 1,
  confirmation_code TEXT,
  registration_date TEXT NOT NULL,
  last_login_date TEXT,
  language TEXT NOT NULL,
  time_zone_id TEXT NOT NULL,
  server_zone_id INTEGER REFERENCES server_zones(id) ON DELETE SET NULL,
  source TEXT NOT NULL DEFAULT 'INTERNAL',
  roles TEXT NOT NULL DEFAULT '',
  messages_sent INTEGER NOT NULL DEFAULT 0,
  messages_received INTEGER NOT NULL DEFAULT 0,
  discussions INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX users_last_name ON users(last_name);
CREATE INDEX users_registration ON users(registration_date);

CREATE TABLE password_resets (
  uuid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE token_families (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  revoked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  family_id TEXT NOT NULL REFERENCES token_families(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  family_id TEXT NOT NULL REFERENCES token_families(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  spent INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE organizations (
  uid TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  machine_id TEXT NOT NULL DEFAULT ''
);
CREATE TABLE organization_managers (
  organization_uid TEXT NOT NULL REFERENCES organizations(uid) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (organization_uid, user_id)
);
CREATE TABLE subscriptions (
  uid TEXT PRIMARY KEY,
  organization_uid TEXT NOT NULL REFERENCES organizations(uid) ON DELETE CASCADE,
  product TEXT NOT NULL,
  seats INTEGER NOT NULL,
  max_organizers INTEGER NOT NULL,
  end_date TEXT,
  perpetual INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  ldap_group TEXT NOT NULL DEFAULT '',
  sso_group TEXT NOT NULL DEFAULT '',
  creation_date TEXT NOT NULL
);
CREATE TABLE organizers (
  subscription_uid TEXT NOT NULL REFERENCES subscriptions(uid) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  added_date TEXT NOT NULL,
  source TEXT NOT NULL,
  PRIMARY KEY (subscription_uid, user_id)
);
CREATE INDEX organizers_user ON organizers(user_id);
CREATE TABLE forced_contacts (
  id INTEGER PRIMARY KEY,
  subscription_uid TEXT NOT NULL REFERENCES subscriptions(uid) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  source TEXT NOT NULL,
  UNIQUE (subscription_uid, email)
);
CREATE TABLE subscription_features (
  subscription_uid TEXT NOT NULL REFERENCES subscriptions(uid) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (subscription_uid, name)
);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE
);
CREATE TABLE tag_rules (
  id INTEGER PRIMARY KEY,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  value TEXT NOT NULL COLLATE NOCASE,
  is_default INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tag_id, value)
);
CREATE TABLE user_tags (
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  PRIMARY KEY (tag_id, user_id)
);

CREATE TABLE meeting_servers (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  version TEXT NOT NULL,
  connected INTEGER NOT NULL,
  accept_new_meetings INTEGER NOT NULL,
  validated INTEGER NOT NULL,
  enabled INTEGER NOT NULL,
  zone_id INTEGER NOT NULL REFERENCES server_zones(id)
);

CREATE TABLE meetings (
  uid TEXT PRIMARY KEY,
  subject TEXT NOT NULL,
  start_date TEXT NOT NULL,
  duration INTEGER NOT NULL,
  state TEXT NOT NULL,
  is_call INTEGER NOT NULL DEFAULT 0,
  recurrence TEXT NOT NULL DEFAULT 'none',
  creator_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  creator_name TEXT NOT NULL,
  creator_email TEXT NOT NULL,
  subscription_uid TEXT REFERENCES subscriptions(uid) ON DELETE SET NULL,
  server_id INTEGER REFERENCES meeting_servers(id) ON DELETE SET NULL,
  security_level TEXT NOT NULL DEFAULT 'standard',
  expected_user_count INTEGER NOT NULL DEFAULT 0,
  reconnections INTEGER NOT NULL DEFAULT 0,
  web_rtc_enabled INTEGER NOT NULL DEFAULT 1,
  approval_required INTEGER NOT NULL DEFAULT 0,
  pin_code TEXT NOT NULL
);
CREATE INDEX meetings_start ON meetings(start_date);
CREATE INDEX meetings_creator ON meetings(creator_id);
CREATE INDEX meetings_subscription ON meetings(subscription_uid);
CREATE TABLE meeting_moderators (
  meeting_uid TEXT NOT NULL REFERENCES meetings(uid) ON DELETE CASCADE,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL
);
CREATE INDEX meeting_moderators_meeting ON meeting_moderators(meeting_uid);
CREATE TABLE attendees (
  id INTEGER PRIMARY KEY,
  meeting_uid TEXT NOT NULL REFERENCES meetings(uid) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  full_name TEXT NOT NULL,
  email TEXT NOT NULL,
  excluded INTEGER NOT NULL DEFAULT 0,
  join_time TEXT NOT NULL,
  leave_time TEXT,
  relay_server TEXT NOT NULL,
  quality_in REAL NOT NULL,
  quality_out REAL NOT NULL,
  connection_count INTEGER NOT NULL,
  duration INTEGER NOT NULL
);
CREATE INDEX attendees_meeting ON attendees(meeting_uid);
CREATE INDEX attendees_user ON attendees(user_id);
CREATE TABLE quality_samples (
  meeting_uid TEXT NOT NULL REFERENCES meetings(uid) ON DELETE CASCADE,
  time TEXT NOT NULL,
  quality_in REAL NOT NULL,
  quality_out REAL NOT NULL
);
CREATE INDEX quality_samples_meeting ON quality_samples(meeting_uid);
CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  meeting_uid TEXT NOT NULL REFERENCES meetings(uid) ON DELETE CASCADE,
  author_name TEXT NOT NULL,
  author_email TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  created TEXT NOT NULL,
  shared INTEGER NOT NULL,
  checksum TEXT NOT NULL,
  video INTEGER NOT NULL,
  access TEXT NOT NULL DEFAULT 'restricted'
);
CREATE INDEX files_meeting ON files(meeting_uid);

CREATE TABLE gateways (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  address TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  used INTEGER NOT NULL,
  total INTEGER NOT NULL
);
CREATE TABLE gateway_jobs (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  state TEXT NOT NULL,
  meeting_uid TEXT NOT NULL,
  creation_date TEXT NOT NULL,
  parameters TEXT NOT NULL
);
CREATE TABLE management_nodes (
  address TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  master INTEGER NOT NULL,
  cpu REAL NOT NULL,
  connected_clients INTEGER NOT NULL,
  start_time TEXT NOT NULL
);
CREATE TABLE maintenance_periods (
  id INTEGER PRIMARY KEY,
  start TEXT NOT NULL,
  duration INTEGER NOT NULL
);

CREATE TABLE settings (
  grp TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE api_clients (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key_hash TEXT NOT NULL UNIQUE,
  key_end TEXT NOT NULL,
  creation_date TEXT NOT NULL
);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created TEXT NOT NULL
);
