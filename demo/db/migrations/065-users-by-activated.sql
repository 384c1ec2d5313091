-- The users list filtered by activation and by language or a date range, at a million users: the deactivated users
-- are few (3 %), but each index that carries the activation starts with another column, so the count and the
-- gathering of the matches read every entry of the language (166,000 for `fr`) or of the date range to find a few
-- thousand (about 50 ms). This index starts with the activation and carries the other filters' columns: the
-- deactivated users are sought, and their entries tested without reading a row.
CREATE INDEX users_by_activated
  ON users(activated, last_login_date, registration_date, language, server_zone_id, id);
