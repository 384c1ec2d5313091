-- Fast user lists with many users: a role filter, a name search and every sort answer from an index.
-- `users.roles` stays the one place roles are written; triggers keep the two tables below in step with it.

-- Who holds which role (the contract's three roles), so a role filter is an index search, not a LIKE scan.
CREATE TABLE user_roles (
  role TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (role, user_id)
) WITHOUT ROWID;
CREATE INDEX user_roles_user ON user_roles(user_id);

CREATE TRIGGER user_roles_insert AFTER INSERT ON users WHEN new.roles <> '' BEGIN
  INSERT INTO user_roles (role, user_id)
    SELECT r.role, new.id
    FROM (SELECT 'userManager' AS role UNION ALL SELECT 'administrator' UNION ALL SELECT 'systemAdmin') AS r
    WHERE instr(' ' || new.roles || ' ', ' ' || r.role || ' ') > 0;
END;
CREATE TRIGGER user_roles_update AFTER UPDATE OF roles ON users BEGIN
  DELETE FROM user_roles WHERE user_id = old.id;
  INSERT INTO user_roles (role, user_id)
    SELECT r.role, new.id
    FROM (SELECT 'userManager' AS role UNION ALL SELECT 'administrator' UNION ALL SELECT 'systemAdmin') AS r
    WHERE instr(' ' || new.roles || ' ', ' ' || r.role || ' ') > 0;
END;
INSERT INTO user_roles (role, user_id)
  SELECT r.role, u.id
  FROM users AS u
  JOIN (SELECT 'userManager' AS role UNION ALL SELECT 'administrator' UNION ALL SELECT 'systemAdmin') AS r
    ON instr(' ' || u.roles || ' ', ' ' || r.role || ' ') > 0;

-- Trigrams of the names, e-mail and login: a "contains" filter of 3 characters or more finds its candidates
-- here, then the exact LIKE test runs on them only. detail = 'none' keeps the index small (candidates are a
-- superset: every trigram somewhere in the row).
CREATE VIRTUAL TABLE users_search USING fts5(
  first_name, last_name, email, login,
  content = 'users', content_rowid = 'id', tokenize = 'trigram', detail = 'none'
);
CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN
  INSERT INTO users_search (rowid, first_name, last_name, email, login)
    VALUES (new.id, new.first_name, new.last_name, new.email, new.login);
END;
CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN
  INSERT INTO users_search (users_search, rowid, first_name, last_name, email, login)
    VALUES ('delete', old.id, old.first_name, old.last_name, old.email, old.login);
END;
CREATE TRIGGER users_search_update AFTER UPDATE OF first_name, last_name, email, login ON users BEGIN
  INSERT INTO users_search (users_search, rowid, first_name, last_name, email, login)
    VALUES ('delete', old.id, old.first_name, old.last_name, old.email, old.login);
  INSERT INTO users_search (rowid, first_name, last_name, email, login)
    VALUES (new.id, new.first_name, new.last_name, new.email, new.login);
END;
INSERT INTO users_search (users_search) VALUES ('rebuild');

-- The remaining sorts of the user list, and the last-login range filter; a registration range sorted by
-- last name reads the page's keys from one index.
CREATE INDEX users_registration_last_name ON users(registration_date, last_name);
CREATE INDEX users_first_name ON users(first_name);
CREATE INDEX users_last_login ON users(last_login_date);
CREATE INDEX users_language ON users(language);
