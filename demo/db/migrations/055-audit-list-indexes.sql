-- The audit list at a million entries, a page of 100 under every filter and pair in every sort: an index for each
-- filter sorted by the person or the operation, each ending in `id` (the sort's tie-break), so that such a page is
-- the index read in order rather than every matching entry sorted (0.15-0.5 s a page before).
-- A person's entries of one operation, and a person's entries by operation.
CREATE INDEX audit_entries_actor_operation ON audit_entries (actor_login COLLATE NOCASE, operation, id);
-- An operation's entries by person.
CREATE INDEX audit_entries_operation_actor ON audit_entries (operation, actor_login COLLATE NOCASE, id);
-- Refused (or done) entries by person, and those of one operation by person.
CREATE INDEX audit_entries_outcome_actor ON audit_entries (outcome, actor_login COLLATE NOCASE, id);
CREATE INDEX audit_entries_outcome_operation_actor
  ON audit_entries (outcome, operation, actor_login COLLATE NOCASE, id);
