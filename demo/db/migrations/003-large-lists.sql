-- Lists of a large customer (a million users, a million meetings), any sort with any filter.
-- Each sort of the users list walks an index of its column that also carries the columns of the equality filters
-- (language, activated, server zone): a page filtered by them is read from the index alone, without visiting the
-- rows it skips. The id follows the sort's column, as the sort's tie-break does, so that the index gives the
-- whole order. The same indexes serve the date-range filters on their leading column.
DROP INDEX users_last_name;
DROP INDEX users_first_name;
DROP INDEX users_language;
DROP INDEX users_last_login;
DROP INDEX users_registration;
DROP INDEX users_registration_last_name;
CREATE INDEX users_by_email ON users(email, id, language, activated, server_zone_id);
CREATE INDEX users_by_login ON users(login, id, language, activated, server_zone_id);
CREATE INDEX users_by_first_name ON users(first_name, id, language, activated, server_zone_id);
CREATE INDEX users_by_last_name ON users(last_name, id, language, activated, server_zone_id);
CREATE INDEX users_by_registration ON users(registration_date, id, language, activated, server_zone_id);
CREATE INDEX users_by_last_login ON users(last_login_date, id, language, activated, server_zone_id);
CREATE INDEX users_by_language ON users(language, id, activated, server_zone_id);
CREATE INDEX users_by_server_zone ON users(server_zone_id, activated);

-- Meetings: the participant count and the organization's name are kept on the meeting by triggers, so that both
-- sort from an index like the other columns. Each sort's index ends with the uid (every sort's tie-break) and
-- carries the equality filters (state, call or not, security level), as for the users.
ALTER TABLE meetings ADD COLUMN participant_count INTEGER NOT NULL DEFAULT 0;
UPDATE meetings SET participant_count = (SELECT COUNT(*) FROM attendees a WHERE a.meeting_uid = meetings.uid);
CREATE TRIGGER meetings_participants_insert AFTER INSERT ON attendees BEGIN
  UPDATE meetings SET participant_count = participant_count + 1 WHERE uid = new.meeting_uid;
END;
CREATE TRIGGER meetings_participants_delete AFTER DELETE ON attendees BEGIN
  UPDATE meetings SET participant_count = participant_count - 1 WHERE uid = old.meeting_uid;
END;
CREATE TRIGGER meetings_participants_move AFTER UPDATE OF meeting_uid ON attendees BEGIN
  UPDATE meetings SET participant_count = participant_count - 1 WHERE uid = old.meeting_uid;
  UPDATE meetings SET participant_count = participant_count + 1 WHERE uid = new.meeting_uid;
END;

ALTER TABLE meetings ADD COLUMN organization_name TEXT;
UPDATE meetings SET organization_name = (
  SELECT o.name FROM subscriptions s JOIN organizations o ON o.uid = s.organization_uid WHERE s.uid = meetings.subscription_uid
);
CREATE TRIGGER meetings_organization_insert AFTER INSERT ON meetings WHEN new.subscription_uid IS NOT NULL BEGIN
  UPDATE meetings SET organization_name = (
    SELECT o.name FROM subscriptions s JOIN organizations o ON o.uid = s.organization_uid WHERE s.uid = new.subscription_uid
  ) WHERE uid = new.uid;
END;
CREATE TRIGGER meetings_organization_update AFTER UPDATE OF subscription_uid ON meetings BEGIN
  UPDATE meetings SET organization_name = (
    SELECT o.name FROM subscriptions s JOIN organizations o ON o.uid = s.organization_uid WHERE s.uid = new.subscription_uid
  ) WHERE uid = new.uid;
END;
CREATE TRIGGER subscriptions_organization_update AFTER UPDATE OF organization_uid ON subscriptions BEGIN
  UPDATE meetings SET organization_name = (SELECT name FROM organizations WHERE uid = new.organization_uid)
    WHERE subscription_uid = new.uid;
END;
CREATE TRIGGER subscriptions_delete AFTER DELETE ON subscriptions BEGIN
  UPDATE meetings SET organization_name = NULL WHERE subscription_uid = old.uid;
END;
CREATE TRIGGER organizations_name_update AFTER UPDATE OF name ON organizations BEGIN
  UPDATE meetings SET organization_name = new.name
    WHERE subscription_uid IN (SELECT uid FROM subscriptions WHERE organization_uid = new.uid);
END;

DROP INDEX meetings_start;
CREATE INDEX meetings_by_start ON meetings(start_date, uid, state, is_call, security_level);
CREATE INDEX meetings_by_subject ON meetings(subject, uid, state, is_call, security_level);
CREATE INDEX meetings_by_duration ON meetings(duration, uid, state, is_call, security_level);
CREATE INDEX meetings_by_state ON meetings(state, uid, is_call, security_level);
CREATE INDEX meetings_by_organization ON meetings(organization_name, uid, state, is_call, security_level);
CREATE INDEX meetings_by_participants ON meetings(participant_count, uid, state, is_call, security_level);
CREATE INDEX meetings_by_uid ON meetings(uid, state, is_call, security_level);
CREATE INDEX meetings_server ON meetings(server_id);

-- Trigrams of the subject and the creator: the subject and creator filters find their candidates here. It keys on
-- the meetings' rowids, which the reference server never renumbers (it runs no VACUUM).
CREATE VIRTUAL TABLE meetings_search USING fts5(
  subject, creator_name, creator_email,
  content = 'meetings', content_rowid = 'rowid', tokenize = 'trigram', detail = 'none'
);
CREATE TRIGGER meetings_search_insert AFTER INSERT ON meetings BEGIN
  INSERT INTO meetings_search (rowid, subject, creator_name, creator_email)
    VALUES (new.rowid, new.subject, new.creator_name, new.creator_email);
END;
CREATE TRIGGER meetings_search_delete AFTER DELETE ON meetings BEGIN
  INSERT INTO meetings_search (meetings_search, rowid, subject, creator_name, creator_email)
    VALUES ('delete', old.rowid, old.subject, old.creator_name, old.creator_email);
END;
CREATE TRIGGER meetings_search_update AFTER UPDATE OF subject, creator_name, creator_email ON meetings BEGIN
  INSERT INTO meetings_search (meetings_search, rowid, subject, creator_name, creator_email)
    VALUES ('delete', old.rowid, old.subject, old.creator_name, old.creator_email);
  INSERT INTO meetings_search (rowid, subject, creator_name, creator_email)
    VALUES (new.rowid, new.subject, new.creator_name, new.creator_email);
END;
INSERT INTO meetings_search (meetings_search) VALUES ('rebuild');
