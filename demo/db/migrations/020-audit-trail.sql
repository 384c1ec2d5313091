-- The audit trail: one row per change made through the API and per sign-in, sign-in failure and sign-out.
-- Append-only: rows are never updated, and only the oldest rows may be removed (retention), so the hash
-- chain (each row's hash covers the previous row's hash and its own fields) stays checkable from its start.
CREATE TABLE audit_entries (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  -- No foreign key: an entry outlives the account that made it.
  actor_id INTEGER,
  actor_login TEXT NOT NULL DEFAULT '',
  actor_roles TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  operation TEXT NOT NULL,
  record_type TEXT NOT NULL DEFAULT '',
  record_id TEXT NOT NULL DEFAULT '',
  changes TEXT NOT NULL DEFAULT '[]',
  outcome TEXT NOT NULL CHECK (outcome IN ('done', 'refused')),
  code INTEGER,
  summary TEXT NOT NULL DEFAULT '',
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
-- One index per filter, each ending in the default order (newest first), so a filtered page is an index range.
CREATE INDEX audit_entries_actor ON audit_entries (actor_login COLLATE NOCASE, id);
CREATE INDEX audit_entries_operation ON audit_entries (operation, id);
CREATE INDEX audit_entries_record ON audit_entries (record_type, record_id, id);
CREATE INDEX audit_entries_outcome ON audit_entries (outcome, id);
CREATE INDEX audit_entries_outcome_operation ON audit_entries (outcome, operation, id);
CREATE INDEX audit_entries_at ON audit_entries (at, id);

CREATE TRIGGER audit_entries_append_only BEFORE UPDATE ON audit_entries
BEGIN
  SELECT RAISE(ABORT, 'The audit trail is append-only.');
END;

CREATE TRIGGER audit_entries_prune_oldest_only BEFORE DELETE ON audit_entries
WHEN OLD.id <> (SELECT MIN(id) FROM audit_entries)
BEGIN
  SELECT RAISE(ABORT, 'Only the oldest audit entries may be removed.');
END;

-- Retention: how long entries are kept, in the accounts group's delay units.
UPDATE settings SET value = json_set(value, '$.auditRetention', json('{"value":1,"unit":"years"}'))
WHERE grp = 'accounts' AND json_extract(value, '$.auditRetention') IS NULL;
