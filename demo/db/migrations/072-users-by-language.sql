-- The users list filtered by language and sorted by a name, an e-mail address or a login, at a million users: names
-- go with languages (the Hungarian users' first names fill the end of the e-mail order), so a walk along the sort's
-- index from that end passed a few hundred thousand entries of the other languages before the first match (70-90 ms
-- a page of `email=example&language=fr` by e-mail). These indexes start with the language, then the sort: the walk
-- seeks the language and reads its users in order. They carry the other equality filters' columns, as the sorts'
-- own indexes do (migration 003).
CREATE INDEX users_by_language_email ON users(language, email, id, activated, server_zone_id);
CREATE INDEX users_by_language_login ON users(language, login, id, activated, server_zone_id);
CREATE INDEX users_by_language_first_name ON users(language, first_name, id, activated, server_zone_id);
CREATE INDEX users_by_language_last_name ON users(language, last_name, id, activated, server_zone_id);
