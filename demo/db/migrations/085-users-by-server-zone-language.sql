-- The users list filtered by server zone and language, at a million users: each zone holds the users of two
-- languages, so `language=fr&serverZone=2` matches no one, yet gathering its matches read the entry of every French
-- user (166,000, about 25 ms a page) to test the zone. This index starts with both: the pair is sought, and a pair
-- no one holds reads nothing. It carries the activation, as the index of the zone alone does (migration 003).
CREATE INDEX users_by_server_zone_language ON users(server_zone_id, language, activated);
